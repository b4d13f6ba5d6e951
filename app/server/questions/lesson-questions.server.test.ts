import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { makeLesson } from "../../../tests/support/commerce";
import { insertUser } from "../../../tests/support/office";
import type { DatabaseHandle } from "../db/client.server";
import { auditLog, lessonAnswers, lessonQuestions, mailOutbox, purchases } from "../db/schema";
import type { MailMessage } from "../mail/transport.server";
import {
  answerQuestion,
  askQuestion,
  lessonQuestionPage,
  moderatePost,
  QUESTION_LIMITS,
  type QuestionDeps,
  questionViewer,
} from "./lesson-questions.server";

describe.each(testDatabases())("lesson questions on $name", (engine) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  const db = () => handle.db;
  let sent: MailMessage[] = [];
  const deps = (): QuestionDeps => ({
    db: db(),
    mailer: { send: async (message: MailMessage) => void sent.push(message) },
    logger: pino({ level: "silent" }),
    origin: "https://maistry.test",
  });

  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });
  beforeEach(() => {
    sent = [];
  });

  /** A master (German), their published lesson, and a buyer (Polish) of it. */
  async function setting() {
    const master = await insertUser(db(), { locale: "de", fullName: "Olena Master" });
    const lessonId = await makeLesson(db(), master.id, { title: "Gel <b>French</b>" });
    const buyer = await insertUser(db(), { locale: "pl", fullName: "Ania Buyer" });
    await db().insert(purchases).values({ userId: buyer.id, lessonId, priceCents: 1000 });
    const lesson = { id: lessonId, masterId: master.id };
    return { master, buyer, lessonId, lesson };
  }

  it("a buyer asks; the master gets an email in German; a visitor sees the question", async () => {
    const { master, buyer, lessonId, lesson } = await setting();
    const asked = await askQuestion(deps(), buyer, lessonId, {
      body: "  How long do I cure?\n\nSecond <p>  ",
    });
    expect(asked.ok).toBe(true);
    if (!asked.ok) return;
    const [row] = await db().select().from(lessonQuestions).where(eq(lessonQuestions.id, asked.value.id));
    expect(row?.body).toBe("How long do I cure?\n\nSecond <p>");

    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toBe(master.email);
    expect(mail?.subject).toBe("Neue Frage zu „Gel <b>French</b>“");
    expect(mail?.text).toContain("> How long do I cure?");
    expect(mail?.text).toContain(`https://maistry.test/de/lessons/`);
    expect(mail?.text).toContain(`#question-${asked.value.id}`);
    // The HTML part escapes what was typed and keeps its line breaks.
    expect(mail?.html).toContain("Second &lt;p&gt;");
    expect(mail?.html).not.toContain("<b>French</b>");
    expect(mail?.html).toContain("How long do I cure?<br><br>Second");

    const page = await lessonQuestionPage(db(), lesson, { page: 1, pageSize: 10, staff: false });
    expect(page.count).toBe(1);
    expect(page.questions[0]).toMatchObject({
      id: asked.value.id,
      author: { fullName: "Ania Buyer" },
      hidden: null,
      answers: [],
    });
    expect(await questionViewer(db(), null, lesson)).toEqual({ role: "visitor" });
    expect(await questionViewer(db(), buyer, lesson)).toEqual({ role: "buyer" });
    expect(await questionViewer(db(), master, lesson)).toEqual({ role: "master" });
  });

  it("refuses a non-buyer, the master, bad text; nothing is stored or sent", async () => {
    const { master, buyer, lessonId } = await setting();
    const stranger = await insertUser(db());
    expect(await askQuestion(deps(), stranger, lessonId, { body: "Hi?" })).toMatchObject({
      ok: false,
      refusal: "forbidden",
      errors: { form: "questionForms.errors.buyersOnly" },
    });
    expect(await askQuestion(deps(), master, lessonId, { body: "Hi?" })).toMatchObject({
      ok: false,
      refusal: "forbidden",
      errors: { form: "questionForms.errors.ownLesson" },
    });
    expect(await askQuestion(deps(), buyer, lessonId, { body: "   " })).toEqual({
      ok: false,
      errors: { body: "questionForms.errors.questionRequired" },
    });
    expect(await askQuestion(deps(), buyer, lessonId, { body: "x".repeat(2001) })).toEqual({
      ok: false,
      errors: { body: "questionForms.errors.questionMax" },
    });
    expect(await askQuestion(deps(), buyer, lessonId, { body: "null\u0000byte" })).toMatchObject({
      ok: false,
      errors: { body: expect.any(String) },
    });
    expect(await askQuestion(deps(), buyer, 999_999, { body: "Hi?" })).toMatchObject({
      refusal: "not-found",
    });
    expect((await askQuestion(deps(), buyer, lessonId, { body: "x".repeat(2000) })).ok).toBe(true);
    const rows = await db().select().from(lessonQuestions).where(eq(lessonQuestions.lessonId, lessonId));
    expect(rows).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it("limits questions per asker", async () => {
    const { buyer, lessonId } = await setting();
    for (let n = 0; n < QUESTION_LIMITS.questionsPerUser.limit; n += 1) {
      expect((await askQuestion(deps(), buyer, lessonId, { body: `Question ${n}` })).ok).toBe(true);
    }
    const over = await askQuestion(deps(), buyer, lessonId, { body: "One more" });
    expect(over).toMatchObject({
      ok: false,
      refusal: "rate-limited",
      errors: { form: "validation.rateLimited" },
    });
    expect(over.ok ? 0 : over.retryAfterS).toBeGreaterThan(0);
  });

  it("the master and staff answer; the asker gets an email in Polish; others may not", async () => {
    const { master, buyer, lessonId, lesson } = await setting();
    const asked = await askQuestion(deps(), buyer, lessonId, { body: "Which lamp?" });
    if (!asked.ok) throw new Error("not asked");
    sent = [];
    const questionId = asked.value.id;

    const stranger = await insertUser(db());
    expect(await answerQuestion(deps(), stranger, lessonId, questionId, { body: "Any" })).toMatchObject({
      refusal: "forbidden",
    });
    expect(await answerQuestion(deps(), buyer, lessonId, questionId, { body: "Any" })).toMatchObject({
      refusal: "forbidden",
    });
    expect(await answerQuestion(deps(), master, lessonId, questionId, { body: "" })).toEqual({
      ok: false,
      errors: { body: "questionForms.errors.answerRequired" },
    });
    expect(await answerQuestion(deps(), master, lessonId, questionId, { body: "y".repeat(4001) })).toEqual({
      ok: false,
      errors: { body: "questionForms.errors.answerMax" },
    });
    // A question of another lesson is not found through this one.
    const other = await makeLesson(db(), master.id);
    expect(await answerQuestion(deps(), master, other, questionId, { body: "Any" })).toMatchObject({
      refusal: "not-found",
    });
    expect(sent).toHaveLength(0);

    const answered = await answerQuestion(deps(), master, lessonId, questionId, { body: "A 48 W LED lamp." });
    expect(answered.ok).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(buyer.email);
    expect(sent[0]?.subject).toContain("ma odpowiedź");
    expect(sent[0]?.text).toContain("> A 48 W LED lamp.");

    const staff = await insertUser(db(), { isStaff: true, fullName: "Team Member" });
    expect((await answerQuestion(deps(), staff, lessonId, questionId, { body: "Also see step 2." })).ok).toBe(
      true,
    );
    const page = await lessonQuestionPage(db(), lesson, { page: 1, pageSize: 10, staff: false });
    expect(page.questions[0]?.answers.map((answer) => [answer.role, answer.body])).toEqual([
      ["master", "A 48 W LED lamp."],
      ["staff", "Also see step 2."],
    ]);
  });

  it("staff hide a question with a reason (audited): gone for others, marked for staff, shown again", async () => {
    const { master, buyer, lessonId, lesson } = await setting();
    const staff = await insertUser(db(), { isStaff: true });
    const first = await askQuestion(deps(), buyer, lessonId, { body: "Spam link" });
    const second = await askQuestion(deps(), buyer, lessonId, { body: "A real question" });
    if (!first.ok || !second.ok) throw new Error("not asked");
    const answered = await answerQuestion(deps(), master, lessonId, second.value.id, { body: "Rude answer" });
    if (!answered.ok) throw new Error("not answered");

    expect(
      await moderatePost(db(), master, lessonId, { kind: "question", id: first.value.id }, { reason: "x" }),
    ).toMatchObject({ refusal: "forbidden" });
    expect(
      await moderatePost(db(), staff, lessonId, { kind: "question", id: first.value.id }, { reason: " " }),
    ).toEqual({ ok: false, errors: { reason: "questionForms.errors.reasonRequired" } });

    const hidden = await moderatePost(
      db(),
      staff,
      lessonId,
      { kind: "question", id: first.value.id },
      { reason: "Advertising" },
    );
    expect(hidden).toMatchObject({ ok: true, value: { hidden: true } });
    const hiddenAnswer = await moderatePost(
      db(),
      staff,
      lessonId,
      { kind: "answer", id: answered.value.id },
      { reason: "Rude" },
    );
    expect(hiddenAnswer).toMatchObject({ ok: true, value: { hidden: true, questionId: second.value.id } });

    const forOthers = await lessonQuestionPage(db(), lesson, { page: 1, pageSize: 10, staff: false });
    expect(forOthers.count).toBe(1);
    expect(forOthers.questions.map((question) => [question.body, question.answers.length])).toEqual([
      ["A real question", 0],
    ]);
    const forStaff = await lessonQuestionPage(db(), lesson, { page: 1, pageSize: 10, staff: true });
    expect(forStaff.count).toBe(2);
    expect(forStaff.questions[1]).toMatchObject({ body: "Spam link", hidden: { reason: "Advertising" } });
    expect(forStaff.questions[0]?.answers[0]).toMatchObject({
      body: "Rude answer",
      hidden: { reason: "Rude" },
    });

    // The master cannot answer a hidden question.
    expect(
      await answerQuestion(deps(), master, lessonId, first.value.id, { body: "Late answer" }),
    ).toMatchObject({ refusal: "not-found" });

    const audit = await db().select().from(auditLog).where(eq(auditLog.staffId, staff.id));
    expect(audit.map((entry) => [entry.action, entry.subject])).toEqual([
      ["lesson_question.hide", `lesson_question:${first.value.id}`],
      ["lesson_answer.hide", `lesson_answer:${answered.value.id}`],
    ]);
    expect(JSON.parse(audit[0]?.detail ?? "{}")).toMatchObject({
      k: "admin.audit.details.postHidden",
      v: { reason: "Advertising" },
    });

    // Hiding again changes and records nothing; showing again is audited too.
    await moderatePost(db(), staff, lessonId, { kind: "question", id: first.value.id }, { reason: "Again" });
    const restored = await moderatePost(
      db(),
      staff,
      lessonId,
      { kind: "question", id: first.value.id },
      null,
    );
    expect(restored).toMatchObject({ ok: true, value: { hidden: false } });
    const [row] = await db().select().from(lessonQuestions).where(eq(lessonQuestions.id, first.value.id));
    expect(row).toMatchObject({ hiddenAt: null, hiddenReason: "", hiddenBy: null });
    const actions = (await db().select().from(auditLog).where(eq(auditLog.staffId, staff.id))).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(["lesson_question.hide", "lesson_answer.hide", "lesson_question.restore"]);
    const answers = await db().select().from(lessonAnswers).where(eq(lessonAnswers.id, answered.value.id));
    expect(answers[0]?.hiddenReason).toBe("Rude");
  });

  it("pages questions newest first", async () => {
    const { lessonId, lesson } = await setting();
    const askers = await Promise.all(
      [1, 2, 3].map(async () => {
        const user = await insertUser(db());
        await db().insert(purchases).values({ userId: user.id, lessonId, priceCents: 1000 });
        return user;
      }),
    );
    for (const [index, user] of askers.entries()) {
      for (const n of [1, 2, 3, 4]) await askQuestion(deps(), user, lessonId, { body: `Q ${index}-${n}` });
    }
    const first = await lessonQuestionPage(db(), lesson, { page: 1, pageSize: 10, staff: false });
    expect(first.count).toBe(12);
    expect(first.questions).toHaveLength(10);
    expect(first.questions[0]?.body).toBe("Q 2-4");
    const second = await lessonQuestionPage(db(), lesson, { page: 2, pageSize: 10, staff: false });
    expect(second.questions.map((question) => question.body)).toEqual(["Q 0-2", "Q 0-1"]);
    // Past the last page: no question, and still the count (the page then shows the last one).
    expect(await lessonQuestionPage(db(), lesson, { page: 3, pageSize: 10, staff: false })).toEqual({
      count: 12,
      questions: [],
    });
    // A hidden question is counted for staff only.
    await db().update(lessonQuestions).set({ hiddenAt: new Date() }).where(eq(lessonQuestions.body, "Q 1-1"));
    const seen = async (staff: boolean) => {
      const { count, questions } = await lessonQuestionPage(db(), lesson, { page: 1, pageSize: 20, staff });
      return [count, questions.length, questions.some((question) => question.body === "Q 1-1")];
    };
    expect(await seen(false)).toEqual([11, 11, false]);
    expect(await seen(true)).toEqual([12, 12, true]);
    // Every question queued its email in the outbox.
    const queued = await db().select().from(mailOutbox);
    expect(queued.length).toBeGreaterThanOrEqual(12);
  });
});
