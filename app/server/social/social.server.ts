/**
 * Saved lessons and followed masters (issue 18 §3, decision 045): what a signed-in person keeps
 * for later and whose new lessons they hear about. The routes (HTML forms and the JSON API) are
 * thin adapters over these functions.
 */
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { LessonCard, MasterCard } from "~/catalog/types";
import { hasControlCharacters } from "~/forms/control-characters";
import type { Locale } from "~/i18n/locales";
import type { RateLimit } from "../auth/rate-limit.server";
import { publishedLessonCards } from "../catalog/lessons.server";
import { masterCardsByIds } from "../catalog/masters.server";
import type { Database } from "../db/client.server";
import { prepared } from "../db/prepared.server";
import { lessons, masterFollows, savedLessons, users } from "../db/schema";

/** At most this many saved lessons and this many followed masters per person. */
export const MAX_SAVED_LESSONS = 1000;
export const MAX_FOLLOWS = 1000;

/** Saving, unsaving, following and unfollowing by one person: 120 changes per 10 minutes. */
export const SOCIAL_LIMIT: RateLimit = { bucket: "social-user", limit: 120, windowMs: 10 * 60_000 };

/** Why a change was refused: a translation key under `social.errors`. */
export type SocialRefusal = "notFound" | "tooManySaved" | "tooManyFollows" | "ownPage";
export type SocialResult = { ok: true; active: boolean } | { ok: false; reason: SocialRefusal };

/** The rows a raw statement returned (both drivers answer `{ rows }`). */
async function rowsOf(db: Database, query: SQL): Promise<unknown[]> {
  return ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

/** The id of a published lesson by slug, or null. */
export async function publishedLessonId(db: Database, slug: string): Promise<number | null> {
  if (slug.length > 160 || hasControlCharacters(slug)) return null;
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.slug, slug), eq(lessons.published, true)));
  return row?.id ?? null;
}

/** The id of an active user (a master page) by username, or null. */
export async function masterIdOf(db: Database, username: string): Promise<number | null> {
  if (username.length > 64 || hasControlCharacters(username)) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.isActive, true)));
  return row?.id ?? null;
}

/**
 * Saves a published lesson for the person (saving it again changes nothing). The limit is checked
 * in the insert itself, so a request cannot slip past it by racing a count.
 */
export async function saveLesson(
  db: Database,
  userId: number,
  slug: string,
  max = MAX_SAVED_LESSONS,
): Promise<SocialResult> {
  const lessonId = await publishedLessonId(db, slug);
  if (lessonId === null) return { ok: false, reason: "notFound" };
  const inserted = await rowsOf(
    db,
    sql`
    insert into ${savedLessons} (user_id, lesson_id)
    select ${userId}::int, ${lessonId}::int
    where (select count(*) from ${savedLessons} where user_id = ${userId}::int) < ${max}::int
    on conflict do nothing
    returning lesson_id`,
  );
  if (inserted.length > 0 || (await isSaved(db, userId, lessonId))) return { ok: true, active: true };
  return { ok: false, reason: "tooManySaved" };
}

/** Takes a lesson off the person's saved list (also a lesson no longer published). */
export async function unsaveLesson(db: Database, userId: number, slug: string): Promise<SocialResult> {
  if (slug.length > 160 || hasControlCharacters(slug)) return { ok: false, reason: "notFound" };
  const [lesson] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.slug, slug));
  if (!lesson) return { ok: false, reason: "notFound" };
  await db
    .delete(savedLessons)
    .where(and(eq(savedLessons.userId, userId), eq(savedLessons.lessonId, lesson.id)));
  return { ok: true, active: false };
}

export async function isSaved(db: Database, userId: number, lessonId: number): Promise<boolean> {
  // Every signed-in lesson page's heart: prepared once per handle (prepared.server.ts).
  const [row] = await prepared(db, "is_saved", (name) =>
    db
      .select({ id: savedLessons.lessonId })
      .from(savedLessons)
      .where(
        and(
          eq(savedLessons.userId, sql.placeholder("userId")),
          eq(savedLessons.lessonId, sql.placeholder("lessonId")),
        ),
      )
      .prepare(name),
  ).execute({ userId, lessonId });
  return row !== undefined;
}

