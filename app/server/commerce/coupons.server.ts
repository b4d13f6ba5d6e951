/**
 * A master's discount codes (issue 18 §4, decision 047): made in the personal office or the API
 * for their own lessons, quoted on the purchase page, and claimed inside the purchase's
 * transaction by one conditional UPDATE, so that a code limited to N uses is used exactly N times
 * however many buyers race for it.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { FieldErrors } from "~/forms/form-data";
import type { RateLimit } from "../auth/rate-limit.server";
import type { Database } from "../db/client.server";
import { type CouponKind, couponLessons, coupons, lessons } from "../db/schema";
import type { Transaction } from "../db/transaction.server";

/** Letters, digits and inner hyphens, 3–24 characters; compared and stored upper-case. */
export const COUPON_CODE = /^[A-Z0-9](?:[A-Z0-9-]{1,22})[A-Z0-9]$/;
export const MAX_ACTIVE_COUPONS = 100;
export const MAX_COUPON_USES = 100_000;
/** The largest fixed discount: the largest lesson price (the lesson editor's limit). */
export const MAX_FIXED_CENTS = 1_000_000;
/** Creating and deactivating codes, per master (like saving and following, decision 045). */
export const COUPON_LIMIT: RateLimit = { bucket: "coupon-user", limit: 60, windowMs: 10 * 60_000 };

export const normalizeCode = (code: string) => code.trim().toUpperCase();

export interface CouponRow {
  id: number;
  code: string;
  kind: CouponKind;
  amount: number;
  expiresAt: string | null;
  maxUses: number | null;
  uses: number;
  active: boolean;
  /** The lessons it is limited to (none: all the master's lessons). */
  lessons: { id: number; slug: string; title: string }[];
}

/** The master's codes, newest first, with the lessons each is limited to. */
export async function listCoupons(db: Database, masterId: number): Promise<CouponRow[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.masterId, masterId))
    .orderBy(desc(coupons.active), desc(coupons.id));
  const ids = rows.map((row) => row.id);
  const limits =
    ids.length === 0
      ? []
      : await db
          .select({
            couponId: couponLessons.couponId,
            id: lessons.id,
            slug: lessons.slug,
            title: lessons.title,
          })
          .from(couponLessons)
          .innerJoin(lessons, eq(lessons.id, couponLessons.lessonId))
          .where(inArray(couponLessons.couponId, ids))
          .orderBy(lessons.title);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    kind: row.kind,
    amount: row.amount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    uses: row.uses,
    active: row.active,
    lessons: limits
      .filter((limit) => limit.couponId === row.id)
      .map(({ id, slug, title }) => ({ id, slug, title })),
  }));
}

/** What the office form and the API send, as text (the form's fields) or numbers (JSON). */
export interface CouponInput {
  code?: unknown;
  kind?: unknown;
  /** Percent (whole number) or an amount in dollars ("5", "2.50"). */
  amount?: unknown;
  /** A day, YYYY-MM-DD: the code works until that day's end (UTC). Empty: no expiry. */
  expires?: unknown;
  /** Empty: unlimited. */
  maxUses?: unknown;
  /** Lesson ids of the master's own lessons; none: all of them. */
  lessons?: unknown;
}

export type CreateCouponResult = { ok: true; id: number } | { ok: false; errors: FieldErrors };

const text = (value: unknown) =>
  typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";

function parseDollars(value: string): number | null {
  if (!/^\d{1,5}(?:[.,]\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value.replace(",", ".")) * 100);
}

/** Checks the input against every limit (decision 047) and saves the code; errors name fields. */
export async function createCoupon(
  db: Database,
  masterId: number,
  input: CouponInput,
  now = new Date(),
): Promise<CreateCouponResult> {
  const errors: FieldErrors = {};
  const code = normalizeCode(text(input.code));
  if (!COUPON_CODE.test(code)) errors.code = "coupons.errors.code";
  const kind = text(input.kind);
  if (kind !== "percent" && kind !== "fixed") errors.kind = "coupons.errors.kind";
  const amountText = text(input.amount);
  let amount: number | null = null;
  if (kind === "percent") {
    amount = /^\d{1,3}$/.test(amountText) ? Number(amountText) : null;
    if (amount === null || amount < 1 || amount > 100) errors.amount = "coupons.errors.percent";
  } else if (kind === "fixed") {
    amount = parseDollars(amountText);
    if (amount === null || amount < 1 || amount > MAX_FIXED_CENTS) errors.amount = "coupons.errors.fixed";
  }
  const expiresText = text(input.expires);
  let expiresAt: Date | null = null;
  if (expiresText !== "") {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(expiresText) ? new Date(`${expiresText}T23:59:59.999Z`) : null;
    if (!day || Number.isNaN(day.getTime())) errors.expires = "coupons.errors.expires";
    else if (day <= now) errors.expires = "coupons.errors.expired";
    else expiresAt = day;
  }
  const usesText = text(input.maxUses);
  let maxUses: number | null = null;
  if (usesText !== "") {
    maxUses = /^\d{1,6}$/.test(usesText) ? Number(usesText) : null;
    if (maxUses === null || maxUses < 1 || maxUses > MAX_COUPON_USES)
      errors.maxUses = "coupons.errors.maxUses";
  }
  const rawLessons = Array.isArray(input.lessons) ? input.lessons : input.lessons ? [input.lessons] : [];
  const lessonIds = [...new Set(rawLessons.map((id) => Number(id)))];
  if (lessonIds.some((id) => !Number.isSafeInteger(id) || id <= 0)) errors.lessons = "coupons.errors.lessons";

  return db.transaction(async (tx) => {
    const own =
      lessonIds.length === 0 || errors.lessons
        ? []
        : await tx
            .select({ id: lessons.id, priceCents: lessons.priceCents })
            .from(lessons)
            .where(and(eq(lessons.masterId, masterId), inArray(lessons.id, lessonIds)));
    if (!errors.lessons && own.length !== lessonIds.length) errors.lessons = "coupons.errors.lessons";
    // A fixed amount is never above the price of a lesson it is limited to.
    if (
      kind === "fixed" &&
      amount !== null &&
      !errors.amount &&
      own.some((lesson) => lesson.priceCents < amount)
    ) {
      errors.amount = "coupons.errors.abovePrice";
    }
    if (!errors.code) {
      const [taken] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.masterId, masterId), eq(coupons.code, code)));
      if (taken) errors.code = "coupons.errors.taken";
    }
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(coupons)
      .where(and(eq(coupons.masterId, masterId), eq(coupons.active, true)));
    if ((count?.n ?? 0) >= MAX_ACTIVE_COUPONS) errors.code ??= "coupons.errors.tooMany";
    if (Object.keys(errors).length > 0 || amount === null) return { ok: false, errors } as const;

    const [row] = await tx
      .insert(coupons)
      .values({ masterId, code, kind: kind as CouponKind, amount, expiresAt, maxUses })
      .onConflictDoNothing()
      .returning({ id: coupons.id });
    // Two forms with one code at once: the unique index keeps the second out.
    if (!row) return { ok: false, errors: { code: "coupons.errors.taken" } } as const;
    if (lessonIds.length > 0) {
      await tx.insert(couponLessons).values(lessonIds.map((lessonId) => ({ couponId: row.id, lessonId })));
    }
    return { ok: true, id: row.id } as const;
  });
}

