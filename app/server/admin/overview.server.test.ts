import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { makeUser } from "../../../tests/support/office";
import type { DatabaseHandle } from "../db/client.server";
import { payouts } from "../db/schema";
import { adminCounts } from "./overview.server";

describe.each(testDatabases())("what waits for staff on $name", (engine) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.dispose());

  it("counts the payout requests not yet paid or rejected", async () => {
    const before = (await adminCounts(handle.db)).payoutRequests;
    const master = await makeUser(handle.db);
    const request = (status: "pending" | "paid" | "rejected") => ({
      userId: master.id,
      amountCents: 2500,
      status,
      detailsSealed: "sealed",
    });
    await handle.db
      .insert(payouts)
      .values([request("pending"), request("pending"), request("paid"), request("rejected")]);
    expect((await adminCounts(handle.db)).payoutRequests).toBe(before + 2);
  });
});
