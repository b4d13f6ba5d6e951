import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { makeLesson, topUp } from "../../../tests/support/commerce";
import { makeUser } from "../../../tests/support/office";
import { balanceOf, ledgerSum, post } from "../commerce/ledger.server";
import { purchaseLesson } from "../commerce/purchases.server";
import { refundPurchase } from "../commerce/refunds.server";
import type { DatabaseHandle } from "../db/client.server";
import { auditLog, ledgerEntries, mailOutbox, payouts } from "../db/schema";
import { decidePayout, payoutQueue, payoutSummary, payoutsOf, requestPayout } from "./payouts.server";
import { openDetails, sealDetails } from "./sealed-details.server";

const DAY_MS = 24 * 3600 * 1000;
const SECRETS = ["a-test-secret-of-at-least-thirty-two-characters"];

describe("sealed payout details", () => {
  it("seal with AES-256-GCM and open with any of the secrets, never with another", () => {
    const sealed = sealDetails(SECRETS, "Jane Doe\nDE89 3704 0044 0532 0130 00");
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("DE89");
    expect(sealDetails(SECRETS, "same")).not.toBe(sealDetails(SECRETS, "same"));
    expect(openDetails(["newer-secret", ...SECRETS], sealed)).toBe("Jane Doe\nDE89 3704 0044 0532 0130 00");
    expect(openDetails(["another-secret"], sealed)).toBeNull();
    // One bit of the last byte flipped (editing base64 characters can leave the bytes unchanged).
    const bytes = Buffer.from(sealed.slice(3), "base64url");
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    expect(openDetails(SECRETS, `v1.${bytes.toString("base64url")}`)).toBeNull();
  });
});

