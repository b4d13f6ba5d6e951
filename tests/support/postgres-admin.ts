import pg from "pg";

/** Runs one statement on its own connection (`create database` cannot run in a pool's transaction). */
export async function adminQuery(url: string, statement: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await admin.query(statement);
  } finally {
    await admin.end();
  }
}
