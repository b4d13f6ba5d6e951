import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "~/server/auth/users.server";
import { post } from "~/server/commerce/ledger.server";
import { ledgerEntries } from "~/server/db/schema";
import { testDatabases } from "../../../tests/databases";
import { apiClient } from "../../../tests/support/api-client";
import { makeUser, testUploadDeps } from "../../../tests/support/office";
import { action, loader } from "./me-payouts";

const DAY_MS = 24 * 3600 * 1000;

describe.each(testDatabases())("payouts JSON API on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let root: string;
  let master: User;
  let call: Awaited<ReturnType<typeof apiClient>>;

  beforeAll(async () => {
    database = await engine.open();
    root = (await testUploadDeps(database.db)).root;
    const db = database.db;
    master = await makeUser(db);
    await db.transaction(async (tx) => {
      await post(tx, [{ userId: master.id, amountCents: 4340, kind: "sale", reference: "Old sale" }]);
      await tx
        .update(ledgerEntries)
        .set({ createdAt: new Date(Date.now() - 20 * DAY_MS) })
        .where(eq(ledgerEntries.userId, master.id));
      await post(tx, [{ userId: master.id, amountCents: 800, kind: "sale", reference: "New sale" }]);
    });
    call = await apiClient({
      database,
      root,
      users: [master],
      paramsOf: (pathname) => ({ locale: pathname.split("/")[2] }),
    });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  const path = (locale = "en") => `/api/${locale}/api/me/payouts/`;

  it("shows the summary, takes a request of the withdrawable amount, then refuses under the minimum", async () => {
    expect((await call(loader, path())).status).toBe(401);
    const before = await call(loader, path(), { who: master });
    expect(before).toMatchObject({
      status: 200,
      body: {
        balance_cents: 5140,
        withdrawable_cents: 4340,
        on_hold_cents: 0,
        not_yet_withdrawable_cents: 800,
        minimum_cents: 2000,
        requests: [],
      },
    });
    expect(before.body.not_yet_withdrawable).toHaveLength(1);

    const bad = await call(action, path("de"), { who: master, method: "POST", json: { details: "x" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(["details"]);

    const made = await call(action, path(), {
      who: master,
      method: "POST",
      json: { details: "Jane Doe, IBAN DE89 3704 0044 0532 0130 00" },
    });
    expect(made).toMatchObject({ status: 201, body: { amount_cents: 4340, status: "pending" } });
    expect(JSON.stringify(made.body)).not.toContain("DE89");

    const again = await call(action, path(), { who: master, method: "POST", json: { details: "Jane Doe" } });
    expect(again).toMatchObject({ status: 409, body: { withdrawable_cents: 0, minimum_cents: 2000 } });

    const after = await call(loader, path(), { who: master });
    expect(after.body).toMatchObject({ balance_cents: 800, withdrawable_cents: 0, on_hold_cents: 4340 });
    expect(after.body.requests).toMatchObject([{ amount_cents: 4340, status: "pending" }]);
  });
});
