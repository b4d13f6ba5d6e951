import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { prepared } from "./prepared.server";

describe("prepared", () => {
  it("prepares once per database handle and name", () => {
    const made: string[] = [];
    const prepare = (name: string) => {
      made.push(name);
      return { name };
    };
    const db = {};
    const first = prepared(db, "a", prepare);
    expect(prepared(db, "a", prepare)).toBe(first);
    expect(prepared(db, "b", prepare)).not.toBe(first);
    expect(prepared({}, "a", prepare)).not.toBe(first);
    expect(made).toEqual(["a", "b", "a"]);
  });
});

describe.each(testDatabases())("a prepared query ($name)", (engine) => {
  it("answers for each call's values, on every connection at once", async () => {
    const database = await engine.open();
    try {
      const { db } = database;
      const double = () =>
        prepared(db, "double", (name) =>
          db
            .select({ twice: sql<number>`${sql.placeholder("n")}::int * 2` })
            .from(sql`(select 1) as one`)
            .prepare(name),
        );
      const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => double().execute({ n })));
      expect(answers).toEqual(Array.from({ length: 10 }, (_, n) => [{ twice: n * 2 }]));
    } finally {
      await database.dispose();
    }
  });
});
