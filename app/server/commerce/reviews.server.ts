/**
 * Reviews (SPEC: "a buyer can rate a lesson 1–5 with a text, once, editable"). Only a buyer of a
 * lesson, not its author, may review it; a second save edits the same review. In the same
 * transaction the lesson's rating and review count and its master's (over every review of every
 * lesson of the master) are recomputed from the reviews themselves, so they can never drift.
 */

import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { MasterReview, Review } from "~/catalog/types";
import { hasControlCharacters } from "~/forms/control-characters";
import { type FieldErrors, fieldErrors } from "~/forms/form-data";
import { type ReviewInput, reviewSchema } from "~/forms/review";
import type { Reviewer } from "~/forms/review-limits";
import { safeParseText } from "~/forms/safe-parse-text";
import type { User } from "../auth/users.server";
import type { Database } from "../db/client.server";
import { prepared } from "../db/prepared.server";
import { lessons, media, profiles, reviews, users } from "../db/schema";
import type { Transaction } from "../db/transaction.server";
import { imageColumns, imageRef } from "../media/image-ref.server";
import { boughtLesson, hasPurchased, type PurchaseCheck } from "./purchases.server";

/** Why a review was refused as a whole (the API answers 404 or 403 for these). */
export type ReviewRefusal = "not-found" | "own-lesson" | "not-buyer";

export interface SavedReview {
  id: number;
  lessonId: number;
  rating: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  /** True for a new review, false for an edited one. */
  created: boolean;
}

export type ReviewOutcome =
  | { ok: true; value: SavedReview }
  | { ok: false; errors: FieldErrors; refusal?: ReviewRefusal };

const REFUSAL_MESSAGES: Record<ReviewRefusal, string> = {
  "not-found": "reviews.errors.notFound",
  "own-lesson": "reviews.errors.ownLesson",
  "not-buyer": "reviews.errors.buyersOnly",
};

const refuse = (refusal: ReviewRefusal): ReviewOutcome => ({
  ok: false,
  errors: { form: REFUSAL_MESSAGES[refusal] },
  refusal,
});

/** Checks a review's fields (rating a whole number 1–5, text trimmed, at most 2,000 characters). */
export function checkReview(
  input: Partial<Record<keyof ReviewInput, unknown>>,
): { ok: true; data: ReviewInput } | { ok: false; errors: FieldErrors } {
  const parsed = safeParseText(reviewSchema, { rating: input.rating, text: input.text });
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/**
 * Creates or edits the user's review of a lesson they bought. Anything wrong changes
 * nothing: the fields' messages, or a `form` message with the refusal's reason.
 */
export async function saveReview(
  db: Database,
  user: Pick<User, "id">,
  lessonId: number,
  input: Partial<Record<keyof ReviewInput, unknown>>,
): Promise<ReviewOutcome> {
  const checked = checkReview(input);
  if (!checked.ok) return checked;
  if (!Number.isInteger(lessonId) || lessonId <= 0 || lessonId > 2_147_483_647) return refuse("not-found");
  return db.transaction(async (tx) => {
    // The lesson's row, locked: saves of reviews of one lesson wait for each other, so each
    // recomputation below sees the reviews committed before it.
    const [lesson] = await tx
      .select({ id: lessons.id, masterId: lessons.masterId })
      .from(lessons)
      .where(eq(lessons.id, lessonId))
      .for("update");
    // A draft too: whoever bought a lesson before it went back to draft still sees and rates it.
    if (!lesson) return refuse("not-found");
    if (lesson.masterId === user.id) return refuse("own-lesson");
    if (!(await hasPurchased(tx, user.id, lessonId))) return refuse("not-buyer");
    // The same for the master's profile (reviews of their other lessons), when they have one.
    await tx
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.userId, lesson.masterId))
      .for("update");

    const [row] = await tx
      .insert(reviews)
      .values({ lessonId, userId: user.id, rating: checked.data.rating, text: checked.data.text })
      .onConflictDoUpdate({
        target: [reviews.userId, reviews.lessonId],
        set: { rating: checked.data.rating, text: checked.data.text, updatedAt: sql`now()` },
      })
      .returning({
        id: reviews.id,
        lessonId: reviews.lessonId,
        rating: reviews.rating,
        text: reviews.text,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
        // A row the statement inserted has no deleting transaction yet.
        created: sql<boolean>`(xmax = 0)`,
      });
    if (!row) throw new Error("review not saved");
    await recomputeRatings(tx, lessonId, lesson.masterId);
    return {
      ok: true,
      value: {
        ...row,
        created: Boolean(row.created),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
    };
  });
}

/**
 * The lesson's rating (the average, full precision; 0 without reviews) and review count, and the
 * master's over every review of their lessons. A master without a profile row gets none here.
 */
