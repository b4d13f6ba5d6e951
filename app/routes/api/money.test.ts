import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "~/server/auth/tokens.server";
import type { User } from "~/server/auth/users.server";
import { adjustBalance } from "~/server/commerce/adjustments.server";
import { balanceOf, ledgerSum } from "~/server/commerce/ledger.server";
import { lessons } from "~/server/db/schema";
import { testDatabases } from "../../../tests/databases";
import { makeUser, officeContext } from "../../../tests/support/office";
import { loader as moneyLoader } from "./me-money";
import { action as purchaseAction } from "./purchase";

const ORIGIN = "http://maistry.test";

describe.each(testDatabases())("money JSON API on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let root: string;
  let master: User;
  let buyer: User;
  let staff: User;
  let tokens: Map<number, string>;
  let counter = 0;

  beforeAll(async () => {
    database = await engine.open();
    root = await mkdtemp(path.join(tmpdir(), "maistry-money-api-"));
    master = await makeUser(database.db);
    buyer = await makeUser(database.db);
    staff = await makeUser(database.db, { staff: true });
    const { services } = officeContext(database, root, null);
    tokens = new Map([
      [master.id, await issueAccessToken(master.id, services.sessionSecrets)],
      [buyer.id, await issueAccessToken(buyer.id, services.sessionSecrets)],
    ]);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  async function lesson(priceCents: number) {
    counter += 1;
    const slug = `api-money-${counter}`;
    await database.db.insert(lessons).values({
      slug,
      masterId: master.id,
      title: `Lesson ${counter}`,
      about: "A",
      priceCents,
      published: true,
    });
    return slug;
  }

  function context() {
    return officeContext(database, root, null).context;
  }

  async function purchase(slug: string, { who = buyer, key }: { who?: User; key?: string } = {}) {
    const headers: Record<string, string> = { Authorization: `Bearer ${tokens.get(who.id)}` };
    if (key) headers["Idempotency-Key"] = key;
    const request = new Request(`${ORIGIN}/api/en/api/lessons/${slug}/purchase/`, {
      method: "POST",
      headers,
    });
    const response = await purchaseAction({
      request,
      params: { locale: "en", slug },
      context: context(),
    } as never);
    return { status: response.status, body: await response.json() };
  }

  async function money(what: "balance" | "purchases", who: User | null = buyer) {
    const headers: Record<string, string> = who ? { Authorization: `Bearer ${tokens.get(who.id)}` } : {};
    const request = new Request(`${ORIGIN}/api/en/api/me/${what}/`, { headers });
    const response = await moneyLoader({
      request,
      params: { locale: "en", what },
      context: context(),
    } as never);
    return { status: response.status, body: await response.json() };
  }

  it("buys with an Idempotency-Key: 201, then the same answer for the same key, one charge", async () => {
    await adjustBalance(database.db, {
      staff,
      userId: buyer.id,
      amountCents: 5000,
      reason: "Welcome credit",
    });
    const slug = await lesson(2000);
    const first = await purchase(slug, { key: "k-1" });
    expect(first).toEqual({
      status: 201,
      body: expect.objectContaining({
        status: "purchased",
        lesson: slug,
        price_cents: 2000,
        balance_cents: 3000,
      }),
    });
    expect(await purchase(slug, { key: "k-1" })).toEqual(first);
    expect(await balanceOf(database.db, buyer.id)).toBe(3000);
    // Another key for a lesson already bought: nothing charged, 200.
    expect(await purchase(slug, { key: "k-2" })).toMatchObject({ status: 200, body: { status: "owned" } });
    // The same key for another lesson: refused.
    const other = await lesson(100);
    expect(await purchase(other, { key: "k-1" })).toMatchObject({ status: 422 });
    expect(await balanceOf(database.db, buyer.id)).toBe(3000);
  });

  it("refuses without a key, without a token, too little money, one's own lesson, an unknown slug", async () => {
    const slug = await lesson(1_000_000);
    expect((await purchase(slug)).status).toBe(400);
    const anonymous = new Request(`${ORIGIN}/api/en/api/lessons/${slug}/purchase/`, {
      method: "POST",
      headers: { "Idempotency-Key": "x" },
    });
    const response = await purchaseAction({
      request: anonymous,
      params: { locale: "en", slug },
      context: context(),
    } as never);
    expect(response.status).toBe(401);
    expect(await purchase(slug, { key: "poor" })).toMatchObject({
      status: 402,
      body: { missing_cents: 1_000_000 - (await balanceOf(database.db, buyer.id)) },
    });
    expect(await purchase(slug, { who: master, key: "own" })).toMatchObject({ status: 403 });
    expect(await purchase("no-such-lesson", { key: "nothing" })).toMatchObject({ status: 404 });
  });

  it("shows the balance with its history, and the lessons bought", async () => {
    const { status, body } = await money("balance");
    expect(status).toBe(200);
    expect(body).toMatchObject({ currency: "USD", balance_cents: await balanceOf(database.db, buyer.id) });
    expect(body.history.map((entry: { kind: string }) => entry.kind)).toEqual(
      expect.arrayContaining(["adjustment", "purchase"]),
    );
    expect(body.history.find((entry: { kind: string }) => entry.kind === "adjustment")).toMatchObject({
      amount_cents: 5000,
      reference: "Welcome credit",
    });
    const purchases = await money("purchases");
    expect(purchases.body.map((item: { slug: string }) => item.slug)).toEqual(["api-money-1"]);
    // Each with how far the buyer got in its full video (decision 043): not started yet.
    expect(purchases.body[0].progress).toEqual({ percent: 0, position_seconds: 0, completed: false });
    // The master sees the sale less the 20% commission.
    const sale = await money("balance", master);
    expect(sale.body.balance_cents).toBe(1600);
    expect((await money("balance", null)).status).toBe(401);
  });

  it("staff adjustments: a debit never takes a balance below zero", async () => {
    const user = await makeUser(database.db);
    expect(
      await adjustBalance(database.db, { staff, userId: user.id, amountCents: 700, reason: "Refund" }),
    ).toEqual({ ok: true, balanceCents: 700 });
    expect(
      await adjustBalance(database.db, { staff, userId: user.id, amountCents: -701, reason: "Too much" }),
    ).toEqual({ ok: false, balanceCents: 700 });
    expect(
      await adjustBalance(database.db, { staff, userId: user.id, amountCents: -700, reason: "Correction" }),
    ).toEqual({ ok: true, balanceCents: 0 });
    expect(await ledgerSum(database.db, user.id)).toBe(0);
  });
});
