import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import type { Database } from "../db/client.server";
import { mailOutbox } from "../db/schema";
import {
  countUnsentMail,
  deliverDueMail,
  deliverMail,
  queueMail,
  queueMails,
  retryDelayMs,
} from "./outbox.server";
import type { Mailer, MailMessage } from "./transport.server";

const logger = pino({ level: "silent" });

/** A mail server that fails the sends whose subject is in `failing` (all of them while `down`). */
function fakeMailer() {
  const mailer = {
    down: false,
    failing: new Set<string>(),
    sent: [] as MailMessage[],
    async send(message: MailMessage) {
      if (mailer.down || mailer.failing.has(message.subject)) throw new Error("SMTP unavailable");
      mailer.sent.push(message);
    },
  } satisfies Mailer & Record<string, unknown>;
  return mailer;
}

const mail = (subject: string) => ({
  to: "team@maistry.test",
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

describe("retryDelayMs", () => {
  it("backs off 30 s, 1, 2, 4 minutes… up to an hour", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(0)).toBe(30_000);
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(50)).toBe(3_600_000);
  });

  it("starts from the mailer's first retry when it has one", () => {
    expect([1, 2, 3].map((attempts) => retryDelayMs(attempts, 2_000))).toEqual([2_000, 4_000, 8_000]);
    expect(retryDelayMs(20, 2_000)).toBe(3_600_000);
  });
});

