/**
 * View counting: a lesson or a master page counts one view per visitor and UTC day. The visitor
 * is a keyed hash (of the user id when signed in, else of IP and user agent), so no address is
 * stored, and `view_events` keeps only the last days' rows.
 */
import { createHmac } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { AppServices } from "../context.server";
import type { Database, DatabaseHandle } from "../db/client.server";
import { lessons, profiles, viewEvents } from "../db/schema";

export type ViewSubject = "lesson" | "master";

/** Rows older than this many days are deleted (only today's rows matter for counting). */
const KEEP_DAYS = 2;

/** The UTC day of the last purge in this process: a purge runs at most once a day per process. */
let purgedDay = "";
/** The UTC day of the last VACUUM of the counted tables (embedded database only). */
let vacuumedDay = "";

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A 32-character keyed hash naming a visitor: the user when signed in, else IP and user agent. */
export function visitorKey(
  secret: string,
  parts: { userId?: number | null; ip: string; userAgent: string },
): string {
  const subject = parts.userId != null ? `user:${parts.userId}` : `anonymous:${parts.ip}\n${parts.userAgent}`;
  return createHmac("sha256", secret).update(subject).digest("base64url").slice(0, 32);
}

/**
 * Records that `visitor` saw the lesson or master page today; the subject's `views` goes up by
 * one only when this is the visitor's first view of it today. True when the view was counted.
 */
export async function recordView(
  db: Database,
  subject: ViewSubject,
  subjectId: number,
  visitor: string,
  now: Date = new Date(),
): Promise<boolean> {
  const day = utcDay(now);
  if (day !== purgedDay) {
    purgedDay = day;
    const oldest = utcDay(new Date(now.getTime() - KEEP_DAYS * 86_400_000));
    await db.delete(viewEvents).where(lt(viewEvents.day, oldest));
  }
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(viewEvents)
      .values({ subject, subjectId, day, visitor })
      .onConflictDoNothing()
      .returning({ day: viewEvents.day });
    if (inserted.length === 0) return false;
    if (subject === "lesson") {
      await tx
        .update(lessons)
        .set({ views: sql`${lessons.views} + 1` })
        .where(eq(lessons.id, subjectId));
    } else {
      await tx
        .update(profiles)
        .set({ views: sql`${profiles.views} + 1` })
        .where(eq(profiles.userId, subjectId));
    }
    return true;
  });
}

let derived = { secret: "", key: "" };

/**
 * The key visitor hashes are made with, derived from (never equal to) the session secret. Made once
 * per secret: a lesson page served from the page cache counts its view on every hit.
 */
function viewSecret(sessionSecret: string): string {
  if (derived.secret !== sessionSecret)
    derived = {
      secret: sessionSecret,
      key: createHmac("sha256", sessionSecret).update("maistry view visitor").digest("base64url"),
    };
  return derived.key;
}

/**
 * Every counted view updates a lessons or profiles row, and the purge deletes view_events rows.
 * PostgreSQL's autovacuum reclaims the dead rows; the embedded PGlite has no autovacuum, so the
 * first counted view of a day vacuums these tables (a few hundred ms at 10,000 lessons), keeping
 * them from bloating and their visibility maps fresh for index-only scans.
 */
async function vacuumDaily(database: DatabaseHandle, now: Date = new Date()): Promise<void> {
  const day = utcDay(now);
  if (database.kind !== "pglite" || day === vacuumedDay) return;
  vacuumedDay = day;
  await database.db.execute(sql`vacuum (analyze) ${lessons}, ${profiles}, ${viewEvents}`);
}

/** A speculative load (link prefetch) is not a view. */
function isPrefetch(purpose: string): boolean {
  return /prefetch|prerender/i.test(purpose);
}

interface VisitParts {
  method: string;
  userId: number | null;
  ip: string;
  userAgent: string;
  /** The Sec-Purpose (or Purpose) header. */
  purpose: string;
}

/**
 * Views this process already recorded today (counted, or found already counted). A visitor who
 * reloads a page, or a page served from the page cache again and again, then costs no database
 * write; the database stays the judge for the first view of each visitor on each instance.
 */
const recordedToday = new WeakMap<DatabaseHandle, { day: string; keys: Set<string> }>();
const MAX_REMEMBERED = 200_000;

/** The views recorded today on this database (a new day, or too many, starts afresh). */
function recordedOn(database: DatabaseHandle, day: string): Set<string> {
  let memo = recordedToday.get(database);
  if (!memo || memo.day !== day || memo.keys.size >= MAX_REMEMBERED) {
    memo = { day, keys: new Set() };
    recordedToday.set(database, memo);
  }
  return memo.keys;
}

export async function countVisit(services: AppServices, subject: ViewSubject, id: number, visit: VisitParts) {
  try {
    if (visit.method !== "GET" || isPrefetch(visit.purpose) || isbot(visit.userAgent)) return false;
    const secret = services.sessionSecrets[0];
    if (!secret || !services.isDatabaseReady()) return false;
    const visitor = visitorKey(viewSecret(secret), visit);
    const recorded = recordedOn(services.database, utcDay(new Date()));
    const key = `${subject}:${id}:${visitor}`;
    if (recorded.has(key)) return false;
    const counted = await recordView(services.database.db, subject, id, visitor);
    recorded.add(key);
    await vacuumDaily(services.database);
    return counted;
  } catch (error) {
    services.logger.warn({ err: error, subject, id }, "view not counted");
    return false;
  }
}
