import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "~/server/auth/users.server";
import { lessonQuestions, lessons, purchases } from "~/server/db/schema";
import { readFlash } from "~/server/http/flash.server";
import {
  isQuestionPost,
  lessonQuestions as pageQuestions,
  questionAction,
} from "~/server/web/question-routes.server";
import { testDatabases } from "../../../tests/databases";
import { apiClient, type Endpoint, API_ORIGIN as ORIGIN } from "../../../tests/support/api-client";
import { insertUser, makeUser, officeContext, testUploadDeps } from "../../../tests/support/office";
import { settle } from "../../../tests/support/route-response";
import { action, loader } from "./lesson-questions";

let counter = 0;

describe.each(testDatabases())("lesson questions: the page's action and the JSON API on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let root: string;
  let master: User;
  let buyer: User;
  let stranger: User;
  let staff: User;
  let slug: string;
  let lessonId: number;
  let callApi: Awaited<ReturnType<typeof apiClient>>;

  beforeAll(async () => {
    database = await engine.open();
    root = (await testUploadDeps(database.db)).root;
    const db = database.db;
    [master, buyer, stranger] = [await makeUser(db), await makeUser(db), await makeUser(db)];
    staff = await insertUser(db, { isStaff: true });
    counter += 1;
    slug = `questions-lesson-${counter}`;
    const [row] = await db
      .insert(lessons)
      .values({
        slug,
        masterId: master.id,
        title: "Q lesson",
        about: "About",
        priceCents: 0,
        published: true,
      })
      .returning({ id: lessons.id });
    lessonId = row?.id ?? 0;
    await db.insert(purchases).values({ userId: buyer.id, lessonId, priceCents: 0 });
    callApi = await apiClient({
      database,
      root,
      users: [master, buyer, stranger, staff],
      paramsOf: (pathname) => ({
        locale: "en",
        slug,
        id: /\/(?:questions|answers)\/(\d+)\//.exec(pathname)?.[1],
      }),
    });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  const stored = () =>
    database.db.select().from(lessonQuestions).where(eq(lessonQuestions.lessonId, lessonId));

  /** A form POST to the lesson page (`/de/lessons/<slug>`), as the browser sends it. */
  async function postPage(who: User | null, fields: Record<string, string>) {
    const { context } = officeContext(database, root, who, "de");
    const request = new Request(`${ORIGIN}/de/lessons/${slug}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    expect(await isQuestionPost(request)).toBe(true);
    return settle(questionAction(context, request, slug));
  }

  /** A JSON API call under the lesson (`questions/…`, `answers/<id>/…`). */
  const call = (endpoint: Endpoint, path: string, options?: Parameters<typeof callApi>[2]) =>
    callApi(endpoint, `/api/en/api/lessons/${slug}/${path}`, options);

  it("the page: a visitor logs in first, a non-buyer gets 403, bad text 400; nothing is stored", async () => {
    const visitor = await postPage(null, { intent: "question-ask", body: "Hi?" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/de\/login\?redirectTo=/);
    const forbidden = await postPage(stranger, { intent: "question-ask", body: "Hi?" });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({
      intent: "question-ask",
      errors: { form: "questionForms.errors.buyersOnly" },
    });
    const bad = await postPage(buyer, { intent: "question-ask", body: "  " });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      intent: "question-ask",
      target: null,
      kind: null,
      errors: { body: "questionForms.errors.questionRequired" },
      values: { body: "  " },
    });
    expect(await stored()).toHaveLength(0);
  });

  it("the page: ask, answer and hide redirect back to the question with a flash", async () => {
    const { services } = officeContext(database, root, buyer);
    const asked = await postPage(buyer, { intent: "question-ask", body: "Which top coat?" });
    expect(asked.status).toBe(302);
    const [question] = await stored();
    expect(asked.headers.get("Location")).toBe(`/de/lessons/${slug}#question-${question?.id}`);
    const flash = await readFlash(
      new Request(ORIGIN, { headers: { Cookie: asked.headers.get("Set-Cookie")?.split(";")[0] ?? "" } }),
      services.sessionSecrets,
    );
    expect(flash.flash).toEqual({ kind: "success", message: "questionForms.flash.asked" });

    const wrongAnswerer = await postPage(buyer, {
      intent: "question-answer",
      question: String(question?.id),
      body: "Me",
    });
    expect(wrongAnswerer.status).toBe(403);
    const badAnswer = await postPage(master, {
      intent: "question-answer",
      question: String(question?.id),
      body: "",
    });
    expect(badAnswer.status).toBe(400);
    expect(await badAnswer.json()).toMatchObject({
      intent: "question-answer",
      target: question?.id,
      kind: "question",
      errors: { body: "questionForms.errors.answerRequired" },
    });
    const answered = await postPage(master, {
      intent: "question-answer",
      question: String(question?.id),
      page: "2",
      body: "The glossy one.",
    });
    expect(answered.status).toBe(302);
    expect(answered.headers.get("Location")).toBe(`/de/lessons/${slug}?questions=2#question-${question?.id}`);

    const notStaff = await postPage(master, {
      intent: "question-hide",
      question: String(question?.id),
      reason: "x",
    });
    expect(notStaff.status).toBe(403);
    const noReason = await postPage(staff, {
      intent: "question-hide",
      question: String(question?.id),
      reason: "",
    });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({
      errors: { reason: "questionForms.errors.reasonRequired" },
    });
    const hidden = await postPage(staff, {
      intent: "question-hide",
      question: String(question?.id),
      reason: "Off topic",
    });
    expect(hidden.status).toBe(302);

    const lesson = { id: lessonId, master: { id: master.id } };
    const { context } = officeContext(database, root, null, "de");
    const forVisitor = await pageQuestions(context, null, lesson, 1);
    expect(forVisitor).toMatchObject({
      count: 0,
      questions: [],
      page: 1,
      pages: 1,
      viewer: { role: "visitor" },
    });
    const forStaff = await pageQuestions(context, staff, lesson, 5);
    expect(forStaff.page).toBe(1);
    expect(forStaff.questions[0]).toMatchObject({
      hidden: { reason: "Off topic" },
      answers: [{ role: "master" }],
    });

    const restored = await postPage(staff, { intent: "question-restore", question: String(question?.id) });
    expect(restored.status).toBe(302);
    expect((await pageQuestions(context, null, lesson, 1)).count).toBe(1);
  });

  it("the API lists, asks, answers and hides, in the API's shapes", async () => {
    const unauthenticated = await call(action, "questions/", { method: "POST", json: { body: "Hi" } });
    expect(unauthenticated.status).toBe(401);
    const forbidden = await call(action, "questions/", {
      who: stranger,
      method: "POST",
      json: { body: "Hi" },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ detail: "Only buyers of the lesson can ask questions" });
    const bad = await call(action, "questions/", { who: buyer, method: "POST", json: { body: "" } });
    expect(bad).toEqual({ status: 400, body: { body: ["Write your question"] } });
    const wrongType = await call(action, "questions/", { who: buyer, method: "POST", json: { body: 5 } });
    expect(wrongType.status).toBe(400);

    const asked = await call(action, "questions/", {
      who: buyer,
      method: "POST",
      json: { body: "Base coat?" },
    });
    expect(asked).toEqual({ status: 201, body: { id: expect.any(Number), lesson: slug } });
    const id = asked.body.id as number;
    const answered = await call(action, `questions/${id}/answers/`, {
      who: master,
      method: "POST",
      json: { body: "Any rubber base." },
    });
    expect(answered).toEqual({ status: 201, body: { id: expect.any(Number), question: id } });
    expect(
      (await call(action, `questions/${id}/answers/`, { who: buyer, method: "POST", json: { body: "x" } }))
        .status,
    ).toBe(403);
    expect(
      (await call(action, "questions/999999/answers/", { who: master, method: "POST", json: { body: "x" } }))
        .status,
    ).toBe(404);

    const listed = await call(loader, "questions/");
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ next: null, previous: null });
    const mine = (listed.body.results as { id: number }[]).find((question) => question.id === id);
    expect(mine).toEqual({
      id,
      body: "Base coat?",
      created_at: expect.any(String),
      author: { username: buyer.username, full_name: buyer.fullName },
      answers: [
        {
          id: answered.body.id,
          body: "Any rubber base.",
          created_at: expect.any(String),
          role: "master",
          author: { username: master.username, full_name: master.fullName },
        },
      ],
    });

    expect(
      (
        await call(action, `answers/${answered.body.id}/hide/`, {
          who: master,
          method: "POST",
          json: { reason: "x" },
        })
      ).status,
    ).toBe(403);
    const hid = await call(action, `answers/${answered.body.id}/hide/`, {
      who: staff,
      method: "POST",
      json: { reason: "Wrong product" },
    });
    expect(hid).toEqual({ status: 200, body: { id: answered.body.id, kind: "answer", hidden: true } });
    const afterHide = await call(loader, "questions/");
    expect(
      (afterHide.body.results as { id: number; answers: unknown[] }[]).find((q) => q.id === id)?.answers,
    ).toEqual([]);
    const staffList = await call(loader, "questions/", { who: staff });
    const staffView = (staffList.body.results as { id: number; answers: { hidden: unknown }[] }[]).find(
      (q) => q.id === id,
    );
    expect(staffView?.answers[0]?.hidden).toEqual({ reason: "Wrong product", hidden_at: expect.any(String) });
    const shown = await call(action, `answers/${answered.body.id}/hide/`, {
      who: staff,
      method: "POST",
      json: { reason: null },
    });
    expect(shown.body).toMatchObject({ hidden: false });

    expect((await call(loader, "questions/?page=0")).status).toBe(404);
    expect((await call(loader, "questions/", { method: "DELETE" })).status).toBe(405);
  });
});