describe.each(testDatabases())("mail outbox on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let db: Database;
  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await db.delete(mailOutbox);
  });

  it("sends a queued message with its Reply-To, once", async () => {
    const mailer = fakeMailer();
    const id = await queueMail(db, { ...mail("Hello"), replyTo: "visitor@example.com" });
    expect(await countUnsentMail(db)).toBe(1);
    expect(await deliverMail({ db, mailer, logger }, id)).toBe(true);
    expect(mailer.sent).toEqual([{ ...mail("Hello"), replyTo: "visitor@example.com" }]);
    expect(await countUnsentMail(db)).toBe(0);
    // Sent rows are never sent again, now or later.
    expect(await deliverMail({ db, mailer, logger }, id)).toBe(false);
    expect(await deliverDueMail({ db, mailer, logger }, new Date(Date.now() + 86_400_000))).toBe(0);
    expect(mailer.sent).toHaveLength(1);
  });

  it("queues many messages in batches, in order, each with its one-click unsubscribe", async () => {
    const many = Array.from({ length: 1201 }, (_, n) => ({
      ...mail(`News ${n}`),
      listUnsubscribe: `https://maistry.test/unsubscribe?f=${n}`,
    }));
    const ids = await queueMails(db, many);
    expect(ids).toHaveLength(1201);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(await countUnsentMail(db)).toBe(1201);
    const mailer = fakeMailer();
    expect(await deliverMail({ db, mailer, logger }, ids[1200] as number)).toBe(true);
    expect(mailer.sent).toEqual([
      { ...mail("News 1200"), listUnsubscribe: "https://maistry.test/unsubscribe?f=1200" },
    ]);
    expect(await queueMails(db, [])).toEqual([]);
  });

  it("leaves Reply-To out when there is none", async () => {
    const mailer = fakeMailer();
    await deliverMail({ db, mailer, logger }, await queueMail(db, mail("Plain")));
    expect(mailer.sent[0]).not.toHaveProperty("replyTo");
  });

  it("claims a row, so that two senders at once send it only once", async () => {
    const mailer = fakeMailer();
    const id = await queueMail(db, mail("Once"));
    const now = new Date(Date.now() + 1000);
    const results = await Promise.all([
      deliverMail({ db, mailer, logger }, id, now),
      deliverMail({ db, mailer, logger }, id, now),
      deliverDueMail({ db, mailer, logger }, now),
    ]);
    expect(mailer.sent).toHaveLength(1);
    expect(results.filter((result) => result === true || result === 1)).toHaveLength(1);
  });

  it("a claimed row is left alone while its claim lasts", async () => {
    const id = await queueMail(db, mail("Slow"));
    let release: () => void = () => {};
    let sending: () => void = () => {};
    const started = new Promise<void>((resolve) => (sending = resolve));
    const slow: Mailer = {
      send: () => {
        sending();
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const first = deliverMail({ db, mailer: slow, logger }, id);
    // The first sender has claimed the row and is talking to its (slow) SMTP server.
    await started;
    const other = fakeMailer();
    expect(await deliverDueMail({ db, mailer: other, logger }, new Date(Date.now() + 60_000))).toBe(0);
    release();
    expect(await first).toBe(true);
    expect(other.sent).toEqual([]);
  });

  it("a mailer's own first retry sets when a failed message is due again", async () => {
    const down = fakeMailer();
    down.down = true;
    const mailer: Mailer = { send: down.send, firstRetryMs: 2_000 };
    const id = await queueMail(db, mail("Soon"));
    const start = new Date(Date.now() + 1000);
    expect(await deliverMail({ db, mailer, logger }, id, start)).toBe(false);
    const [row] = await db.select().from(mailOutbox);
    expect(row?.nextAttemptAt.getTime()).toBe(start.getTime() + 2_000);
  });

  it("after a failure waits for the back-off, recording the error and the attempts", async () => {
    const mailer = fakeMailer();
    mailer.down = true;
    const id = await queueMail(db, mail("Later"));
    const start = new Date(Date.now() + 1000);
    expect(await deliverMail({ db, mailer, logger }, id, start)).toBe(false);
    let [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ attempts: 1, lastError: "SMTP unavailable", sentAt: null });
    expect(row?.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1));

    mailer.down = false;
    expect(
      await deliverDueMail({ db, mailer, logger }, new Date(start.getTime() + retryDelayMs(1) - 1)),
    ).toBe(0);
    mailer.down = true;
    const second = new Date(start.getTime() + retryDelayMs(1));
    expect(await deliverDueMail({ db, mailer, logger }, second)).toBe(0);
    [row] = await db.select().from(mailOutbox);
    expect(row?.attempts).toBe(2);
    expect(row?.nextAttemptAt.getTime()).toBe(second.getTime() + retryDelayMs(2));

    mailer.down = false;
    expect(await deliverDueMail({ db, mailer, logger }, new Date(second.getTime() + retryDelayMs(2)))).toBe(
      1,
    );
    [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("deliverDueMail goes oldest first and stops at the first failure", async () => {
    const mailer = fakeMailer();
    const now = new Date(Date.now() + 1000);
    await queueMail(db, mail("One"));
    await queueMail(db, mail("Two"));
    await queueMail(db, mail("Three"));
    mailer.failing.add("Two");
    expect(await deliverDueMail({ db, mailer, logger }, now)).toBe(1);
    expect(mailer.sent.map((sent) => sent.subject)).toEqual(["One"]);
    const rows = await db.select().from(mailOutbox).orderBy(mailOutbox.id);
    // "Three" was not even tried: SMTP looked down.
    expect(rows.map((row) => [row.subject, row.attempts, row.sentAt !== null])).toEqual([
      ["One", 1, true],
      ["Two", 1, false],
      ["Three", 0, false],
    ]);
    // The next run (before "Two" is due again) sends "Three".
    mailer.failing.clear();
    expect(await deliverDueMail({ db, mailer, logger }, new Date(now.getTime() + 1000))).toBe(1);
    expect(mailer.sent.map((sent) => sent.subject)).toEqual(["One", "Three"]);
  });

  it("sends at most `limit` per run", async () => {
    const mailer = fakeMailer();
    for (const subject of ["A", "B", "C"]) await queueMail(db, mail(subject));
    expect(await deliverDueMail({ db, mailer, logger }, new Date(Date.now() + 1000), 2)).toBe(2);
    expect(await countUnsentMail(db)).toBe(1);
  });
});
