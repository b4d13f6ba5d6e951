/**
 * How complete a user's profile is, for the personal office's prompt (SPEC §4 "Master
 * visibility", DESIGN "Who is a master"): whether the person said they work as a master or teach
 * (decision 037), whether the basic profile makes the user a listed
 * master (`profiles.is_listed`, kept by `refreshListing` in profile.server.ts — never recomputed
 * here) and which of activities, portfolio, certificates and lessons there are none of yet.
 * Whether a page shows the prompt now (once per visit, a cookie) is the route adapters' part:
 * `completionPrompt` in `app/server/web/completion-prompt.server.ts`.
 */
import { eq, sql } from "drizzle-orm";
import { COMPLETION_PARTS, type Completion, type CompletionPart } from "~/office/types";
import type { Database } from "../db/client.server";
import { prepared } from "../db/prepared.server";
import { certificates, lessons, portfolioItems, professionalActivities, profiles, users } from "../db/schema";

/**
 * One query: the profile's flags and, for each kind of item, whether the user has any. A lesson
 * counts whether published or a draft (the prompt asks to add one; the draft is already there).
 * A user without a profile row yet is simply missing everything.
 */
export async function profileCompletion(db: Database, userId: number): Promise<Completion> {
  // Every office page and the owner's own page ask it: prepared once per handle (prepared.server.ts).
  const [row] = await prepared(db, "profile_completion", (name) =>
    db
      .select({
        master: users.isMaster,
        listed: sql<boolean>`coalesce(${profiles.isListed}, false)`,
        hidden: sql<boolean>`coalesce(${profiles.hideCompletionPrompt}, false)`,
        activities: sql<boolean>`exists (select 1 from ${professionalActivities} where ${professionalActivities.userId} = ${users.id})`,
        portfolio: sql<boolean>`exists (select 1 from ${portfolioItems} where ${portfolioItems.userId} = ${users.id})`,
        certificates: sql<boolean>`exists (select 1 from ${certificates} where ${certificates.userId} = ${users.id})`,
        lessons: sql<boolean>`exists (select 1 from ${lessons} where ${lessons.masterId} = ${users.id})`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, sql.placeholder("userId")))
      .prepare(name),
  ).execute({ userId });
  if (!row) return { master: false, listed: false, missing: [...COMPLETION_PARTS], hidden: false };
  const present: Record<CompletionPart, boolean> = {
    personal: row.listed,
    activities: row.activities,
    portfolio: row.portfolio,
    certificates: row.certificates,
    lessons: row.lessons,
  };
  return {
    master: row.master,
    listed: row.listed,
    missing: COMPLETION_PARTS.filter((part) => !present[part]),
    hidden: row.hidden,
  };
}

/** "Don't show again": stored on the profile (created empty if the user has none yet). */
export async function hideCompletionPrompt(db: Database, userId: number): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, hideCompletionPrompt: true })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { hideCompletionPrompt: true, updatedAt: sql`now()` },
    });
}