describe.each(testDatabases())("payouts on $name", (engine) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  const db = () => handle.db;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.dispose());

  /** A master credited with sales: `old` ones past the refund window and `fresh` ones inside it. */
  async function master(old: number[], fresh: number[] = []) {
    const user = await makeUser(db());
    for (const [amounts, ageDays] of [
      [old, 20],
      [fresh, 3],
    ] as const) {
      for (const amountCents of amounts)
        await db().transaction(async (tx) => {
          await post(tx, [{ userId: user.id, amountCents, kind: "sale", reference: "A lesson" }]);
          // Backdate what was just written (older entries are already days old).
          await tx
            .update(ledgerEntries)
            .set({ createdAt: new Date(Date.now() - ageDays * DAY_MS) })
            .where(
              and(
                eq(ledgerEntries.userId, user.id),
                gt(ledgerEntries.createdAt, new Date(Date.now() - DAY_MS)),
              ),
            );
        });
    }
    return user;
  }

  it("counts only sales past the refund window as withdrawable, and tells when the rest will be", async () => {
    const user = await master([3000, 2000], [1500]);
    await topUp(db(), user.id, 700); // a top-up is spending money, never paid out
    const summary = await payoutSummary(db(), user.id);
    expect(summary).toMatchObject({
      balanceCents: 7200,
      withdrawableCents: 5000,
      onHoldCents: 0,
      maturingCents: 1500,
      minimumCents: 2000,
    });
    expect(summary.maturing[0]?.availableAt.getTime()).toBeGreaterThan(Date.now() + 10 * DAY_MS);
  });

  it("holds the withdrawable amount, stores the details sealed, and keeps the ledger equal to the balance", async () => {
    const user = await master([4000]);
    const deps = { db: db(), secrets: SECRETS };
    expect(await requestPayout(deps, user.id, { details: "no" })).toEqual({ status: "details" });
    const asked = await requestPayout(deps, user.id, {
      details: " Jane Doe, IBAN DE89 3704 0044 0532 0130 00 ",
    });
    expect(asked).toMatchObject({ status: "requested", amountCents: 4000 });
    const [row] = await db().select().from(payouts).where(eq(payouts.userId, user.id));
    expect(row?.detailsSealed).not.toContain("DE89");
    expect(await balanceOf(db(), user.id)).toBe(0);
    expect(await ledgerSum(db(), user.id)).toBe(0);
    expect(await payoutSummary(db(), user.id)).toMatchObject({ withdrawableCents: 0, onHoldCents: 4000 });
    const queue = await payoutQueue(db(), SECRETS);
    expect(queue.find((item) => item.userId === user.id)?.details).toBe(
      "Jane Doe, IBAN DE89 3704 0044 0532 0130 00",
    );
    // Nothing left to ask for.
    expect(await requestPayout(deps, user.id, { details: "Jane Doe" })).toEqual({
      status: "minimum",
      withdrawableCents: 0,
    });
  });

  it("counts a sale net of its commission, and a real purchase's sale only after the window", async () => {
    const seller = await makeUser(db());
    const buyer = await makeUser(db());
    const lessonId = await makeLesson(db(), seller.id, { priceCents: 3000, published: true });
    await topUp(db(), buyer.id, 3000);
    expect((await purchaseLesson(db(), { buyer, lessonId, commissionPercent: 20 })).status).toBe("purchased");
    expect(await payoutSummary(db(), seller.id)).toMatchObject({
      balanceCents: 2400,
      withdrawableCents: 0,
      maturingCents: 2400,
    });
    await db()
      .update(ledgerEntries)
      .set({ createdAt: new Date(Date.now() - 15 * DAY_MS) })
      .where(eq(ledgerEntries.userId, seller.id));
    expect(await payoutSummary(db(), seller.id)).toMatchObject({ withdrawableCents: 2400, maturingCents: 0 });
  });

  it("a refund takes back exactly the sale's net credit; a master's own refund as a buyer is not withdrawable", async () => {
    const seller = await makeUser(db());
    const buyer = await makeUser(db());
    const [sold, kept] = [
      await makeLesson(db(), seller.id, { priceCents: 3000, published: true }),
      await makeLesson(db(), seller.id, { priceCents: 2000, published: true }),
    ];
    await topUp(db(), buyer.id, 5000);
    for (const lessonId of [sold, kept])
      expect((await purchaseLesson(db(), { buyer, lessonId, commissionPercent: 20 })).status).toBe(
        "purchased",
      );
    await db()
      .update(ledgerEntries)
      .set({ createdAt: new Date(Date.now() - 15 * DAY_MS) })
      .where(eq(ledgerEntries.userId, seller.id));
    expect(await payoutSummary(db(), seller.id)).toMatchObject({ withdrawableCents: 4000 });

    // Staff refund a matured sale: 2,400 (3,000 less its 600 commission) leaves the withdrawable.
    const staff = await makeUser(db());
    const refunded = await refundPurchase(db(), {
      buyerId: buyer.id,
      lessonId: sold,
      staff: { id: staff.id, reason: "Charged twice" },
    });
    expect(refunded.status).toBe("refunded");
    expect(await payoutSummary(db(), seller.id)).toMatchObject({
      balanceCents: 1600,
      withdrawableCents: 1600,
    });

    // The seller buys someone's lesson with top-up money and has it refunded: still 1,600.
    const other = await makeUser(db());
    const theirs = await makeLesson(db(), other.id, { priceCents: 1000, published: true });
    await topUp(db(), seller.id, 1000);
    expect(
      (await purchaseLesson(db(), { buyer: seller, lessonId: theirs, commissionPercent: 20 })).status,
    ).toBe("purchased");
    expect((await refundPurchase(db(), { buyerId: seller.id, lessonId: theirs })).status).toBe("refunded");
    expect(await payoutSummary(db(), seller.id)).toMatchObject({
      balanceCents: 2600,
      withdrawableCents: 1600,
    });
    expect(await ledgerSum(db(), seller.id)).toBe(2600);
  });

  it("refuses less than the minimum", async () => {
    const user = await master([1999]);
    expect(await requestPayout({ db: db(), secrets: SECRETS }, user.id, { details: "Jane Doe" })).toEqual({
      status: "minimum",
      withdrawableCents: 1999,
    });
    expect(await balanceOf(db(), user.id)).toBe(1999);
  });

  it("never pays out more than is withdrawable when two requests race", async () => {
    const user = await master([2500]);
    const deps = { db: db(), secrets: SECRETS };
    const outcomes = await Promise.all([
      requestPayout(deps, user.id, { details: "Jane Doe, first" }),
      requestPayout(deps, user.id, { details: "Jane Doe, second" }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "requested")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === "minimum")).toHaveLength(1);
    const rows = await db().select().from(payouts).where(eq(payouts.userId, user.id));
    expect(rows.reduce((sum, payout) => sum + payout.amountCents, 0)).toBe(2500);
    expect(await balanceOf(db(), user.id)).toBe(0);
    expect(await ledgerSum(db(), user.id)).toBe(0);
  });

  it("staff mark a request paid (audited, emailed); deciding again changes nothing", async () => {
    const user = await master([3000]);
    const staff = await makeUser(db(), { staff: true });
    const asked = await requestPayout({ db: db(), secrets: SECRETS }, user.id, { details: "Jane Doe" });
    if (asked.status !== "requested") throw new Error(asked.status);
    const done = await decidePayout(
      db(),
      asked.payoutId,
      { status: "paid", reference: "TRX-42" },
      staff.id,
      "https://maistry.test",
    );
    expect(done).toMatchObject({ status: "done", amountCents: 3000, masterName: user.fullName });
    expect(await balanceOf(db(), user.id)).toBe(0);
    expect(await ledgerSum(db(), user.id)).toBe(0);
    expect(await payoutsOf(db(), user.id)).toMatchObject([
      { status: "paid", reference: "TRX-42", amountCents: 3000 },
    ]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `user:${user.id}`));
    expect(audit).toMatchObject({ action: "payout.paid", staffId: staff.id });
    if (done.status !== "done" || done.mailId === null) throw new Error("no mail");
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, done.mailId));
    expect(mail?.recipient).toBe(user.email);
    expect(mail?.text).toContain("TRX-42");
    expect(
      await decidePayout(
        db(),
        asked.payoutId,
        { status: "rejected", reason: "late" },
        staff.id,
        "https://x.test",
      ),
    ).toEqual({ status: "not-pending" });
    expect(await balanceOf(db(), user.id)).toBe(0);
  });

  it("a rejection releases the hold", async () => {
    const user = await master([3000]);
    const staff = await makeUser(db(), { staff: true });
    const asked = await requestPayout({ db: db(), secrets: SECRETS }, user.id, { details: "Jane Doe" });
    if (asked.status !== "requested") throw new Error(asked.status);
    await decidePayout(
      db(),
      asked.payoutId,
      { status: "rejected", reason: "The IBAN is not valid" },
      staff.id,
      "https://maistry.test",
    );
    expect(await balanceOf(db(), user.id)).toBe(3000);
    expect(await ledgerSum(db(), user.id)).toBe(3000);
    expect(await payoutSummary(db(), user.id)).toMatchObject({ withdrawableCents: 3000, onHoldCents: 0 });
  });
});