export async function recomputeRatings(tx: Transaction, lessonId: number, masterId: number): Promise<void> {
  const [own] = await tx
    .select({
      rating: sql<number>`coalesce(avg(${reviews.rating})::double precision, 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(eq(reviews.lessonId, lessonId));
  await tx
    .update(lessons)
    .set({ rating: Number(own?.rating ?? 0), reviewCount: Number(own?.count ?? 0) })
    .where(eq(lessons.id, lessonId));
  const [master] = await tx
    .select({
      rating: sql<number>`coalesce(avg(${reviews.rating})::double precision, 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .innerJoin(lessons, eq(lessons.id, reviews.lessonId))
    .where(eq(lessons.masterId, masterId));
  await tx
    .update(profiles)
    .set({ rating: Number(master?.rating ?? 0), reviewCount: Number(master?.count ?? 0) })
    .where(eq(profiles.userId, masterId));
}

/** The user's review of the lesson (the form's defaults), or null. */
export async function reviewOf(
  db: Database,
  userId: number,
  lessonId: number,
): Promise<{ rating: number; text: string } | null> {
  const [row] = await db
    .select({ rating: reviews.rating, text: reviews.text })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.lessonId, lessonId)));
  return row ?? null;
}

/** What the lesson page offers its viewer: the form (with their review) to a buyer only. */
export async function reviewerOf(
  db: Database,
  viewerId: number | null,
  lesson: { id: number; masterId: number },
  purchased?: PurchaseCheck,
): Promise<Reviewer> {
  if (viewerId === null) return { role: "visitor" };
  if (viewerId === lesson.masterId) return { role: "author" };
  if (!(await boughtLesson(db, viewerId, lesson.id, purchased))) return { role: "other" };
  return { role: "buyer", review: await reviewOf(db, viewerId, lesson.id) };
}

/** The id of the lesson with this slug (drafts too), or null. */
export async function lessonIdBySlug(db: Database, slug: string): Promise<number | null> {
  // No slug holds a control character, and PostgreSQL refuses NUL: an unknown page, not a 500.
  if (hasControlCharacters(slug)) return null;
  const [row] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.slug, slug));
  return row?.id ?? null;
}

const avatar = alias(media, "review_author_avatar");

/** What a shown review is read from: the review and its author with their photo. */
const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  text: reviews.text,
  createdAt: reviews.createdAt,
  username: users.username,
  fullName: users.fullName,
  avatar: imageColumns(avatar),
};

/** A row of `reviewColumns` as the page and the API show it. */
function toReview(row: {
  id: number;
  rating: number;
  text: string;
  createdAt: Date;
  username: string;
  fullName: string;
  avatar: Parameters<typeof imageRef>[0];
}): Review {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    author: { username: row.username, fullName: row.fullName, avatar: imageRef(row.avatar) },
  };
}

/** A lesson's reviews, newest first: `limit` of them after `offset` (the page and the API use it). */
export async function reviewsOfLesson(
  db: Database,
  lessonId: number,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<Review[]> {
  // On every lesson page: prepared once (prepared.server.ts).
  const rows = await prepared(db, "reviews_of_lesson", (name) =>
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .leftJoin(profiles, eq(profiles.userId, reviews.userId))
      .leftJoin(avatar, eq(avatar.id, profiles.avatarId))
      .where(eq(reviews.lessonId, sql.placeholder("lessonId")))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name),
  ).execute({ lessonId, limit, offset });
  return rows.map(toReview);
}

/** A page of a lesson's reviews, the newest first, and how many there are. */
export async function lessonReviews(
  db: Database,
  lessonId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ count: number; results: Review[] }> {
  const [countRow] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.lessonId, lessonId));
  const results = await reviewsOfLesson(db, lessonId, { limit: pageSize, offset: (page - 1) * pageSize });
  return { count: Number(countRow?.count ?? 0), results };
}

/** How many reviews the master page shows. */
export const MASTER_REVIEWS_SHOWN = 6;

/** The latest reviews of a master's published lessons (the master page's "Reviews"). */
export async function masterReviews(
  db: Database,
  masterId: number,
  limit = MASTER_REVIEWS_SHOWN,
): Promise<MasterReview[]> {
  const rows = await db
    .select({ ...reviewColumns, slug: lessons.slug, title: lessons.title })
    .from(reviews)
    .innerJoin(lessons, eq(lessons.id, reviews.lessonId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .leftJoin(avatar, eq(avatar.id, profiles.avatarId))
    .where(and(eq(lessons.masterId, masterId), eq(lessons.published, true)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((row) => ({ ...toReview(row), lesson: { slug: row.slug, title: row.title } }));
}
