/**
 * Buying a lesson from one's balance (DESIGN "Money"): in one transaction the buyer is debited,
 * the master credited with the price, less the platform's commission, and the purchase recorded
 * at the price paid. Once per buyer and lesson; with an idempotency key, once per key too.
 */
import { and, eq, sql } from "drizzle-orm";
import type { User } from "../auth/users.server";
import type { Database } from "../db/client.server";
import { prepared } from "../db/prepared.server";
import { lessons, purchases } from "../db/schema";
import type { Transaction } from "../db/transaction.server";
import { type CouponRefusal, claimCoupon, quoteCoupon } from "./coupons.server";
import { once } from "./idempotency.server";
import { InsufficientBalance, lockBalance, post } from "./ledger.server";

export type PurchaseOutcome =
  | {
      status: "purchased";
      lessonId: number;
      purchaseId: number;
      priceCents: number;
      balanceCents: number;
      /** What a coupon took off the lesson's price (decision 047); 0 without one. */
      discountCents?: number;
    }
  /** Bought before (by an earlier request): nothing charged now. */
  | { status: "owned"; lessonId: number; purchaseId: number; priceCents: number; balanceCents: number }
  | {
      status: "insufficient";
      lessonId: number;
      priceCents: number;
      balanceCents: number;
      missingCents: number;
    }
  | { status: "own-lesson"; lessonId: number }
  /** The coupon given does not apply (any more): nothing charged, no use counted. */
  | { status: "coupon-invalid"; lessonId: number; reason: CouponRefusal }
  | { status: "not-found" };

export interface PurchaseRequest {
  buyer: Pick<User, "id">;
  lessonId: number;
  /** The platform's share in whole percent (COMMISSION_PERCENT). */
  commissionPercent: number;
  /** With a key the purchase is answered once per key (see idempotency.server.ts). */
  idempotencyKey?: string;
  /** A master's discount code for the lesson (decision 047). */
  couponCode?: string;
}

/** The platform's commission on a sale, rounded to the nearest cent. */
export function commissionOf(priceCents: number, percent: number): number {
  return Math.round((priceCents * percent) / 100);
}

/** Buys the lesson for the buyer; throws IdempotencyConflict for a key reused with another lesson. */
export async function purchaseLesson(db: Database, request: PurchaseRequest): Promise<PurchaseOutcome> {
  return db.transaction(async (tx) => {
    const work = () => buy(tx, request);
    if (!request.idempotencyKey) return work();
    const answer = await once(
      tx,
      request.buyer.id,
      request.idempotencyKey,
      // Without a code the hash stays what it was before coupons.
      request.couponCode
        ? { operation: "purchase", lessonId: request.lessonId, coupon: request.couponCode }
        : { operation: "purchase", lessonId: request.lessonId },
      work,
    );
    return answer.value;
  });
}

async function buy(tx: Transaction, { buyer, lessonId, commissionPercent, couponCode }: PurchaseRequest) {
  const [lesson] = await tx
    .select({
      id: lessons.id,
      title: lessons.title,
      masterId: lessons.masterId,
      priceCents: lessons.priceCents,
      published: lessons.published,
    })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!lesson?.published) return { status: "not-found" } as const;
  if (lesson.masterId === buyer.id) return { status: "own-lesson", lessonId } as const;

  // From here on, this buyer's other purchases wait for this one (and it for them).
  const balanceCents = await lockBalance(tx, buyer.id);
  const [bought] = await tx
    .select({ id: purchases.id, priceCents: purchases.priceCents })
    .from(purchases)
    .where(and(eq(purchases.userId, buyer.id), eq(purchases.lessonId, lessonId)));
  if (bought) {
    return {
      status: "owned",
      lessonId,
      purchaseId: bought.id,
      priceCents: bought.priceCents,
      balanceCents,
    } as const;
  }
  const quote = couponCode ? await quoteCoupon(tx, lesson, couponCode) : null;
  if (quote && !quote.ok) return { status: "coupon-invalid", lessonId, reason: quote.reason } as const;
  const discountCents = quote?.discountCents ?? 0;
  const priceCents = lesson.priceCents - discountCents;
  if (balanceCents < priceCents) {
    return {
      status: "insufficient",
      lessonId,
      priceCents,
      balanceCents,
      missingCents: priceCents - balanceCents,
    } as const;
  }

  // Counted last, once the buyer can pay: a refused purchase uses none of the code's uses.
  if (quote && !(await claimCoupon(tx, quote.couponId))) {
    return { status: "coupon-invalid", lessonId, reason: "usedUp" } as const;
  }
  const [purchase] = await tx
    .insert(purchases)
    .values({ userId: buyer.id, lessonId, priceCents, couponId: quote?.couponId ?? null, discountCents })
    .returning({ id: purchases.id });
  if (!purchase) throw new Error("purchase not recorded");
  const commission = commissionOf(priceCents, commissionPercent);
  const common = { reference: lesson.title, purchaseId: purchase.id };
  try {
    await post(tx, [
      { ...common, userId: buyer.id, amountCents: -priceCents, kind: "purchase" },
      { ...common, userId: lesson.masterId, amountCents: priceCents, kind: "sale" },
      { ...common, userId: lesson.masterId, amountCents: -commission, kind: "commission" },
    ]);
  } catch (error) {
    // The lock makes this unreachable; the database's CHECK is the last word all the same.
    if (error instanceof InsufficientBalance) throw new Error("balance went below zero during a purchase");
    throw error;
  }
  return {
    status: "purchased",
    lessonId,
    purchaseId: purchase.id,
    priceCents,
    balanceCents: balanceCents - priceCents,
    discountCents,
  } as const;
}

/** Has the user bought the lesson? */
export async function hasPurchased(
  db: Database | Transaction,
  userId: number,
  lessonId: number,
): Promise<boolean> {
  // Asked on every signed-in lesson page: prepared once per handle (prepared.server.ts).
  const [row] = await prepared(db, "has_purchased", (name) =>
    db
      .select({ id: purchases.id })
      .from(purchases)
      .where(
        and(
          eq(purchases.userId, sql.placeholder("userId")),
          eq(purchases.lessonId, sql.placeholder("lessonId")),
        ),
      )
      .prepare(name),
  ).execute({ userId, lessonId });
  return row !== undefined;
}

/** Whether one user bought one lesson, for the several rules of one page that ask it. */
export type PurchaseCheck = () => Promise<boolean>;

/**
 * `hasPurchased` for one user and lesson, asked of the database at most once: a lesson page's
 * video access, review form and questions all depend on it. Only for reading within one request;
 * a purchase made after the first call is not seen.
 */
export function purchaseCheck(db: Database, userId: number, lessonId: number): PurchaseCheck {
  let answer: Promise<boolean> | undefined;
  return () => {
    answer ??= hasPurchased(db, userId, lessonId);
    return answer;
  };
}

/** Whether the user bought the lesson: from `purchased` when a page gave one, else asked now. */
export function boughtLesson(
  db: Database,
  userId: number,
  lessonId: number,
  purchased?: PurchaseCheck,
): Promise<boolean> {
  return purchased ? purchased() : hasPurchased(db, userId, lessonId);
}
