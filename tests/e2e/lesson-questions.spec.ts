import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { DEMO_CREDENTIALS, demoEmail } from "../../app/server/seed/demo-content";
import deEmails from "../../locales/de/emails.json" with { type: "json" };
import adminEn from "../../locales/en/admin.json" with { type: "json" };
import questionsEn from "../../locales/en/lesson-questions.json" with { type: "json" };
import formsEn from "../../locales/en/question-forms.json" with { type: "json" };
import { freeDemoLesson } from "./demo-lessons";
import { test } from "./fixtures";
import {
  closeFlash,
  firstLoadModules,
  format,
  HTTP,
  hasJavaScript,
  localize,
  NOJS,
  useFreshAddress,
  waitForHydration,
} from "./helpers";
import { linkIn, mailsTo } from "./mail";
import { buyThroughApi } from "./money";
import { createUser, signIn } from "./users";

/*
 * Questions under a lesson (issue 18 §2, decision 046), JavaScript on and off: a signed-in
 * non-buyer gets no form and a crafted POST is refused; a buyer's bad input gets its message next to
 * the field and stores nothing; the buyer asks, the master gets the email and answers, the asker
 * gets the answer's email in their language, a visitor reads both; staff hide a question with a
 * reason (audited) and it is gone for everyone else. Each project works on its own free demo lesson.
 */

const expect = baseExpect.configure({ timeout: 12_000 });
test.describe.configure({ timeout: 60_000 });

const locale = "en";
const q = questionsEn.lessonQuestions;
const f = formsEn.questionForms;

test.beforeEach(({ page }) => useFreshAddress(page));

/** A fresh user who bought the (free) lesson through the JSON API; returns them and their token. */
async function buyer(request: APIRequestContext, slug: string, name = "Asker", userLocale?: "de") {
  const user = await createUser(request, "", name, userLocale ? { locale: userLocale } : {});
  return { user, access: await buyThroughApi(request, user, slug, locale) };
}

const section = (page: Page) => page.locator("#questions");
const questionItem = (page: Page, text: string): Locator =>
  section(page).locator("ol > li").filter({ hasText: text });

/** Opens the page as whoever the browser is signed in as (or a visitor), hydrated with JavaScript. */
async function open(page: Page, path: string, js: boolean) {
  await page.goto(path);
  if (js) await waitForHydration(page, locale);
}

/** The waiting email to `address` whose text contains `text`. */
async function mailWith(address: string, text: string) {
  await expect
    .poll(() => mailsTo(address).some((mail) => mail.text.includes(text)), {
      message: `an email to ${address} with "${text}"`,
      timeout: 15_000,
    })
    .toBe(true);
  const mail = mailsTo(address).find((candidate) => candidate.text.includes(text));
  if (!mail) throw new Error("no mail");
  return mail;
}

test(
  "a visitor's lesson page loads neither the forms nor their validation (buyers, masters and staff fetch them)",
  { tag: [HTTP] },
  async ({ request }, testInfo) => {
    const lesson = await freeDemoLesson(request, testInfo, { offset: 1 });
    const html = await (await request.get(localize(locale, `/lessons/${lesson.slug}`))).text();
    expect(html).toContain('id="questions"');
    const modules = firstLoadModules(html);
    expect(modules.length).toBeGreaterThan(5);
    expect(
      modules.filter((href) =>
        /\/(zod|lesson-question|lesson-forms|use-validated-form|fields)-[\w-]{8}\.js$/.test(href ?? ""),
      ),
    ).toEqual([]);
  },
);

test(
  "a non-buyer cannot ask; a buyer's bad input gets a message by the field and changes nothing",
  {
    tag: [NOJS],
  },
  async ({ page }, testInfo) => {
    const js = hasJavaScript(testInfo);
    const lesson = await freeDemoLesson(page.request, testInfo, { offset: 1 });
    const path = localize(locale, `/lessons/${lesson.slug}`);
    // Nothing by these users among the newest questions (the project's other tests ask on the same
    // lesson at the same time: the count is no measure).
    const listed = async () =>
      (await page.request.get(`/api/${locale}/api/lessons/${lesson.slug}/questions/`)).text();

    const stranger = await createUser(page.request, "", "Stranger");
    await signIn(page, stranger);
    await open(page, path, js);
    await expect(section(page).getByText(q.buyersOnly)).toBeVisible();
    await expect(section(page).getByLabel(f.ask.label)).toHaveCount(0);
    const crafted = await page.request.post(path, {
      form: { intent: "question-ask", body: `Crafted by ${stranger.username}` },
      maxRedirects: 0,
    });
    expect(crafted.status()).toBe(403);
    expect(await listed()).not.toContain(stranger.username);

    const { user } = await buyer(page.request, lesson.slug);
    await page.context().clearCookies();
    await signIn(page, user);
    await open(page, path, js);
    const field = section(page).getByLabel(f.ask.label);
    await field.fill("   ");
    await section(page).getByRole("button", { name: f.ask.submit }).click();
    await expect(section(page).getByText(f.errors.questionRequired)).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");

    const long = `${"Too long ".repeat(222)}end`;
    await section(page).getByLabel(f.ask.label).fill(long);
    await section(page).getByRole("button", { name: f.ask.submit }).click();
    await expect(section(page).getByText(f.errors.questionMax)).toBeVisible();
    // What was typed is kept.
    await expect(section(page).getByLabel(f.ask.label)).toHaveValue(long);
    expect(await listed()).not.toContain(user.username);
  },
);

