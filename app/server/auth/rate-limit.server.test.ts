import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { checkRate, hitRate, LIMITS, recordEvent } from "./rate-limit.server";

describe.each(testDatabases())("rate limits on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(() => database.dispose());

  it("allows up to the limit in the window, then says how long to wait", async () => {
    const rule = LIMITS.loginFailuresPerIp;
    const start = new Date("2026-03-01T12:00:00Z");
    for (let i = 0; i < rule.limit; i++) {
      expect(
        (await hitRate(database.db, rule, "10.0.0.1", new Date(start.getTime() + i * 1000))).allowed,
      ).toBe(true);
    }
    const blocked = await checkRate(database.db, rule, "10.0.0.1", new Date(start.getTime() + 15_000));
    expect(blocked).toEqual({ allowed: false, retryAfterS: 45 });
    expect((await checkRate(database.db, rule, "10.0.0.2", start)).allowed).toBe(true);
    expect((await checkRate(database.db, rule, "10.0.0.1", new Date(start.getTime() + 60_001))).allowed).toBe(
      true,
    );
  });

  it("keeps buckets apart and counts only what is recorded", async () => {
    const now = new Date("2026-03-02T12:00:00Z");
    for (let i = 0; i < 5; i++) await recordEvent(database.db, LIMITS.registrationsPerIp, "10.0.0.3", now);
    expect((await checkRate(database.db, LIMITS.registrationsPerIp, "10.0.0.3", now)).allowed).toBe(false);
    expect((await checkRate(database.db, LIMITS.authPostsPerIp, "10.0.0.3", now)).allowed).toBe(true);
  });

  it("counts a key typed with NUL in it instead of failing on it (issue 14)", async () => {
    const rule = LIMITS.loginFailuresPerEmail;
    const now = new Date("2026-03-03T12:00:00Z");
    await recordEvent(database.db, rule, "a\u0000@example.com", now);
    expect((await checkRate(database.db, rule, "a\u0000@example.com", now)).allowed).toBe(true);
    expect((await hitRate(database.db, rule, "b\u0000\u001b@example.com", now)).allowed).toBe(true);
  });
});
