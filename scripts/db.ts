// npm run db:migrate — apply the SQL migrations in drizzle/ to the configured database.
// npm run db:seed    — the same, then fill an empty database with the reference content.
import { openDatabase } from "~/server/db/client.server";
import { seedReferenceContent } from "~/server/db/seed.server";
import { parseEnv } from "~/server/env.server";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: tsx scripts/db.ts migrate|seed");
  process.exit(2);
}
const env = parseEnv(process.env);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.prepare(command === "seed" ? seedReferenceContent : undefined);
  console.log(`${command === "seed" ? "migrated and seeded" : "migrated"} the ${database.kind} database`);
} finally {
  await database.close();
}
