import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { expectLedgerMatches, makeLesson, topUp } from "../../../tests/support/commerce";
import { insertUser, makeUser } from "../../../tests/support/office";
import type { DatabaseHandle } from "../db/client.server";
import { auditLog, lessonProgress, purchases, refunds } from "../db/schema";
import { createCoupon, listCoupons } from "./coupons.server";
import { balanceOf, post } from "./ledger.server";
import { hasPurchased, purchaseLesson } from "./purchases.server";
import {
  buyerMayRefund,
  REFUND_DAYS,
  refundLessonBySlug,
  refundOffer,
  refundPurchase,
} from "./refunds.server";

const DAY_MS = 24 * 3600 * 1000;

describe("buyerMayRefund", () => {
  const bought = new Date("2026-11-01T10:00:00Z");
  it("allows 14 days while less than a fifth of the full video was watched", () => {
    expect(buyerMayRefund(bought, undefined, new Date(bought.getTime() + REFUND_DAYS * DAY_MS))).toBe("ok");
    expect(buyerMayRefund(bought, undefined, new Date(bought.getTime() + REFUND_DAYS * DAY_MS + 1))).toBe(
      "window",
    );
    expect(buyerMayRefund(bought, { furthestMs: 19_999, durationMs: 100_000 }, bought)).toBe("ok");
    expect(buyerMayRefund(bought, { furthestMs: 20_000, durationMs: 100_000 }, bought)).toBe("watched");
  });
});

describe("refundOffer", () => {
  const createdAt = new Date("2026-11-01T10:00:00Z");
  const purchase = { lessonId: 1, priceCents: 2500, createdAt, progress: undefined };
  it("offers the price paid until the last day, while the rule allows and something was paid", () => {
    expect(refundOffer(purchase, createdAt)).toEqual({
      until: new Date(createdAt.getTime() + REFUND_DAYS * DAY_MS),
      priceCents: 2500,
    });
    expect(refundOffer(purchase, new Date(createdAt.getTime() + REFUND_DAYS * DAY_MS + 1))).toBeNull();
    expect(refundOffer({ ...purchase, priceCents: 0 }, createdAt)).toBeNull();
    const watched = { positionMs: 0, furthestMs: 20_000, durationMs: 100_000, completed: false, percent: 20 };
    expect(refundOffer({ ...purchase, progress: watched }, createdAt)).toBeNull();
  });
});