test(
  "a buyer asks, the master is emailed and answers, the asker is emailed, a visitor reads both",
  {
    tag: [NOJS],
  },
  async ({ page, baseURL }, testInfo) => {
    const js = hasJavaScript(testInfo);
    const lesson = await freeDemoLesson(page.request, testInfo, { offset: 1 });
    const path = localize(locale, `/lessons/${lesson.slug}`);
    const { user } = await buyer(page.request, lesson.slug, "Asker", "de");
    const tag = randomBytes(4).toString("hex");
    const question = `Which base coat do you use, ${tag}?`;
    const second = `And how thin is <b>the</b> layer ${tag}?`;

    await test.step("the buyer asks (two paragraphs, HTML shown as typed)", async () => {
      await signIn(page, user);
      await open(page, path, js);
      await section(page).getByLabel(f.ask.label).fill(`${question}\n\n${second}`);
      await section(page).getByRole("button", { name: f.ask.submit }).click();
      await closeFlash(page, f.flash.asked);
      const item = questionItem(page, question);
      await expect(item).toBeVisible();
      await expect(item.getByText(second, { exact: true })).toBeVisible();
      await expect(item.locator("b")).toHaveCount(0);
    });

    const masterEmail = demoEmail(lesson.master.username);
    await test.step("the master gets the email, with a link to the question", async () => {
      const mail = await mailWith(masterEmail, question);
      expect(mail.subject).toContain(lesson.title);
      const link = linkIn(mail, new URL(baseURL as string).origin, /^(\/\w\w)?\/lessons\/[^/]+$/);
      expect(link.hash).toMatch(/^#question-\d+$/);
    });

    const answer = `A rubber base, ${tag}.`;
    await test.step("the master answers on the lesson page", async () => {
      await page.context().clearCookies();
      await signIn(page, { email: masterEmail });
      await open(page, path, js);
      const item = questionItem(page, question);
      await item.getByLabel(f.answer.label).fill(answer);
      await item.getByRole("button", { name: f.answer.submit }).click();
      await closeFlash(page, f.flash.answered);
      await expect(questionItem(page, question).getByText(answer)).toBeVisible();
    });

    await test.step("the asker gets the answer's email in German", async () => {
      const mail = await mailWith(user.email, answer);
      expect(mail.subject).toBe(format(deEmails.emails.lessonAnswer.subject, { lesson: lesson.title }));
    });

    await test.step("a visitor reads the question and the master's answer", async () => {
      await page.context().clearCookies();
      await open(page, path, js);
      const item = questionItem(page, question);
      await expect(item.getByText(answer)).toBeVisible();
      await expect(item.getByText(q.answerBy.master)).toBeVisible();
      await expect(section(page).getByLabel(f.ask.label)).toHaveCount(0);
    });
  },
);

test(
  "staff hide a question with a reason: marked for staff, audited, gone for everyone else",
  {
    tag: [NOJS],
  },
  async ({ page }, testInfo) => {
    const js = hasJavaScript(testInfo);
    const lesson = await freeDemoLesson(page.request, testInfo, { offset: 1 });
    const path = localize(locale, `/lessons/${lesson.slug}`);
    const { user, access } = await buyer(page.request, lesson.slug, "Spammer");
    const tag = randomBytes(4).toString("hex");
    const text = `Cheap lashes at example.test ${tag}`;
    const asked = await page.request.post(`/api/${locale}/api/lessons/${lesson.slug}/questions/`, {
      headers: { Authorization: `Bearer ${access}` },
      data: { body: text },
    });
    expect(asked.status(), await asked.text()).toBe(201);

    const reason = `Advertising ${tag}`;
    await signIn(page, DEMO_CREDENTIALS.staff);
    await open(page, path, js);
    const item = questionItem(page, text);
    const hide = item
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: f.hide.summary.question }) });
    await hide.locator("summary").click();
    // Without a reason: the message by the field, nothing hidden.
    await hide.getByRole("button", { name: f.hide.submit.question }).click();
    await expect(questionItem(page, text).getByText(f.errors.reasonRequired)).toBeVisible();
    await questionItem(page, text).getByLabel(f.hide.reason).fill(reason);
    await questionItem(page, text).getByRole("button", { name: f.hide.submit.question }).click();
    await closeFlash(page, f.flash.hidden);
    await expect(questionItem(page, text).getByText(format(f.hidden, { reason }))).toBeVisible();

    await page.goto(localize(locale, "/admin/audit"));
    const row = page.getByRole("row").filter({ hasText: reason });
    await expect(row).toContainText(adminEn.admin.audit.actions.lesson_question.hide);

    for (const who of [null, user]) {
      await page.context().clearCookies();
      if (who) await signIn(page, who);
      await open(page, path, js);
      await expect(section(page)).toBeVisible();
      await expect(section(page).getByText(text)).toHaveCount(0);
    }
    const listed = await page.request.get(`/api/${locale}/api/lessons/${lesson.slug}/questions/`);
    expect(await listed.text()).not.toContain(tag);
  },
);
