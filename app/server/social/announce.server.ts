import { and, eq, sql } from "drizzle-orm";
import { isLocale, type Locale, localizePath } from "~/i18n/locales";
import type { Database } from "../db/client.server";
import { lessonAnnouncements, lessons, masterFollows, users } from "../db/schema";
import { newLessonEmail } from "../mail/follower-templates.server";
import { type QueuedMail, queueMails } from "../mail/outbox.server";
import { unsubscribeQuery } from "./unsubscribe-link.server";

export interface AnnounceDeps {
  /** The public origin for the emails' links. */
  origin: string;
  /** The session secrets: the first signs the unsubscribe links. */
  sessionSecrets: string[];
}

const absolute = (origin: string, locale: Locale, path: string) =>
  `${origin.replace(/\/$/, "")}${localizePath(locale, path)}`;

/**
 * Tells the master's followers that a lesson was published: one email per active follower, in the
 * follower's language, into the outbox (the delivery loop sends them). Once per lesson, ever: the
 * lesson's `lesson_announcements` row is written first and a lesson that has one is skipped, so
 * publishing again (after a draft or staff's unpublishing) sends nothing. Call it inside the
 * transaction that publishes; returns how many emails were queued.
 */
export async function announcePublishedLesson(
  db: Database,
  deps: AnnounceDeps,
  lessonId: number,
): Promise<number> {
  const first = await db
    .insert(lessonAnnouncements)
    .values({ lessonId })
    .onConflictDoNothing()
    .returning({ id: lessonAnnouncements.lessonId });
  if (first.length === 0) return 0;
  const [lesson] = await db
    .select({
      slug: lessons.slug,
      title: lessons.title,
      masterId: lessons.masterId,
      masterName: users.fullName,
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.masterId))
    .where(eq(lessons.id, lessonId));
  if (!lesson) return 0;
  const followers = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, locale: users.locale })
    .from(masterFollows)
    .innerJoin(users, eq(users.id, masterFollows.followerId))
    .where(and(eq(masterFollows.masterId, lesson.masterId), eq(users.isActive, true)))
    .orderBy(sql`${users.id}`);
  const mails: QueuedMail[] = followers.map((follower) => {
    const locale: Locale = isLocale(follower.locale) ? follower.locale : "uk";
    const query = unsubscribeQuery(deps.sessionSecrets, {
      followerId: follower.id,
      masterId: lesson.masterId,
    });
    const unsubscribeLink = `${absolute(deps.origin, locale, "/unsubscribe")}?${query}`;
    const email = newLessonEmail({
      locale,
      name: follower.fullName,
      masterName: lesson.masterName,
      lessonTitle: lesson.title,
      link: absolute(deps.origin, locale, `/lessons/${encodeURIComponent(lesson.slug)}`),
      unsubscribeLink,
    });
    return { to: follower.email, ...email, listUnsubscribe: unsubscribeLink };
  });
  await queueMails(db, mails);
  return followers.length;
}