describe.each(testDatabases())("refunds on $name", (engine) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  const db = () => handle.db;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.dispose());

  /** A master's lesson at `priceCents`, bought by a fresh buyer (20% commission). */
  async function sold(priceCents = 2500) {
    const master = await makeUser(db());
    const buyer = await makeUser(db());
    const lessonId = await makeLesson(db(), master.id, { priceCents, published: true });
    await topUp(db(), buyer.id, 5000);
    const bought = await purchaseLesson(db(), { buyer, lessonId, commissionPercent: 20 });
    expect(bought.status).toBe("purchased");
    return { master, buyer, lessonId };
  }

  it("gives the buyer the price back, takes back the master's credit, ends access; once", async () => {
    const { master, buyer, lessonId } = await sold(2500);
    expect(await balanceOf(db(), master.id)).toBe(2000);

    const outcome = await refundPurchase(db(), { buyerId: buyer.id, lessonId });
    expect(outcome).toMatchObject({ status: "refunded", priceCents: 2500, balanceCents: 5000 });
    expect(await balanceOf(db(), buyer.id)).toBe(5000);
    expect(await balanceOf(db(), master.id)).toBe(0);
    expect(await hasPurchased(db(), buyer.id, lessonId)).toBe(false);
    await expectLedgerMatches(db(), buyer.id, master.id);

    // Again: the same answer, nothing moved.
    const again = await refundPurchase(db(), { buyerId: buyer.id, lessonId });
    expect(again).toMatchObject({ status: "already", priceCents: 2500, balanceCents: 5000 });
    expect(await balanceOf(db(), buyer.id)).toBe(5000);
    expect(await db().select().from(refunds).where(eq(refunds.userId, buyer.id))).toHaveLength(1);

    // The lesson can be bought again.
    expect((await purchaseLesson(db(), { buyer, lessonId, commissionPercent: 20 })).status).toBe("purchased");
    await expectLedgerMatches(db(), buyer.id, master.id);
  });

  it("gives a coupon the use back: a code for one purchase works again after that purchase is refunded", async () => {
    const master = await makeUser(db());
    const [first, second] = [await makeUser(db()), await makeUser(db())];
    const lessonId = await makeLesson(db(), master.id, { priceCents: 2000, published: true });
    await createCoupon(db(), master.id, { code: "ONCE", kind: "fixed", amount: "5", maxUses: "1" });
    const buy = (buyer: { id: number }) =>
      purchaseLesson(db(), { buyer, lessonId, commissionPercent: 20, couponCode: "ONCE" });
    const uses = async () => (await listCoupons(db(), master.id)).find((c) => c.code === "ONCE")?.uses;
    for (const buyer of [first, second]) await topUp(db(), buyer.id, 5000);

    expect((await buy(first)).status).toBe("purchased");
    expect(await uses()).toBe(1);
    expect((await buy(second)).status).not.toBe("purchased");

    expect((await refundPurchase(db(), { buyerId: first.id, lessonId })).status).toBe("refunded");
    expect(await uses()).toBe(0);
    // Asking again moves nothing: the use is not given back twice.
    expect((await refundPurchase(db(), { buyerId: first.id, lessonId })).status).toBe("already");
    expect(await uses()).toBe(0);
    expect((await buy(second)).status).toBe("purchased");
    expect(await uses()).toBe(1);
    await expectLedgerMatches(db(), first.id, master.id);
  });

  it("answers a slug with a control character (PostgreSQL refuses NUL) as not bought", async () => {
    const buyer = await makeUser(db());
    expect(await refundLessonBySlug(db(), buyer.id, "x\u0000")).toEqual({ status: "not-bought" });
  });

  it("two refunds at once refund once", async () => {
    const { master, buyer, lessonId } = await sold(1500);
    const outcomes = await Promise.all([
      refundPurchase(db(), { buyerId: buyer.id, lessonId }),
      refundPurchase(db(), { buyerId: buyer.id, lessonId }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["already", "refunded"]);
    expect(await balanceOf(db(), buyer.id)).toBe(5000);
    await expectLedgerMatches(db(), buyer.id, master.id);
  });

  it("refuses the buyer after 14 days or a fifth watched, and what was not bought; staff may, audited", async () => {
    const { master, buyer, lessonId } = await sold(2000);
    const late = new Date(Date.now() + (REFUND_DAYS + 1) * DAY_MS);
    expect(await refundPurchase(db(), { buyerId: buyer.id, lessonId, now: late })).toMatchObject({
      status: "window",
    });
    await db()
      .insert(lessonProgress)
      .values({ userId: buyer.id, lessonId, positionMs: 30_000, furthestMs: 30_000, durationMs: 100_000 });
    expect(await refundPurchase(db(), { buyerId: buyer.id, lessonId })).toEqual({ status: "watched" });
    expect(await refundPurchase(db(), { buyerId: master.id, lessonId })).toEqual({ status: "not-bought" });
    expect(await hasPurchased(db(), buyer.id, lessonId)).toBe(true);

    const staff = await insertUser(db(), { isStaff: true });
    const outcome = await refundPurchase(db(), {
      buyerId: buyer.id,
      lessonId,
      staff: { id: staff.id, reason: "Video would not play" },
      now: late,
    });
    expect(outcome.status).toBe("refunded");
    const [row] = await db().select().from(refunds).where(eq(refunds.userId, buyer.id));
    expect(row).toMatchObject({ staffId: staff.id, reason: "Video would not play", priceCents: 2000 });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.staffId, staff.id));
    expect(audit).toMatchObject({ action: "purchase.refund", subject: `user:${buyer.id}` });
    await expectLedgerMatches(db(), buyer.id, master.id);
  });

  it("refuses when the master's balance no longer holds the sale, and changes nothing", async () => {
    const { master, buyer, lessonId } = await sold(2500);
    // The master spent the credit.
    await db().transaction((tx) => post(tx, [{ userId: master.id, amountCents: -2000, kind: "adjustment" }]));
    expect(await refundPurchase(db(), { buyerId: buyer.id, lessonId })).toEqual({ status: "master-balance" });
    expect(await hasPurchased(db(), buyer.id, lessonId)).toBe(true);
    expect(await balanceOf(db(), buyer.id)).toBe(2500);
    expect(await db().select().from(purchases).where(eq(purchases.userId, buyer.id))).toHaveLength(1);
    await expectLedgerMatches(db(), buyer.id, master.id);
  });
});
