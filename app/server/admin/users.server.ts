/**
 * The back-office's people: find a user, switch an account off and on, give or take the staff
 * flag. Every change is written to the audit log in the transaction that makes it.
 *
 * Deactivating (`users.is_active` false) ends the user's sessions at once (the session middleware
 * and the bearer API check the flag on every request, and the refresh tokens are revoked here),
 * refuses their login like wrong credentials, and takes them off the site: the masters list and
 * master page show active users only, and their published lessons are unpublished with a note.
 * Reactivating gives the account back; the master publishes their lessons again themselves.
 */
import { and, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { storedText } from "~/admin/stored-text";
import { recordAudit } from "../audit/audit.server";
import type { User } from "../auth/users.server";
import type { Database } from "../db/client.server";
import { balances, lessons, profiles, refreshTokens, users } from "../db/schema";

export const USERS_PAGE_SIZE = 25;

export interface AdminUserRow {
  id: number;
  fullName: string;
  username: string;
  email: string;
  createdAt: Date;
  isActive: boolean;
  isStaff: boolean;
  isTeacher: boolean;
  level: number | null;
  balanceCents: number;
}

/** A LIKE pattern matching `query` anywhere, lower-cased (`%`, `_` and `\` taken literally). */
export function likePattern(query: string): string {
  return `%${query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Users whose name, username or email contains `q` (any case), newest first, 25 a page. */
export async function searchUsers(db: Database, { q = "", page = 1 }: { q?: string; page?: number } = {}) {
  const pattern = likePattern(q);
  const where: SQL | undefined = q.trim()
    ? or(
        sql`lower(${users.fullName}) like ${pattern}`,
        sql`lower(${users.username}) like ${pattern}`,
        sql`lower(${users.email}) like ${pattern}`,
      )
    : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(users).where(where),
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        username: users.username,
        email: users.email,
        createdAt: users.createdAt,
        isActive: users.isActive,
        isStaff: users.isStaff,
        isTeacher: sql<boolean>`coalesce(${profiles.isTeacher}, false)`,
        level: profiles.qualificationLevel,
        balanceCents: sql<number>`coalesce(${balances.balanceCents}, 0)`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(balances, eq(balances.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * USERS_PAGE_SIZE),
  ]);
  const found = total?.total ?? 0;
  return {
    users: rows satisfies AdminUserRow[],
    total: found,
    page: Math.max(1, page),
    pages: Math.max(1, Math.ceil(found / USERS_PAGE_SIZE)),
  };
}

export type UserChange = "deactivate" | "activate" | "grant_staff" | "revoke_staff";

export type UserChangeOutcome =
  | { ok: true; user: Pick<User, "id" | "username">; unpublished?: number }
  | { ok: false; reason: "not-found" | "self" };

/** The note a master sees on the lessons taken off the site with their account. */
export const DEACTIVATION_NOTE = storedText("admin.notes.accountDeactivated");

/**
 * Applies one staff change to a user. Staff cannot deactivate themselves nor take their own
 * staff flag (the back-office would lock its last door behind them): `self`.
 */
export async function changeUser(
  db: Database,
  staff: Pick<User, "id">,
  userId: number,
  change: UserChange,
): Promise<UserChangeOutcome> {
  if (userId === staff.id && (change === "deactivate" || change === "revoke_staff")) {
    return { ok: false, reason: "self" };
  }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) return { ok: false as const, reason: "not-found" as const };
    const subject = `user:${user.id}`;
    switch (change) {
      case "deactivate": {
        await tx
          .update(users)
          .set({ isActive: false, deactivatedAt: new Date() })
          .where(eq(users.id, user.id));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.userId, user.id), sql`${refreshTokens.revokedAt} is null`));
        const taken = await tx
          .update(lessons)
          .set({ published: false, moderationNote: DEACTIVATION_NOTE })
          .where(and(eq(lessons.masterId, user.id), eq(lessons.published, true)))
          .returning({ id: lessons.id });
        await recordAudit(tx, {
          staffId: staff.id,
          action: "user.deactivate",
          subject,
          detail: storedText("admin.audit.details.userDeactivated", {
            username: user.username,
            count: taken.length,
          }),
        });
        return { ok: true as const, user, unpublished: taken.length };
      }
      case "activate":
        await tx.update(users).set({ isActive: true, deactivatedAt: null }).where(eq(users.id, user.id));
        await recordAudit(tx, {
          staffId: staff.id,
          action: "user.activate",
          subject,
          detail: `@${user.username}`,
        });
        return { ok: true as const, user };
      case "grant_staff":
        await tx.update(users).set({ isStaff: true }).where(eq(users.id, user.id));
        await recordAudit(tx, {
          staffId: staff.id,
          action: "user.grant_staff",
          subject,
          detail: `@${user.username}`,
        });
        return { ok: true as const, user };
      case "revoke_staff":
        await tx.update(users).set({ isStaff: false }).where(eq(users.id, user.id));
        await recordAudit(tx, {
          staffId: staff.id,
          action: "user.revoke_staff",
          subject,
          detail: `@${user.username}`,
        });
        return { ok: true as const, user };
    }
  });
}
