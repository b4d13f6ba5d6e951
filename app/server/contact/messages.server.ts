import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { MessageFilter } from "~/admin/messages";
import { storedText } from "~/admin/stored-text";
import type { FieldErrors } from "~/forms/form-data";
import type { QuestionInput } from "~/forms/questions";
import type { Locale } from "~/i18n/locales";
import { recordAudit } from "../audit/audit.server";
import { checkRate, type RateLimit, recordEvent } from "../auth/rate-limit.server";
import type { Database } from "../db/client.server";
import { contactMessages, users } from "../db/schema";
import { normalizePhone } from "../geo/phone.server";
import { deliverMail, queueMail } from "../mail/outbox.server";
import { escapeHtml } from "../mail/templates.server";
import type { Mailer } from "../mail/transport.server";

/**
 * Questions from the contact form (SPEC §4): stored together with the email that tells the team
 * about them (a transactional outbox: the message and its email exist both or neither), then the
 * email is tried at once; when SMTP is down it stays queued and the server's delivery loop
 * retries it, so the visitor's answer never depends on the mail server.
 */

/** 5 questions per 10 minutes from one client address (honeypot hits count too). */
export const QUESTIONS_PER_IP: RateLimit = { bucket: "contact-ip", limit: 5, windowMs: 10 * 60_000 };

export interface ContactDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** Where the team reads questions (env CONTACT_EMAIL). */
  teamEmail: string;
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  locale: string;
  createdAt: Date;
}

/** Checks what the schema cannot (a real phone number); the E.164 form of the phone, or errors. */
export function checkQuestion(
  input: QuestionInput,
): { ok: true; value: QuestionInput } | { ok: false; errors: FieldErrors } {
  if (input.phone === "") return { ok: true, value: input };
  // Written internationally or as dialled in Ukraine (the team's country).
  const phone = normalizePhone(input.phone, "UA");
  if (!phone) return { ok: false, errors: { phone: "questions.errors.phoneInvalid" } };
  return { ok: true, value: { ...input, phone: phone.e164 } };
}

/** How long to wait (seconds) before another question from `ip`, or null when one may be sent. */
export async function questionsWait(db: Database, ip: string): Promise<number | null> {
  const verdict = await checkRate(db, QUESTIONS_PER_IP, ip);
  return verdict.allowed ? null : verdict.retryAfterS;
}

export const countQuestion = (db: Database, ip: string) => recordEvent(db, QUESTIONS_PER_IP, ip);

/** The team's email about a question: plain text and the same as simple, escaped HTML. */
export function teamEmail(question: QuestionInput & { id: number; locale: string }) {
  const lines = [
    `Name: ${question.name}`,
    `Email: ${question.email}`,
    `Phone: ${question.phone || "—"}`,
    `Language: ${question.locale}`,
    `Message #${question.id}:`,
  ];
  const text = `A visitor asked a question through the contact form.\n\n${lines.join("\n")}\n\n${question.message}\n\nReply to this email to answer ${question.name}; mark it answered in the back-office (/admin/messages).\n`;
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${value}</td></tr>`;
  const html = [
    `<p>A visitor asked a question through the contact form.</p>`,
    `<table style="border-collapse:collapse">`,
    row("Name", escapeHtml(question.name)),
    row("Email", `<a href="mailto:${escapeHtml(question.email)}">${escapeHtml(question.email)}</a>`),
    row("Phone", escapeHtml(question.phone || "—")),
    row("Language", escapeHtml(question.locale)),
    row("Message", `#${question.id}`),
    `</table>`,
    `<p style="white-space:pre-wrap;border-left:3px solid #d8b4a6;padding-left:12px">${escapeHtml(question.message)}</p>`,
    `<p>Reply to this email to answer ${escapeHtml(question.name)}; mark it answered in the back-office (/admin/messages).</p>`,
  ].join("\n");
  // No line breaks in a header, and a subject of reasonable length.
  const name = question.name.replace(/\s+/g, " ").slice(0, 80);
  return { subject: `Question from ${name}`, text, html };
}

/**
 * Stores a question and queues the team's email in one transaction, then tries to send it. The
 * question is saved whether or not the email goes out now (a failed send is retried later).
 */
export async function submitQuestion(
  deps: ContactDeps,
  input: QuestionInput & { locale: Locale; userId: number | null },
): Promise<{ message: ContactMessage; mailId: number; mailed: boolean }> {
  const { message, mailId } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        locale: input.locale,
        userId: input.userId,
      })
      .returning();
    if (!row) throw new Error("the question was not stored");
    const mail = teamEmail({ ...input, id: row.id });
    const mailId = await queueMail(tx, {
      to: deps.teamEmail,
      replyTo: input.email,
      ...mail,
    });
    return { message: publicMessage(row), mailId };
  });
  let mailed = false;
  try {
    mailed = await deliverMail(deps, mailId);
  } catch (error) {
    // The question is stored and its email queued: the delivery loop sends it later.
    deps.logger.warn({ err: error, mailId }, "could not try the team's email now");
  }
  return { message, mailId, mailed };
}

function publicMessage(row: typeof contactMessages.$inferSelect): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    locale: row.locale,
    createdAt: row.createdAt,
  };
}

// The back-office ---------------------------------------------------------------------------

export const MESSAGES_PAGE_SIZE = 50;

/** Messages for the back-office, newest first: the open ones, the answered ones, or all. */
export async function listMessages(db: Database, filter: MessageFilter = "open") {
  const where =
    filter === "open"
      ? isNull(contactMessages.answeredAt)
      : filter === "answered"
        ? isNotNull(contactMessages.answeredAt)
        : undefined;
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      phone: contactMessages.phone,
      message: contactMessages.message,
      locale: contactMessages.locale,
      createdAt: contactMessages.createdAt,
      answeredAt: contactMessages.answeredAt,
      answeredBy: users.username,
    })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.answeredBy))
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(MESSAGES_PAGE_SIZE);
}

/**
 * Marks a message answered (or open again) by `staffId`, with its audit entry in the same
 * transaction. False when there is no such message or it already was in that state.
 */
export async function setAnswered(
  db: Database,
  { id, staffId, answered }: { id: number; staffId: number; answered: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set(
        answered ? { answeredAt: new Date(), answeredBy: staffId } : { answeredAt: null, answeredBy: null },
      )
      .where(
        and(
          eq(contactMessages.id, id),
          answered ? isNull(contactMessages.answeredAt) : isNotNull(contactMessages.answeredAt),
        ),
      )
      .returning({ id: contactMessages.id, email: contactMessages.email });
    if (!row) return false;
    await recordAudit(tx, {
      staffId,
      action: answered ? "contact_message.answer" : "contact_message.reopen",
      subject: `contact_message:${id}`,
      detail: storedText(
        answered ? "admin.audit.details.messageAnswered" : "admin.audit.details.messageReopened",
        {
          email: row.email,
        },
      ),
    });
    return true;
  });
}
