import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, openDatabase } from "./client.server";

describe("isDatabaseUnavailable", () => {
  it("recognises connection failures, also when wrapped", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("connect"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("query failed", { cause: { code: "57P01" } }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });
  it("does not mistake a bad query for an outage", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("syntax"), { code: "42601" }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
  it("classifies a real refused connection as unavailable", async () => {
    const handle = await openDatabase({ url: "postgres://nobody@127.0.0.1:1/none", dataDir: "unused" });
    const error = await handle.ping().catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
    await handle.close();
  });
});
