import { expect as baseExpect, type Page, type TestInfo } from "@playwright/test";
import { DEMO_CREDENTIALS } from "../../app/server/seed/demo-content";
import questionsDe from "../../locales/de/questions.json" with { type: "json" };
import questionsEn from "../../locales/en/questions.json" with { type: "json" };
import { test } from "./fixtures";
import { hasJavaScript, NOJS, PHONE, useFreshAddress, waitForHydration } from "./helpers";
import { expectSent, newQuestion, sendQuestion, teamMailAbout } from "./questions";
import { signIn } from "./users";

/*
 * The questions form end to end, at 1280 px with JavaScript and without, and the footer dialog at
 * 375 px with JavaScript: a
 * visitor sends a question (from the footer's dialog with JavaScript, else on the contact page), gets the success dialog, and the question is in the back-office — where staff
 * mark it answered — and in the team's mailbox. Field errors show next to the fields: inline
 * with JavaScript, from the server's 400 without. (SMTP down: contact-smtp-down.spec.ts.)
 */

const expect = baseExpect.configure({ timeout: 12_000 });
test.describe.configure({ timeout: 90_000 });

const q = questionsEn.questions;

// Each test its own client address: the per-address limits (5 questions in 10 minutes, logins)
// never block a run, retries included.
test.beforeEach(({ page }) => useFreshAddress(page));

const questionsSection = (page: Page) => page.getByRole("region", { name: q.title });

// The footer's dialog (with JavaScript) also at 375 px; the form without JavaScript at 1280 px.
test(
  "a visitor's question reaches the back-office and the team's mailbox",
  { tag: [NOJS, PHONE] },
  async ({ page }, testInfo) => {
    const js = hasJavaScript(testInfo);
    const question = newQuestion(testInfo.project.name);

    await page.goto("/en/lessons");
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: q.ask, exact: true });
    if (js) {
      // The footer's dialog over the current page; the answer comes back to that page.
      await waitForHydration(page, "en");
      await footerLink.click();
      const dialog = page.getByRole("dialog", { name: q.title });
      await expect(dialog).toBeVisible();
      await sendQuestion(dialog, question);
      await expectSent(page);
      await expect(page).toHaveURL(/\/en\/lessons$/);
      await expect(page.getByRole("dialog", { name: q.title })).toBeHidden();
    } else {
      // Without JavaScript the link leads to the form on the contact page.
      await footerLink.click();
      await expect(page).toHaveURL(/\/en\/contact#questions$/);
      await sendQuestion(questionsSection(page), question);
      await expectSent(page);
      await expect(page).toHaveURL(/\/en\/contact$/);
      // The form starts empty again.
      await expect(questionsSection(page).getByLabel(q.fields.message, { exact: true })).toHaveValue("");
    }

    // The team's mailbox: the question, answerable by replying.
    await expect.poll(() => teamMailAbout(question) !== null, { timeout: 20_000 }).toBe(true);
    const mail = teamMailAbout(question);
    expect(mail?.text).toContain(question.email);
    expect(mail?.text).toContain("+380441234567");
    expect(mail?.text).toContain(question.message);
    expect(mail?.html).toContain(`&lt;ref ${question.message.match(/<ref (\w+)>/)?.[1]}&gt;`);

    // The back-office: listed as unanswered, then marked answered.
    await signIn(page, DEMO_CREDENTIALS.staff);
    await page.goto("/en/admin/messages");
    const card = page.getByRole("article", { name: question.name });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: question.email })).toHaveAttribute(
      "href",
      `mailto:${question.email}`,
    );
    await expect(card).toContainText("+380441234567");
    await expect(card).toContainText("Do the lessons have subtitles?");
    await expect(card.getByText("EN", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Mark answered" }).click();
    await expect(page.getByRole("article", { name: question.name })).toBeHidden();
    await page.getByRole("link", { name: "Answered", exact: true }).click();
    const answered = page.getByRole("article", { name: question.name });
    await expect(answered).toContainText(`by @${DEMO_CREDENTIALS.staff.username}`);
  },
);

// The same form and messages at both widths: at 1280 px, with JavaScript and without.
test(
  "field errors show next to the fields and nothing is sent",
  { tag: [NOJS] },
  async ({ page }, testInfo: TestInfo) => {
    const js = hasJavaScript(testInfo);
    const de = questionsDe.questions;
    await page.goto("/de/contact");
    if (js) await waitForHydration(page, "de");
    const form = page.getByRole("region", { name: de.title });
    await form.getByLabel(de.fields.name, { exact: true }).fill("A1");
    await form.getByLabel(de.fields.email, { exact: true }).fill("keine-adresse");
    await form.getByLabel(`${de.fields.phone} ${de.optional}`, { exact: true }).fill("12");

    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts += 1;
    });
    await form.getByRole("button", { name: de.submit, exact: true }).click();

    const name = form.getByLabel(de.fields.name, { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    // The message is the field's description (after the "!" badge its style puts before it).
    const described = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
    await expect(name).toHaveAccessibleDescription(described(de.errors.nameShort));
    await expect(form.getByLabel(de.fields.email, { exact: true })).toHaveAccessibleDescription(
      described(de.errors.emailInvalid),
    );
    await expect(
      form.getByLabel(`${de.fields.phone} ${de.optional}`, { exact: true }),
    ).toHaveAccessibleDescription(described(de.errors.phoneInvalid));
    await expect(form.getByLabel(de.fields.message, { exact: true })).toHaveAccessibleDescription(
      described(de.errors.messageEmpty),
    );
    // What was typed stays (after the server's 400 too).
    await expect(name).toHaveValue("A1");
    if (js) {
      // Checked in the browser: no request was made, and the first bad field has the focus.
      expect(posts).toBe(0);
      await expect(name).toBeFocused();
      // Fixing a field clears its message when leaving it.
      await name.fill("Anna");
      await form.getByLabel(de.fields.email, { exact: true }).focus();
      await expect(name).not.toHaveAttribute("aria-invalid", "true");
    } else {
      expect(posts).toBe(1);
    }
    await expect(page.getByRole("dialog", { name: de.sent.title })).toHaveCount(0);
  },
);
