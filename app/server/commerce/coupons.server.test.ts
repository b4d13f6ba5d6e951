import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { expectLedgerMatches, makeLesson, topUp } from "../../../tests/support/commerce";
import { makeUser } from "../../../tests/support/office";
import type { DatabaseHandle } from "../db/client.server";
import { coupons, ledgerEntries, purchases } from "../db/schema";
import { createCoupon, deactivateCoupon, listCoupons, quoteCoupon } from "./coupons.server";
import { balanceOf } from "./ledger.server";
import { purchaseLesson } from "./purchases.server";

describe.each(testDatabases())("coupons on $name", (engine) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  const db = () => handle.db;

  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  const buy = (buyerId: number, lessonId: number, couponCode?: string) =>
    purchaseLesson(db(), { buyer: { id: buyerId }, lessonId, commissionPercent: 20, couponCode });

  it("refuses codes outside the limits, changing nothing", async () => {
    const master = await makeUser(db());
    const other = await makeUser(db());
    const cheap = await makeLesson(db(), master.id, { priceCents: 500, published: true });
    const foreign = await makeLesson(db(), other.id, { priceCents: 5000, published: true });
    const bad = await createCoupon(db(), master.id, {
      code: "a b",
      kind: "percent",
      amount: "0",
      expires: "2000-01-01",
      maxUses: "0",
      lessons: [String(foreign)],
    });
    expect(bad).toEqual({
      ok: false,
      errors: {
        code: "coupons.errors.code",
        amount: "coupons.errors.percent",
        expires: "coupons.errors.expired",
        maxUses: "coupons.errors.maxUses",
        lessons: "coupons.errors.lessons",
      },
    });
    expect(
      await createCoupon(db(), master.id, { code: "OVER", kind: "percent", amount: "101" }),
    ).toMatchObject({
      errors: { amount: "coupons.errors.percent" },
    });
    expect(
      await createCoupon(db(), master.id, {
        code: "BIG",
        kind: "fixed",
        amount: "6",
        lessons: [String(cheap)],
      }),
    ).toMatchObject({ errors: { amount: "coupons.errors.abovePrice" } });
    expect(await listCoupons(db(), master.id)).toEqual([]);
  });

  it("keeps codes unique per master regardless of case, and lets another master use the same code", async () => {
    const master = await makeUser(db());
    const other = await makeUser(db());
    expect(
      await createCoupon(db(), master.id, { code: "spring-10", kind: "percent", amount: "10" }),
    ).toMatchObject({
      ok: true,
    });
    expect(await createCoupon(db(), master.id, { code: "SPRING-10", kind: "fixed", amount: "1" })).toEqual({
      ok: false,
      errors: { code: "coupons.errors.taken" },
    });
    expect(
      await createCoupon(db(), other.id, { code: "Spring-10", kind: "percent", amount: "20" }),
    ).toMatchObject({
      ok: true,
    });
    const [row] = await listCoupons(db(), master.id);
    expect(row).toMatchObject({ code: "SPRING-10", kind: "percent", amount: 10, uses: 0, active: true });
  });

  it("quotes a code for a lesson: percent, fixed, limited to lessons, expired, deactivated", async () => {
    const master = await makeUser(db());
    const a = await makeLesson(db(), master.id, { priceCents: 2999, published: true });
    const b = await makeLesson(db(), master.id, { priceCents: 1000, published: true });
    const lessonA = { id: a, masterId: master.id, priceCents: 2999 };
    const lessonB = { id: b, masterId: master.id, priceCents: 1000 };
    await createCoupon(db(), master.id, { code: "TEN", kind: "percent", amount: "10" });
    await createCoupon(db(), master.id, { code: "FIVE", kind: "fixed", amount: "5", lessons: [String(b)] });
    expect(await quoteCoupon(db(), lessonA, "ten")).toMatchObject({
      ok: true,
      priceCents: 2999,
      discountCents: 300,
      finalCents: 2699,
    });
    expect(await quoteCoupon(db(), lessonB, "five")).toMatchObject({
      ok: true,
      discountCents: 500,
      finalCents: 500,
    });
    expect(await quoteCoupon(db(), lessonA, "five")).toMatchObject({ ok: false, reason: "notForLesson" });
    expect(await quoteCoupon(db(), lessonA, "nope")).toMatchObject({ ok: false, reason: "unknown" });
    const later = new Date(Date.now() + 3 * 86_400_000);
    const day = later.toISOString().slice(0, 10);
    await createCoupon(db(), master.id, { code: "SOON", kind: "percent", amount: "50", expires: day });
    expect(await quoteCoupon(db(), lessonA, "soon")).toMatchObject({ ok: true });
    expect(await quoteCoupon(db(), lessonA, "soon", new Date(later.getTime() + 86_400_000))).toMatchObject({
      reason: "expired",
    });
    const [ten] = (await listCoupons(db(), master.id)).filter((c) => c.code === "TEN");
    expect(await deactivateCoupon(db(), master.id + 1000, ten?.id ?? 0)).toBe(false);
    expect(await deactivateCoupon(db(), master.id, ten?.id ?? 0)).toBe(true);
    expect(await quoteCoupon(db(), lessonA, "ten")).toMatchObject({ ok: false, reason: "unknown" });
  });

  it("charges the price after discount, credits the master that less commission, records the coupon", async () => {
    const master = await makeUser(db());
    const buyer = await makeUser(db());
    const lesson = await makeLesson(db(), master.id, { priceCents: 2000, published: true });
    await topUp(db(), buyer.id, 5000);
    const created = await createCoupon(db(), master.id, { code: "QUARTER", kind: "percent", amount: "25" });
    const outcome = await buy(buyer.id, lesson, "quarter");
    expect(outcome).toMatchObject({
      status: "purchased",
      priceCents: 1500,
      discountCents: 500,
      balanceCents: 3500,
    });
    const [row] = await db().select().from(purchases).where(eq(purchases.userId, buyer.id));
    expect(row).toMatchObject({
      priceCents: 1500,
      discountCents: 500,
      couponId: created.ok ? created.id : -1,
    });
    expect(await balanceOf(db(), master.id)).toBe(1500 - 300);
    await expectLedgerMatches(db(), buyer.id, master.id);
  });

  it("lets a 100% code give the lesson away: a purchase at 0, no ledger entries", async () => {
    const master = await makeUser(db());
    const buyer = await makeUser(db());
    const lesson = await makeLesson(db(), master.id, { priceCents: 1200, published: true });
    await createCoupon(db(), master.id, { code: "FREE", kind: "percent", amount: "100" });
    expect(await buy(buyer.id, lesson, "FREE")).toMatchObject({ status: "purchased", priceCents: 0 });
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, buyer.id));
    expect(entries).toEqual([]);
    await expectLedgerMatches(db(), buyer.id, master.id);
  });

  it("refuses an invalid code without charging, and counts no use for a buyer who cannot pay", async () => {
    const master = await makeUser(db());
    const buyer = await makeUser(db());
    const lesson = await makeLesson(db(), master.id, { priceCents: 2000, published: true });
    await createCoupon(db(), master.id, { code: "ONCE", kind: "fixed", amount: "1", maxUses: "1" });
    expect(await buy(buyer.id, lesson, "WRONG")).toMatchObject({
      status: "coupon-invalid",
      reason: "unknown",
    });
    expect(await buy(buyer.id, lesson, "ONCE")).toMatchObject({ status: "insufficient", priceCents: 1900 });
    const [coupon] = await listCoupons(db(), master.id);
    expect(coupon?.uses).toBe(0);
  });

  it("gives a code limited to 5 uses to exactly 5 of 20 simultaneous buyers", async () => {
    const master = await makeUser(db());
    const lesson = await makeLesson(db(), master.id, { priceCents: 1000, published: true });
    const created = await createCoupon(db(), master.id, {
      code: "FIRST5",
      kind: "percent",
      amount: "50",
      maxUses: "5",
    });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => makeUser(db())));
    for (const buyer of buyers) await topUp(db(), buyer.id, 2000);

    const outcomes = await Promise.all(buyers.map((buyer) => buy(buyer.id, lesson, "first5")));
    const discounted = outcomes.filter((outcome) => outcome.status === "purchased");
    expect(discounted).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.status === "coupon-invalid")).toHaveLength(15);
    for (const outcome of discounted) expect(outcome).toMatchObject({ priceCents: 500, discountCents: 500 });

    const [coupon] = await db()
      .select()
      .from(coupons)
      .where(eq(coupons.id, created.ok ? created.id : -1));
    expect(coupon?.uses).toBe(5);
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(purchases)
      .where(eq(purchases.couponId, coupon?.id ?? -1));
    expect(count?.n).toBe(5);
    // Buyers, master, and the platform's share (the master's commission entries) add up.
    await expectLedgerMatches(db(), master.id, ...buyers.map((buyer) => buyer.id));
    expect(await balanceOf(db(), master.id)).toBe(5 * (500 - 100));
    const [platform] = await db()
      .select({ sum: sql<number>`coalesce(sum(-${ledgerEntries.amountCents}), 0)::int` })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.userId} = ${master.id} and ${ledgerEntries.kind} = 'commission'`);
    expect(platform?.sum).toBe(5 * 100);
    const spent = await Promise.all(buyers.map((buyer) => balanceOf(db(), buyer.id)));
    expect(spent.reduce((sum, balance) => sum + (2000 - balance), 0)).toBe(5 * 500);
  });
});