/** Which of `lessonIds` the person saved (the hearts of a page of cards). */
export async function savedAmong(db: Database, userId: number, lessonIds: number[]): Promise<Set<number>> {
  if (lessonIds.length === 0) return new Set();
  const rows = await db
    .select({ id: savedLessons.lessonId })
    .from(savedLessons)
    .where(and(eq(savedLessons.userId, userId), inArray(savedLessons.lessonId, lessonIds)));
  return new Set(rows.map((row) => row.id));
}

/** The person's saved lessons that are on the site, the latest saved first. */
export async function savedLessonCards(db: Database, locale: Locale, userId: number): Promise<LessonCard[]> {
  const rows = await db
    .select({ id: savedLessons.lessonId })
    .from(savedLessons)
    .where(eq(savedLessons.userId, userId))
    .orderBy(desc(savedLessons.createdAt), desc(savedLessons.lessonId))
    .limit(MAX_SAVED_LESSONS);
  return publishedLessonCards(
    db,
    locale,
    rows.map((row) => row.id),
  );
}

/** Follows a master (following again changes nothing); nobody follows themselves. */
export async function followMaster(
  db: Database,
  userId: number,
  username: string,
  max = MAX_FOLLOWS,
): Promise<SocialResult> {
  const masterId = await masterIdOf(db, username);
  if (masterId === null) return { ok: false, reason: "notFound" };
  if (masterId === userId) return { ok: false, reason: "ownPage" };
  const inserted = await rowsOf(
    db,
    sql`
    insert into ${masterFollows} (follower_id, master_id)
    select ${userId}::int, ${masterId}::int
    where (select count(*) from ${masterFollows} where follower_id = ${userId}::int) < ${max}::int
    on conflict do nothing
    returning master_id`,
  );
  if (inserted.length > 0 || (await isFollowing(db, userId, masterId))) return { ok: true, active: true };
  return { ok: false, reason: "tooManyFollows" };
}

/** Stops following a master by username. */
export async function unfollowMaster(db: Database, userId: number, username: string): Promise<SocialResult> {
  if (username.length > 64 || hasControlCharacters(username)) return { ok: false, reason: "notFound" };
  const [master] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!master) return { ok: false, reason: "notFound" };
  await stopFollowing(db, userId, master.id);
  return { ok: true, active: false };
}

/** Ends a follow by ids (the unsubscribe link); true when there was one. */
export async function stopFollowing(db: Database, followerId: number, masterId: number): Promise<boolean> {
  const gone = await db
    .delete(masterFollows)
    .where(and(eq(masterFollows.followerId, followerId), eq(masterFollows.masterId, masterId)))
    .returning({ id: masterFollows.masterId });
  return gone.length > 0;
}

export async function isFollowing(db: Database, userId: number, masterId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: masterFollows.masterId })
    .from(masterFollows)
    .where(and(eq(masterFollows.followerId, userId), eq(masterFollows.masterId, masterId)));
  return row !== undefined;
}

/** The masters the person follows, the latest followed first. */
export async function followedMasterCards(
  db: Database,
  locale: Locale,
  userId: number,
): Promise<MasterCard[]> {
  const rows = await db
    .select({ id: masterFollows.masterId })
    .from(masterFollows)
    .where(eq(masterFollows.followerId, userId))
    .orderBy(desc(masterFollows.createdAt), desc(masterFollows.masterId))
    .limit(MAX_FOLLOWS);
  return masterCardsByIds(
    db,
    locale,
    rows.map((row) => row.id),
  );
}

/** The display name of a master (the unsubscribe page names whom one stopped following). */
export async function masterName(
  db: Database,
  masterId: number,
): Promise<{ fullName: string; username: string } | null> {
  const [row] = await db
    .select({ fullName: users.fullName, username: users.username })
    .from(users)
    .where(eq(users.id, masterId));
  return row ?? null;
}
