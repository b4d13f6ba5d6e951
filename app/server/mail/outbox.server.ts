import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client.server";
import { mailOutbox } from "../db/schema";
import type { Mailer, MailMessage } from "./transport.server";

/**
 * The transactional outbox: mail that must not be lost (a visitor's question, a staff decision)
 * is written in the same transaction as what it tells about, then sent. While SMTP is down the
 * row stays and is retried with back-off by the delivery loop (`deliverDueMail`, run by
 * `server/services.ts`) until it goes out.
 */

export interface QueuedMail extends MailMessage {
  /** Where answers go (the visitor's address on a contact message). */
  replyTo?: string;
}

/** How long a claimed row is left alone by other senders (longer than an SMTP timeout). */
const CLAIM_MS = 2 * 60 * 1000;
/** Back-off after a failed try: `firstMs` (30 s), then twice as long each time, at most an hour. */
export function retryDelayMs(attempts: number, firstMs = 30_000): number {
  return Math.min(firstMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** Stores a message to send; call inside the transaction that makes it true. Returns its id. */
export async function queueMail(db: Database, mail: QueuedMail): Promise<number> {
  const [id] = await queueMails(db, [mail]);
  if (id === undefined) throw new Error("the outbox did not return the queued message");
  return id;
}

/** Rows per INSERT when many messages are queued at once (a lesson's followers). */
const QUEUE_BATCH = 500;

/**
 * Stores many messages with one INSERT per few hundred (not one per message: a master with
 * thousands of followers publishes in one transaction). Returns their ids, in order.
 */
export async function queueMails(db: Database, mails: QueuedMail[]): Promise<number[]> {
  // Due now by this process's clock, which every claim compares with (the database's now()
  // keeps microseconds, a JS Date only milliseconds: a row could look due a moment later).
  const due = new Date();
  const ids: number[] = [];
  for (let start = 0; start < mails.length; start += QUEUE_BATCH) {
    const rows = await db
      .insert(mailOutbox)
      .values(
        mails.slice(start, start + QUEUE_BATCH).map((mail) => ({
          recipient: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          replyTo: mail.replyTo ?? "",
          listUnsubscribe: mail.listUnsubscribe ?? "",
          nextAttemptAt: due,
        })),
      )
      .returning({ id: mailOutbox.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/**
 * Claims a due, unsent row (moving its next attempt forward so that no other sender takes it)
 * and returns it, or null when it is not due or already sent or claimed.
 */
async function claim(db: Database, id: number, now: Date) {
  const [row] = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
    .returning();
  return row ?? null;
}

export interface DeliveryDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
}

/** Tries to send one queued message now; true when it went out (or had already). */
export async function deliverMail(
  { db, mailer, logger }: DeliveryDeps,
  id: number,
  now: Date = new Date(),
): Promise<boolean> {
  const row = await claim(db, id, now);
  if (!row) return false;
  try {
    await mailer.send({
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      ...(row.listUnsubscribe ? { listUnsubscribe: row.listUnsubscribe } : {}),
    });
  } catch (error) {
    const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts, mailer.firstRetryMs));
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: retryAt, lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(mailOutbox.id, id));
    logger.warn(
      { err: error, mailId: id, attempts: row.attempts, retryAt },
      "email not sent; it stays in the outbox and is retried",
    );
    return false;
  }
  await db.update(mailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, id));
  return true;
}

/** Sends what is due, oldest first, at most `limit` per run; returns how many went out. */
export async function deliverDueMail(
  deps: DeliveryDeps,
  now: Date = new Date(),
  limit = 50,
): Promise<number> {
  const due = await deps.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit);
  let sent = 0;
  for (const { id } of due) {
    if (await deliverMail(deps, id, now)) sent += 1;
    // SMTP is down: the rest would fail the same way; they wait for the next run.
    else break;
  }
  return sent;
}

/** How many messages wait to go out (the back-office shows it). */
export async function countUnsentMail(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return row?.count ?? 0;
}
