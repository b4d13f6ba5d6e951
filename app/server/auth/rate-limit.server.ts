import { and, count, eq, gt, lt, min } from "drizzle-orm";
import { withoutControlCharacters } from "~/forms/control-characters";
import type { Database } from "../db/client.server";
import { rateLimitEvents } from "../db/schema";

export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
}

/** The limits of the accounts issue. Keys are an IP address or a lower-cased email. */
export const LIMITS = {
  loginFailuresPerIp: { bucket: "login-fail-ip", limit: 10, windowMs: 60_000 },
  loginFailuresPerEmail: { bucket: "login-fail-email", limit: 25, windowMs: 60 * 60_000 },
  registrationsPerIp: { bucket: "register-ip", limit: 5, windowMs: 60 * 60_000 },
  passwordResetsPerEmail: { bucket: "reset-email", limit: 5, windowMs: 30 * 60_000 },
  authPostsPerIp: { bucket: "auth-post-ip", limit: 60, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimit>;

/**
 * A key as stored: keys are often typed by the visitor (an email, counted before it is validated),
 * and PostgreSQL refuses NUL, so control characters become spaces (issue 14).
 */
const storedKey = (key: string) => withoutControlCharacters(key);

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterS: number };

/** Whether another event fits in the window (events are recorded separately with `recordEvent`). */
export async function checkRate(
  db: Database,
  rule: RateLimit,
  key: string,
  now = new Date(),
): Promise<RateVerdict> {
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .select({ events: count(), oldest: min(rateLimitEvents.createdAt) })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, rule.bucket),
        eq(rateLimitEvents.key, storedKey(key)),
        gt(rateLimitEvents.createdAt, since),
      ),
    );
  if (!row || row.events < rule.limit || !row.oldest) return { allowed: true };
  const oldest = new Date(row.oldest);
  return {
    allowed: false,
    retryAfterS: Math.max(1, Math.ceil((oldest.getTime() + rule.windowMs - now.getTime()) / 1000)),
  };
}

export async function recordEvent(
  db: Database,
  rule: RateLimit,
  key: string,
  now = new Date(),
): Promise<void> {
  await db.insert(rateLimitEvents).values({ bucket: rule.bucket, key: storedKey(key), createdAt: now });
  // Keep the table small: now and then forget events older than a day.
  if (Math.random() < 0.01) {
    await db
      .delete(rateLimitEvents)
      .where(lt(rateLimitEvents.createdAt, new Date(now.getTime() - 86_400_000)));
  }
}

/** Checks and, when allowed, records the event in one call. */
export async function hitRate(
  db: Database,
  rule: RateLimit,
  key: string,
  now = new Date(),
): Promise<RateVerdict> {
  const verdict = await checkRate(db, rule, key, now);
  if (verdict.allowed) await recordEvent(db, rule, key, now);
  return verdict;
}
