// Reads the end-to-end mailbox: tests/e2e/mail-sink.ts writes every email the app sends over SMTP
// as JSON into <E2E_DATA_DIR>/mail (see scripts/e2e-server.js).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

export interface Mail {
  /** The To header's addresses, comma-separated. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The List-* headers, as mailparser reads them (`unsubscribe.url`, `unsubscribe-post.name`). */
  list?: { unsubscribe?: { url?: string }; "unsubscribe-post"?: { name?: string } };
}

export const MAIL_DIR = path.join(process.env.E2E_DATA_DIR ?? ".e2e-data", "mail");

/** The sink names its files `<ms>-<n>.json`, n counting up: the order in which mail arrived. */
const arrival = (file: string) => Number(file.replace(/\.json$/, "").split("-")[1] ?? 0);

/** Every email received so far for `address` (case-insensitive), oldest first. */
export function mailsTo(address: string): Mail[] {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  const wanted = address.toLowerCase();
  const mails: Mail[] = [];
  for (const file of files.sort((a, b) => arrival(a) - arrival(b))) {
    try {
      const mail = JSON.parse(readFileSync(path.join(MAIL_DIR, file), "utf8")) as Mail;
      const recipients = mail.to.split(",").map((recipient) => recipient.trim().toLowerCase());
      if (recipients.includes(wanted)) mails.push(mail);
    } catch {
      // Being written right now: it is read on the next poll.
    }
  }
  return mails;
}

/** Waits until `count` emails (or more) have arrived for `address`; returns them, oldest first. */
export async function waitForMails(address: string, count: number, timeout = 15_000): Promise<Mail[]> {
  await expect
    .poll(() => mailsTo(address).length, { message: `${count} email(s) to ${address}`, timeout })
    .toBeGreaterThanOrEqual(count);
  return mailsTo(address);
}

/**
 * The one link of the email whose path matches `pathPattern` (an anchored pattern for the path),
 * checked to be the same in the text and the HTML part and to point at `origin`.
 */
export function linkIn(mail: Mail, origin: string, pathPattern: RegExp): URL {
  const links = (body: string) =>
    [...body.matchAll(/https?:\/\/[^\s"'<>]+/g)]
      .map((match) => new URL(match[0].replace(/&amp;/g, "&")))
      .filter((url) => pathPattern.test(url.pathname));
  const inText = links(mail.text);
  expect(inText, `one matching link in the text of "${mail.subject}"`).toHaveLength(1);
  const [link] = inText as [URL];
  expect(link.origin).toBe(origin);
  expect(
    links(mail.html).map((url) => url.href),
    "the HTML part carries the same link",
  ).toContain(link.href);
  return link;
}
