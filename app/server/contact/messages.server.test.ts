import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/forms/questions-limits";
import { testDatabases } from "../../../tests/databases";
import { routerContext } from "../../../tests/router-context";
import { makeUser } from "../../../tests/support/office";
import type { Database } from "../db/client.server";
import { auditLog, contactMessages, mailOutbox, rateLimitEvents } from "../db/schema";
import { clientIpContext } from "../http/client-ip.server";
import { readFlash } from "../http/flash.server";
import { deliverDueMail, retryDelayMs } from "../mail/outbox.server";
import type { Mailer, MailMessage } from "../mail/transport.server";
import { userContext } from "../web/current-user.server";
import { questionsAction } from "../web/questions-action.server";
import { listMessages, QUESTIONS_PER_IP, setAnswered, submitQuestion, teamEmail } from "./messages.server";

const TEAM = "team@maistry.test";
const logger = pino({ level: "silent" });

/** A mail server that refuses while `down` is true and keeps what it accepted. */
function flakyMailer(): Mailer & { down: boolean; sent: MailMessage[]; tries: number } {
  const mailer = {
    down: false,
    tries: 0,
    sent: [] as MailMessage[],
    async send(message: MailMessage) {
      mailer.tries += 1;
      if (mailer.down) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
      mailer.sent.push(message);
    },
  };
  return mailer;
}

const question = {
  name: "Olena Kovalenko",
  email: "olena@example.com",
  phone: "+380441234567",
  message: "Do your lessons have subtitles?",
};

