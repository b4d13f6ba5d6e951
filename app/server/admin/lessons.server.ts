/**
 * The back-office's lessons: find any lesson (drafts included) and take a published one off the
 * site with a reason. Unpublishing sets `published` false and `moderation_note` to the reason,
 * which the master sees in their lesson editor; publishing the lesson again from the editor
 * clears the note. Buyers keep their access (`canWatch` lets a buyer watch an unpublished lesson).
 */
import { and, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { storedText } from "~/admin/stored-text";
import { recordAudit } from "../audit/audit.server";
import type { User } from "../auth/users.server";
import { foldForSearch } from "../catalog/search-text";
import type { Database } from "../db/client.server";
import { lessons, users } from "../db/schema";
import { likePattern } from "./users.server";

export const LESSONS_PAGE_SIZE = 25;

export type PublishedFilter = "all" | "published" | "unpublished";

/** Lessons whose title or master (name, username) contains `q`, newest first, 25 a page. */
export async function searchLessons(
  db: Database,
  { q = "", page = 1, status = "all" }: { q?: string; page?: number; status?: PublishedFilter } = {},
) {
  const conditions: SQL[] = [];
  if (q.trim()) {
    const folded = likePattern(foldForSearch(q));
    const plain = likePattern(q);
    conditions.push(
      or(
        sql`${lessons.searchText} like ${folded}`,
        sql`lower(${users.username}) like ${plain}`,
        sql`lower(${users.fullName}) like ${plain}`,
      ) as SQL,
    );
  }
  if (status !== "all") conditions.push(eq(lessons.published, status === "published"));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const current = Math.max(1, page);
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(lessons).innerJoin(users, eq(users.id, lessons.masterId)).where(where),
    db
      .select({
        id: lessons.id,
        slug: lessons.slug,
        title: lessons.title,
        published: lessons.published,
        priceCents: lessons.priceCents,
        createdAt: lessons.createdAt,
        moderationNote: lessons.moderationNote,
        masterUsername: users.username,
        masterName: users.fullName,
      })
      .from(lessons)
      .innerJoin(users, eq(users.id, lessons.masterId))
      .where(where)
      .orderBy(desc(lessons.createdAt), desc(lessons.id))
      .limit(LESSONS_PAGE_SIZE)
      .offset((current - 1) * LESSONS_PAGE_SIZE),
  ]);
  const found = total?.total ?? 0;
  return {
    lessons: rows,
    total: found,
    page: current,
    pages: Math.max(1, Math.ceil(found / LESSONS_PAGE_SIZE)),
  };
}

export type UnpublishOutcome =
  | { ok: true; lesson: { id: number; title: string } }
  | { ok: false; reason: "not-found" | "not-published" };

/** Takes a published lesson off the site with the staff member's reason (shown to its master). */
export async function unpublishLesson(
  db: Database,
  staff: Pick<User, "id">,
  lessonId: number,
  reason: string,
): Promise<UnpublishOutcome> {
  return db.transaction(async (tx) => {
    const [lesson] = await tx
      .select({ id: lessons.id, title: lessons.title, published: lessons.published })
      .from(lessons)
      .where(eq(lessons.id, lessonId))
      .for("update");
    if (!lesson) return { ok: false as const, reason: "not-found" as const };
    if (!lesson.published) return { ok: false as const, reason: "not-published" as const };
    await tx
      .update(lessons)
      .set({ published: false, moderationNote: reason })
      .where(eq(lessons.id, lesson.id));
    await recordAudit(tx, {
      staffId: staff.id,
      action: "lesson.unpublish",
      subject: `lesson:${lesson.id}`,
      detail: storedText("admin.audit.details.lessonUnpublished", { title: lesson.title, reason }),
    });
    return { ok: true as const, lesson: { id: lesson.id, title: lesson.title } };
  });
}

/** One lesson as the back-office's lesson page shows it; null when there is none. */
export async function getAdminLesson(db: Database, lessonId: number) {
  const [row] = await db
    .select({
      id: lessons.id,
      slug: lessons.slug,
      title: lessons.title,
      about: lessons.about,
      published: lessons.published,
      publishedAt: lessons.publishedAt,
      priceCents: lessons.priceCents,
      createdAt: lessons.createdAt,
      views: lessons.views,
      reviewCount: lessons.reviewCount,
      moderationNote: lessons.moderationNote,
      masterUsername: users.username,
      masterName: users.fullName,
      masterEmail: users.email,
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.masterId))
    .where(eq(lessons.id, lessonId));
  return row ?? null;
}
