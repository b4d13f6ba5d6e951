import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export const DEFAULT_FROM = "Maistry <no-reply@maistry.app>";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go, when not to the sender (a visitor's question to the team). */
  replyTo?: string;
  /**
   * The signed link that stops this kind of mail (a new-lesson email's unsubscribe): sent as
   * `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058), so mail clients show their own
   * "Unsubscribe" and large providers accept the mail as a bulk sender's.
   */
  listUnsubscribe?: string;
}

export interface Mailer {
  /** Sends one message; rejects when the SMTP server refuses it or the outbox cannot be written. */
  send(message: MailMessage): Promise<void>;
  /**
   * How soon a message this mailer could not send is first tried again, in ms (then twice as long
   * each time, at most an hour: `retryDelayMs`); 30 s when unset.
   */
  firstRetryMs?: number;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`. Unset: the outbox. */
  smtpUrl?: string | undefined;
  /** Where `.eml` files go when there is no SMTP server (created when missing). */
  outboxDir: string;
  /** The From header; `Maistry <no-reply@maistry.app>` by default. */
  from?: string | undefined;
  logger: Logger;
  /** See `Mailer.firstRetryMs`. */
  firstRetryMs?: number | undefined;
}

/** Headers that keep auto-replies (out-of-office) from answering a no-reply address (RFC 3834). */
const HEADERS = { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" };

/** nodemailer's options for a message: its headers, with the one-click unsubscribe when it has one. */
function mailOptions({ listUnsubscribe, ...message }: MailMessage, from: string) {
  const headers = listUnsubscribe
    ? {
        ...HEADERS,
        "List-Unsubscribe": `<${listUnsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      }
    : HEADERS;
  return { ...message, from, headers };
}

/**
 * The one way the app sends email: through SMTP when `smtpUrl` is set, otherwise into `.eml`
 * files in `outboxDir` with the links of each message logged, so a developer can follow an
 * activation or reset link without a mail server.
 */
export function createMailer({
  smtpUrl,
  outboxDir,
  from = DEFAULT_FROM,
  logger,
  firstRetryMs,
}: MailerOptions): Mailer {
  const mailer = smtpUrl ? smtpMailer(smtpUrl, from, logger) : outboxMailer(outboxDir, from, logger);
  return firstRetryMs === undefined ? mailer : { ...mailer, firstRetryMs };
}

function smtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    // Never repeat the URL: it holds the password.
    throw new Error("The SMTP URL is not a valid URL");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error("The SMTP URL must start with smtp:// or smtps://");
  }
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A request waits for the send: fail in seconds, not nodemailer's minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = await transport.sendMail(mailOptions(message, from));
      logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, "email sent");
    },
  };
}

function outboxMailer(outboxDir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(message) {
      const info = await transport.sendMail(mailOptions(message, from));
      if (!Buffer.isBuffer(info.message))
        throw new Error("nodemailer did not render the message to a buffer");
      await mkdir(outboxDir, { recursive: true });
      // ISO time with ':' made '-' so that the names also work on Windows and still sort by time.
      const stamp = new Date().toISOString().replaceAll(":", "-");
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message, { flag: "wx" });
      const links = findLinks(message.text);
      logger.info(
        { to: message.to, subject: message.subject, links, file },
        `email to ${message.to} written to the outbox${links.length ? `: ${links.join(" ")}` : ""}`,
      );
    },
  };
}

/** Every distinct http(s) URL in a plain text, without trailing punctuation. */
export function findLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'()[\]]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, "")))];
}
