/**
 * Refunds (issue 18 §5, decision 049). A buyer may have a lesson refunded within 14 days of buying
 * it while less than a fifth of its full video was watched; staff may refund any purchase, with a
 * reason (audited). In one transaction every ledger movement of the purchase is reversed (the
 * buyer's payment back to their balance as `refund`, the master's sale taken back as `refund` and
 * the commission given back to them as a `commission` credit),
 * the purchase is deleted — so access ends wherever a purchase gives it — and kept in `refunds`,
 * and a coupon it used gets that use back (decision 053).
 * Asking again for a purchase already refunded changes nothing and answers the same.
 */
import { and, desc, eq } from "drizzle-orm";
import { storedText } from "~/admin/stored-text";
import { hasControlCharacters } from "~/forms/control-characters";
import { recordAudit } from "../audit/audit.server";
import type { Database } from "../db/client.server";
import { ledgerEntries, lessonProgress, lessons, purchases, refunds } from "../db/schema";
import type { Transaction } from "../db/transaction.server";
import { releaseCoupon } from "./coupons.server";
import { InsufficientBalance, lockBalance, post } from "./ledger.server";

/** How long after buying a buyer may ask for a refund. */
export const REFUND_DAYS = 14;
/** The share of the full video a buyer may have watched and still ask. */
export const REFUND_WATCHED_LIMIT = 0.2;

const DAY_MS = 24 * 3600 * 1000;

/** Until when the buyer may ask for a refund of a purchase made at `purchasedAt`. */
export const refundDeadline = (purchasedAt: Date) => new Date(purchasedAt.getTime() + REFUND_DAYS * DAY_MS);

/** Whether the buyer's own request is still within the rule (the window, and how much was watched). */
export function buyerMayRefund(
  purchasedAt: Date,
  progress: { furthestMs: number; durationMs: number } | undefined,
  now = new Date(),
): "ok" | "window" | "watched" {
  if (now.getTime() > refundDeadline(purchasedAt).getTime()) return "window";
  if (
    progress &&
    progress.durationMs > 0 &&
    progress.furthestMs >= REFUND_WATCHED_LIMIT * progress.durationMs
  )
    return "watched";
  return "ok";
}

/**
 * The refund a buyer may still ask for themselves, with the last day to ask and the price they
 * paid (the office's purchased-lessons tab offers it), or null. A free lesson has nothing to give back.
 */
export function refundOffer(
  purchase: {
    priceCents: number;
    createdAt: Date;
    progress: { furthestMs: number; durationMs: number } | undefined;
  },
  now = new Date(),
) {
  if (purchase.priceCents <= 0 || buyerMayRefund(purchase.createdAt, purchase.progress, now) !== "ok")
    return null;
  return { until: refundDeadline(purchase.createdAt), priceCents: purchase.priceCents };
}

export type RefundOutcome =
  | { status: "refunded"; refundId: number; priceCents: number; balanceCents: number }
  /** Refunded before (by an earlier request): nothing moved now. */
  | { status: "already"; refundId: number; priceCents: number; balanceCents: number }
  | { status: "not-bought" }
  | { status: "window"; deadline: Date }
  | { status: "watched" }
  /** The master's balance no longer holds the sale: staff settle it by hand. */
  | { status: "master-balance" };

export interface RefundRequest {
  buyerId: number;
  lessonId: number;
  /** Staff refunding any purchase (no window, no watched limit), with their reason. */
  staff?: { id: number; reason: string };
  now?: Date;
}

/** A user's purchases, latest first, as staff see them to refund one. */
export function purchasesOf(db: Database, userId: number) {
  return db
    .select({
      lessonId: purchases.lessonId,
      title: lessons.title,
      priceCents: purchases.priceCents,
      createdAt: purchases.createdAt,
    })
    .from(purchases)
    .innerJoin(lessons, eq(lessons.id, purchases.lessonId))
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
}

/** The same, for the lesson at `slug` (published or not: a lesson taken down is refunded too). */
export async function refundLessonBySlug(
  db: Database,
  buyerId: number,
  slug: string,
): Promise<RefundOutcome> {
  // No slug holds a control character, and PostgreSQL refuses NUL: not bought, not a 500.
  if (hasControlCharacters(slug)) return { status: "not-bought" };
  const [lesson] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.slug, slug));
  return lesson ? refundPurchase(db, { buyerId, lessonId: lesson.id }) : { status: "not-bought" };
}

