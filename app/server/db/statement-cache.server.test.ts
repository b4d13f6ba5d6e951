import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { MAX_PARAMETERS, PREPARED_PER_CONNECTION, StatementCachingClient } from "./statement-cache.server";

describe("StatementCachingClient, as it hands queries to pg", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The query configs the client passes on to pg's own `query` (no connection needed). */
  function sent(Client = StatementCachingClient) {
    const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation((() => Promise.resolve()) as never);
    const client = new Client();
    const configs = () =>
      spy.mock.calls.map(([config]) => config as unknown as { text: string; name?: string });
    return { client, configs };
  }

  it("names a query with parameters after its text: the same text, the same name", () => {
    const { client, configs } = sent();
    client.query({ text: "select $1::int", values: [1] });
    client.query({ text: "select $1::int" }, [2]);
    client.query({ text: "select $1::text", values: ["a"] });
    const [first, second, third] = configs();
    expect(first?.name).toMatch(/^s\d+_\d+_/);
    expect(second?.name).toBe(first?.name);
    expect(third?.name).not.toBe(first?.name);
  });

  it("gives each client names of its own (the embedded database is one session for all)", () => {
    const { client, configs } = sent();
    client.query({ text: "select $1::int", values: [1] });
    new StatementCachingClient().query({ text: "select $1::int", values: [1] });
    const [mine, theirs] = configs();
    expect(mine?.name).not.toBe(theirs?.name);
  });

  it("gives a name the app chose (a Drizzle prepared query) the client's number", () => {
    const { client, configs } = sent();
    client.query({ text: "select $1::int", values: [1], name: "own" });
    new StatementCachingClient().query({ text: "select $1::int", values: [1], name: "own" });
    const [mine, theirs] = configs().map((config) => config.name);
    expect(mine).toMatch(/^p\d+_\d+_own$/);
    expect(theirs).toMatch(/^p\d+_\d+_own$/);
    expect(mine).not.toBe(theirs);
  });

  it("names carry the server process's number: several processes share the embedded database's session", async () => {
    vi.resetModules();
    vi.doMock("node:cluster", () => ({ default: { worker: { id: 7 } } }));
    const { StatementCachingClient: InSeventhProcess } = await import("./statement-cache.server");
    vi.doUnmock("node:cluster");
    const { client, configs } = sent(InSeventhProcess);
    client.query({ text: "select $1::int", values: [1] });
    client.query({ text: "select $1::int", values: [1], name: "own" });
    expect(configs().map((config) => config.name)).toEqual([
      expect.stringMatching(/^s7_\d+_/),
      expect.stringMatching(/^p7_\d+_own$/),
    ]);
  });

  it("leaves alone queries without parameters or with very many, and other submittables", () => {
    const { client, configs } = sent();
    client.query("create table t (id int); create index on t (id)");
    client.query({ text: "select 1" }, []);
    const many = Array.from({ length: MAX_PARAMETERS + 1 }, (_, i) => i);
    client.query({ text: `insert into t values ${many.map((i) => `($${i + 1})`).join(", ")}`, values: many });
    const cursor = { text: "select $1::int", values: [1], submit: () => {} };
    client.query(cursor);
    expect(configs().map((config) => (typeof config === "string" ? config : config.name))).toEqual([
      "create table t (id int); create index on t (id)",
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("keeps at most PREPARED_PER_CONNECTION texts prepared, and keeps using those", () => {
    const { client, configs } = sent();
    for (let i = 0; i <= PREPARED_PER_CONNECTION; i++)
      client.query({ text: `select $1::int + ${i}`, values: [i] });
    client.query({ text: "select $1::int + 0", values: [0] });
    const all = configs();
    expect(all[PREPARED_PER_CONNECTION - 1]?.name).toMatch(/^s\d+_\d+_/);
    expect(all[PREPARED_PER_CONNECTION]?.name).toBeUndefined();
    expect(all.at(-1)?.name).toBe(all[0]?.name);
  });
});

/** The pool under a test database's Drizzle instance (its clients are StatementCachingClients). */
const poolOf = (db: unknown) => (db as { $client: pg.Pool }).$client;

describe.each(testDatabases())("statements prepared once per connection ($name)", (engine) => {
  it("prepares each parameterized text once on a connection and answers as before", async () => {
    const database = await engine.open();
    const client = await poolOf(database.db).connect();
    try {
      const answers = [];
      for (const n of [1, 2, 3])
        answers.push((await client.query({ text: "select $1::int * 2 as twice", values: [n] })).rows[0]);
      answers.push((await client.query({ text: "select $1::text || 'b' as joined", values: ["a"] })).rows[0]);
      const prepared = await client.query<{ name: string; statement: string }>(
        "select name, statement from pg_prepared_statements order by statement",
      );
      expect(answers).toEqual([{ twice: 2 }, { twice: 4 }, { twice: 6 }, { joined: "ab" }]);
      expect(prepared.rows.map((row) => row.statement)).toEqual([
        "select $1::int * 2 as twice",
        "select $1::text || 'b' as joined",
      ]);
      expect(prepared.rows.every((row) => /^s\d+_\d+_/.test(row.name))).toBe(true);
    } finally {
      client.release();
      await database.dispose();
    }
  });

  it("serves a query the app named on many connections at once", async () => {
    const database = await engine.open();
    const pool = poolOf(database.db);
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          pool.query({ text: "select $1::int * 3 as thrice", values: [n], name: "thrice" }),
        ),
      );
      expect(answers.map((answer) => answer.rows[0])).toEqual(
        Array.from({ length: 12 }, (_, n) => ({ thrice: n * 3 })),
      );
    } finally {
      await database.dispose();
    }
  });

  it("serves one text on many connections at once, and a connection's statements go with it", async () => {
    const database = await engine.open();
    const pool = poolOf(database.db);
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, n) => pool.query({ text: "select $1::int + 1 as next", values: [n] })),
      );
      expect(answers.map((answer) => answer.rows[0])).toEqual(
        Array.from({ length: 12 }, (_, n) => ({ next: n + 1 })),
      );

      // On the embedded database every connection sees the one session's statements, so this
      // shows that its thread closes them when their connection goes (PostgreSQL drops them itself).
      const leaving = await pool.connect();
      await leaving.query({ text: "select $1::int as kept", values: [7] });
      const kept = async (client: pg.Pool | pg.PoolClient) =>
        (await client.query<{ statement: string }>("select statement from pg_prepared_statements")).rows.some(
          (row) => row.statement === "select $1::int as kept",
        );
      expect(await kept(leaving)).toBe(true);
      leaving.release(true);
      await expect.poll(() => kept(pool)).toBe(false);
    } finally {
      await database.dispose();
    }
  });
});