describe.each(testDatabases())("contact messages on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let db: Database;

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await db.delete(contactMessages);
    await db.delete(mailOutbox);
    await db.delete(rateLimitEvents);
    await db.delete(auditLog);
  });

  describe("submitQuestion", () => {
    it("stores the message and its team email in one transaction, then sends it", async () => {
      const mailer = flakyMailer();
      const result = await submitQuestion(
        { db, mailer, logger, teamEmail: TEAM },
        { ...question, locale: "de", userId: null },
      );
      expect(result.mailed).toBe(true);
      const [stored] = await db.select().from(contactMessages);
      expect(stored).toMatchObject({ ...question, locale: "de", answeredAt: null });
      const [mail] = await db.select().from(mailOutbox);
      expect(mail).toMatchObject({ recipient: TEAM, replyTo: question.email, attempts: 1 });
      expect(mail?.sentAt).toBeInstanceOf(Date);
      expect(mailer.sent).toEqual([
        expect.objectContaining({
          to: TEAM,
          replyTo: question.email,
          subject: "Question from Olena Kovalenko",
        }),
      ]);
      expect(mailer.sent[0]?.text).toContain(question.message);
    });

    it("stores nothing when the email cannot be queued (both or neither)", async () => {
      const mailer = flakyMailer();
      // An address longer than the outbox column: the queueing insert fails inside the transaction.
      const tooLong = `${"x".repeat(250)}@maistry.test`;
      await expect(
        submitQuestion(
          { db, mailer, logger, teamEmail: tooLong },
          { ...question, locale: "uk", userId: null },
        ),
      ).rejects.toThrow();
      expect(await db.select().from(contactMessages)).toEqual([]);
      expect(await db.select().from(mailOutbox)).toEqual([]);
      expect(mailer.tries).toBe(0);
    });

    it("keeps the message when the mail server is down and sends the email on a later run", async () => {
      const mailer = flakyMailer();
      mailer.down = true;
      const result = await submitQuestion(
        { db, mailer, logger, teamEmail: TEAM },
        { ...question, locale: "uk", userId: null },
      );
      expect(result.mailed).toBe(false);
      expect(await db.select().from(contactMessages)).toHaveLength(1);
      const [queued] = await db.select().from(mailOutbox);
      expect(queued).toMatchObject({
        sentAt: null,
        attempts: 1,
        lastError: expect.stringContaining("ECONNREFUSED"),
      });

      // Not due yet: the back-off holds it back.
      mailer.down = false;
      expect(await deliverDueMail({ db, mailer, logger }, new Date())).toBe(0);
      // Due after the back-off: it goes out once.
      const later = new Date(Date.now() + retryDelayMs(1) + 1000);
      expect(await deliverDueMail({ db, mailer, logger }, later)).toBe(1);
      expect(await deliverDueMail({ db, mailer, logger }, new Date(later.getTime() + 3_600_000))).toBe(0);
      expect(mailer.sent).toHaveLength(1);
      const [sent] = await db.select().from(mailOutbox);
      expect(sent).toMatchObject({ attempts: 2, lastError: null });
      expect(sent?.sentAt).toBeInstanceOf(Date);
    });
  });

  describe("the form's action", () => {
    function post(fields: Record<string, string>, { ip = "203.0.113.7", mailer = flakyMailer() } = {}) {
      const context = routerContext(database, { locale: "en", mailer });
      context.set(clientIpContext, ip);
      const body = new FormData();
      body.set("returnTo", "/en/lessons?page=2");
      body.set(HONEYPOT_FIELD, "");
      for (const [key, value] of Object.entries(fields)) body.set(key, value);
      const request = new Request("http://maistry.test/en/contact", { method: "POST", body });
      return questionsAction({ request, context }).then((answer) => ({ answer, context, mailer }));
    }
    const status = (answer: unknown) =>
      answer instanceof Response ? answer.status : (answer as { init?: { status?: number } }).init?.status;

    it("stores a question and redirects back with the success dialog", async () => {
      const { answer, context } = await post({ ...question, phone: "044 123 45 67" });
      expect(answer).toBeInstanceOf(Response);
      const response = answer as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/en/lessons?page=2");
      const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
      const { flash } = await readFlash(
        new Request("http://maistry.test/", { headers: { Cookie: cookie } }),
        ["test-secret-test-secret-test-secret-42"],
      );
      expect(flash).toEqual({
        kind: "success",
        title: "questions.sent.title",
        message: "questions.sent.message",
      });
      const [stored] = await db.select().from(contactMessages);
      // A national number is stored in its E.164 form, with the page's language.
      expect(stored).toMatchObject({ name: question.name, phone: "+380441234567", locale: "en" });
      expect(context.get(clientIpContext)).toBe("203.0.113.7");
    });

    it("keeps the signed-in sender", async () => {
      const user = await makeUser(db);
      const context = routerContext(database, { locale: "uk", mailer: flakyMailer() });
      context.set(userContext, user);
      const body = new FormData();
      for (const [key, value] of Object.entries(question)) body.set(key, value);
      await questionsAction({
        request: new Request("http://maistry.test/contact", { method: "POST", body }),
        context,
      });
      const [stored] = await db.select().from(contactMessages);
      expect(stored?.userId).toBe(user.id);
    });

    it("never redirects off the site", async () => {
      const { answer } = await post({ ...question, returnTo: "//evil.example/" });
      expect((answer as Response).headers.get("Location")).toBe("/en/contact");
    });

    it("answers field errors with 400, changing nothing", async () => {
      const { answer, mailer } = await post({ name: "A1", email: "nope", phone: "12", message: "  " });
      expect(status(answer)).toBe(400);
      const body = (answer as { data: { errors: Record<string, string>; values: Record<string, string> } })
        .data;
      expect(body.errors).toEqual({
        name: "questions.errors.nameShort",
        email: "questions.errors.emailInvalid",
        phone: "questions.errors.phoneInvalid",
        message: "questions.errors.messageEmpty",
      });
      expect(body.values).toMatchObject({ name: "A1", email: "nope" });
      expect(body.values).not.toHaveProperty(HONEYPOT_FIELD);
      expect(await db.select().from(contactMessages)).toEqual([]);
      expect(await db.select().from(mailOutbox)).toEqual([]);
      expect(await db.select().from(rateLimitEvents)).toEqual([]);
      expect(mailer.tries).toBe(0);
    });

    it("refuses a phone number that looks right but is not a real one", async () => {
      const { answer } = await post({ ...question, phone: "+380 00 000 00 00" });
      expect(status(answer)).toBe(400);
      expect(await db.select().from(contactMessages)).toEqual([]);
    });

    it("answers a filled honeypot as a success and stores nothing", async () => {
      const { answer, mailer } = await post({ ...question, [HONEYPOT_FIELD]: "https://spam.example" });
      expect((answer as Response).status).toBe(302);
      expect((answer as Response).headers.get("Set-Cookie")).toContain("flash=");
      expect(await db.select().from(contactMessages)).toEqual([]);
      expect(await db.select().from(mailOutbox)).toEqual([]);
      expect(mailer.tries).toBe(0);
    });

    it("takes 5 questions per 10 minutes from one address, then shows the error dialog", async () => {
      expect(QUESTIONS_PER_IP).toMatchObject({ limit: 5, windowMs: 600_000 });
      for (let n = 0; n < 5; n += 1) {
        const { answer } = await post({ ...question, message: `Question ${n}` }, { ip: "198.51.100.9" });
        expect((answer as Response).status).toBe(302);
      }
      const { answer, mailer } = await post(question, { ip: "198.51.100.9" });
      expect(status(answer)).toBe(429);
      expect((answer as { data: { failed: string; values: Record<string, string> } }).data).toMatchObject({
        failed: "rateLimited",
        values: { message: question.message },
      });
      expect(mailer.tries).toBe(0);
      expect(await db.select().from(contactMessages)).toHaveLength(5);
      // Another address is not affected.
      const other = await post(question, { ip: "198.51.100.10" });
      expect((other.answer as Response).status).toBe(302);
    });

    it("answers with the success dialog when the mail server is down: the question is stored", async () => {
      const mailer = flakyMailer();
      mailer.down = true;
      const { answer } = await post(question, { mailer });
      expect((answer as Response).status).toBe(302);
      expect(await db.select().from(contactMessages)).toHaveLength(1);
      const [queued] = await db.select().from(mailOutbox);
      expect(queued?.sentAt).toBeNull();
    });
  });

  describe("the back-office", () => {
    it("lists open messages newest first and marks them answered with an audit entry", async () => {
      const staff = await makeUser(db, { staff: true });
      const deps = { db, mailer: flakyMailer(), logger, teamEmail: TEAM };
      const first = await submitQuestion(deps, { ...question, locale: "uk", userId: null });
      const second = await submitQuestion(deps, {
        ...question,
        message: "Second",
        locale: "pl",
        userId: null,
      });
      await db
        .update(contactMessages)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(contactMessages.id, first.message.id));
      expect((await listMessages(db, "open")).map((row) => row.id)).toEqual([
        second.message.id,
        first.message.id,
      ]);

      expect(await setAnswered(db, { id: first.message.id, staffId: staff.id, answered: true })).toBe(true);
      // Already answered: nothing changes, nothing logged twice.
      expect(await setAnswered(db, { id: first.message.id, staffId: staff.id, answered: true })).toBe(false);
      expect((await listMessages(db, "open")).map((row) => row.id)).toEqual([second.message.id]);
      const [answered] = await listMessages(db, "answered");
      expect(answered).toMatchObject({ id: first.message.id, answeredBy: staff.username });
      expect(answered?.answeredAt).toBeInstanceOf(Date);
      expect(await db.select().from(auditLog)).toEqual([
        expect.objectContaining({
          staffId: staff.id,
          action: "contact_message.answer",
          subject: `contact_message:${first.message.id}`,
        }),
      ]);

      expect(await setAnswered(db, { id: first.message.id, staffId: staff.id, answered: false })).toBe(true);
      expect(await listMessages(db, "all")).toHaveLength(2);
      expect(await listMessages(db, "answered")).toEqual([]);
      expect((await db.select().from(auditLog)).map((row) => row.action).sort()).toEqual([
        "contact_message.answer",
        "contact_message.reopen",
      ]);
      expect(await setAnswered(db, { id: 999_999, staffId: staff.id, answered: true })).toBe(false);
    });
  });
});

describe("teamEmail", () => {
  it("escapes the visitor's text in the HTML part and keeps the subject on one line", () => {
    const mail = teamEmail({
      id: 7,
      name: "Eve <script>\r\nBcc: x@y",
      email: "eve@example.com",
      phone: "",
      message: "<b>hi</b> & bye",
      locale: "en",
    });
    expect(mail.subject).toBe("Question from Eve <script> Bcc: x@y");
    expect(mail.html).toContain("&lt;b&gt;hi&lt;/b&gt; &amp; bye");
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).toContain("<b>hi</b> & bye");
    expect(mail.text).toContain("Phone: —");
  });
});