/** Refunds the buyer's purchase of the lesson (see the module's comment). */
export async function refundPurchase(db: Database, request: RefundRequest): Promise<RefundOutcome> {
  try {
    return await db.transaction((tx) => refund(tx, request));
  } catch (error) {
    if (error instanceof InsufficientBalance) return { status: "master-balance" };
    throw error;
  }
}

async function refund(tx: Transaction, { buyerId, lessonId, staff, now = new Date() }: RefundRequest) {
  // The buyer's balance row is the lock: two refunds (or a refund and a purchase) of one buyer
  // take turns, so the second sees the first's outcome.
  const balanceCents = await lockBalance(tx, buyerId);
  const [purchase] = await tx
    .select({
      id: purchases.id,
      priceCents: purchases.priceCents,
      createdAt: purchases.createdAt,
      couponId: purchases.couponId,
    })
    .from(purchases)
    .where(and(eq(purchases.userId, buyerId), eq(purchases.lessonId, lessonId)));
  if (!purchase) {
    const [done] = await tx
      .select({ id: refunds.id, priceCents: refunds.priceCents })
      .from(refunds)
      .where(and(eq(refunds.userId, buyerId), eq(refunds.lessonId, lessonId)))
      .orderBy(refunds.id)
      .limit(1);
    return done
      ? ({ status: "already", refundId: done.id, priceCents: done.priceCents, balanceCents } as const)
      : ({ status: "not-bought" } as const);
  }
  if (!staff) {
    const [progress] = await tx
      .select({ furthestMs: lessonProgress.furthestMs, durationMs: lessonProgress.durationMs })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, buyerId), eq(lessonProgress.lessonId, lessonId)));
    const rule = buyerMayRefund(purchase.createdAt, progress, now);
    if (rule === "window") return { status: "window", deadline: refundDeadline(purchase.createdAt) } as const;
    if (rule === "watched") return { status: "watched" } as const;
  }

  const [lesson] = await tx
    .select({ title: lessons.title, slug: lessons.slug })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  // Every movement the purchase made (the buyer's payment, the master's sale and commission),
  // reversed as it was written, whatever the price was then.
  const movements = await tx
    .select({
      userId: ledgerEntries.userId,
      amountCents: ledgerEntries.amountCents,
      kind: ledgerEntries.kind,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.purchaseId, purchase.id));
  // Credits first: the master's commission comes back before the sale is taken back, so a balance
  // that holds the sale's net credit is enough.
  const reversals = movements
    .map((movement) => ({
      userId: movement.userId,
      amountCents: -movement.amountCents,
      // The commission comes back as a commission (a credit): what a payout counts as returned.
      kind: movement.kind === "commission" ? ("commission" as const) : ("refund" as const),
      reference: lesson?.title ?? "",
      purchaseId: purchase.id,
      ...(staff ? { staffId: staff.id } : {}),
    }))
    .sort((a, b) => b.amountCents - a.amountCents);
  await post(tx, reversals);
  const [row] = await tx
    .insert(refunds)
    .values({
      purchaseId: purchase.id,
      userId: buyerId,
      lessonId,
      priceCents: purchase.priceCents,
      purchasedAt: purchase.createdAt,
      staffId: staff?.id ?? null,
      reason: staff?.reason ?? "",
    })
    .returning({ id: refunds.id });
  if (!row) throw new Error("refund not recorded");
  await tx.delete(purchases).where(eq(purchases.id, purchase.id));
  if (purchase.couponId !== null) await releaseCoupon(tx, purchase.couponId);
  if (staff) {
    await recordAudit(tx as unknown as Database, {
      staffId: staff.id,
      action: "purchase.refund",
      subject: `user:${buyerId}`,
      detail: storedText("admin.audit.details.refunded", {
        lesson: lesson?.slug ?? "",
        reason: staff.reason,
      }),
    });
  }
  return {
    status: "refunded",
    refundId: row.id,
    priceCents: purchase.priceCents,
    balanceCents: balanceCents + purchase.priceCents,
  } as const;
}