/** Stops one of the master's codes from working (it stays listed, with its uses). */
export async function deactivateCoupon(db: Database, masterId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ active: false })
    .where(and(eq(coupons.id, id), eq(coupons.masterId, masterId)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** Why a code does not apply: a translation key under `coupons.invalid`. */
export type CouponRefusal = "unknown" | "expired" | "usedUp" | "notForLesson" | "abovePrice";

export type CouponQuote =
  | {
      ok: true;
      couponId: number;
      code: string;
      priceCents: number;
      discountCents: number;
      finalCents: number;
    }
  | { ok: false; code: string; reason: CouponRefusal };

interface PricedLesson {
  id: number;
  masterId: number;
  priceCents: number;
}

/** The discount a code gives on a lesson, or why it gives none (read only; nothing is claimed). */
export async function quoteCoupon(
  db: Database | Transaction,
  lesson: PricedLesson,
  rawCode: string,
  now = new Date(),
): Promise<CouponQuote> {
  const code = normalizeCode(rawCode);
  const refuse = (reason: CouponRefusal) => ({ ok: false, code, reason }) as const;
  if (!COUPON_CODE.test(code)) return refuse("unknown");
  const [coupon] = await db
    .select({
      id: coupons.id,
      kind: coupons.kind,
      amount: coupons.amount,
      expiresAt: coupons.expiresAt,
      maxUses: coupons.maxUses,
      uses: coupons.uses,
      active: coupons.active,
      limited: sql<boolean>`exists (select 1 from ${couponLessons} where ${couponLessons.couponId} = ${coupons.id})`,
      forLesson: sql<boolean>`exists (select 1 from ${couponLessons} where ${couponLessons.couponId} = ${coupons.id} and ${couponLessons.lessonId} = ${lesson.id})`,
    })
    .from(coupons)
    .where(and(eq(coupons.masterId, lesson.masterId), eq(coupons.code, code)));
  if (!coupon?.active) return refuse("unknown");
  if (coupon.expiresAt && coupon.expiresAt <= now) return refuse("expired");
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return refuse("usedUp");
  if ((coupon.limited && !coupon.forLesson) || lesson.priceCents === 0) return refuse("notForLesson");
  const discountCents =
    coupon.kind === "percent" ? Math.round((lesson.priceCents * coupon.amount) / 100) : coupon.amount;
  if (discountCents > lesson.priceCents) return refuse("abovePrice");
  return {
    ok: true,
    couponId: coupon.id,
    code,
    priceCents: lesson.priceCents,
    discountCents,
    finalCents: lesson.priceCents - discountCents,
  };
}

/**
 * Counts one use of the code, in the purchase's transaction: one UPDATE that only succeeds while
 * the code is active, unexpired and under its limit. Concurrent purchases queue on the row's lock
 * and each re-checks the condition after the one before it, so the limit is never overshot.
 */
export async function claimCoupon(tx: Transaction, couponId: number): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.active, true),
        sql`(${coupons.expiresAt} is null or ${coupons.expiresAt} > now())`,
        sql`(${coupons.maxUses} is null or ${coupons.uses} < ${coupons.maxUses})`,
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/**
 * Gives back the use a refunded purchase made of its code (refunds.server.ts, decision 053): the
 * code counts the purchases that stand, so a refunded one frees its place under `max_uses`.
 */
export async function releaseCoupon(tx: Transaction, couponId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} - 1` })
    .where(and(eq(coupons.id, couponId), sql`${coupons.uses} > 0`));
}
