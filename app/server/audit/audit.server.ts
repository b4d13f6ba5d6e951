import { desc, eq, lt } from "drizzle-orm";
import { parseStoredText } from "~/admin/stored-text";
import type { Database } from "../db/client.server";
import { auditLog, users } from "../db/schema";

/** One staff action, as the back-office's audit log records it. */
export interface AuditEntry {
  /** The staff member who acted. */
  staffId: number;
  /** What was done, `<thing>.<verb>`: `category.update`, `user.deactivate`. */
  action: string;
  /** What it was done to, `<thing>:<id>`: `category:3`, `user:17`. */
  subject: string;
  /**
   * A short account: the reason, the note, what changed — a stored text (a message key and its
   * values, `storedText()` in app/admin/stored-text.ts) that each reader sees in their language.
   */
  detail?: string;
}

/**
 * Writes a staff action to the audit log. Call it with the transaction that makes the change, so
 * the log never tells of a change that did not happen (nor misses one that did).
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    subject: entry.subject,
    // A stored text is whole JSON (its values are capped one by one); plain text is cut.
    detail: parseStoredText(entry.detail ?? "") ? (entry.detail ?? "") : (entry.detail ?? "").slice(0, 2000),
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** The log, newest first, a page at a time (`before` = the last id of the previous page). */
export async function auditPage(db: Database, before?: number) {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      subject: auditLog.subject,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
      staff: users.username,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.staffId))
    .where(before ? lt(auditLog.id, before) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? rows[AUDIT_PAGE_SIZE - 1]?.id : undefined,
  };
}
