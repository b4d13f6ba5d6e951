import { rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import questionsEn from "../../locales/en/questions.json" with { type: "json" };
import { test } from "./fixtures";
import { useFreshAddress, waitForHydration } from "./helpers";
import { expectSent, newQuestion, sendQuestion, teamMailAbout } from "./questions";

/*
 * The team's mail server is down when a visitor sends a question: the visitor still gets the
 * success answer (the question and its email are stored together), and the email goes out once
 * the server is back (the delivery loop retries it; the first retry is due MAIL_RETRY_SECONDS,
 * 2 s in the end-to-end server, after the failed try). "Down" is real: the loopback SMTP sink stops listening while <E2E_DATA_DIR>/smtp-down
 * exists. Its own project runs this after the four main projects, whose tests send mail directly;
 * alone: `npx playwright test tests/e2e/contact-smtp-down.spec.ts --project=smtp-down --no-deps`.
 */

const DOWN_FILE = path.join(process.env.E2E_DATA_DIR ?? ".e2e-data", "smtp-down");
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const q = questionsEn.questions;

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** Whether something accepts connections on the SMTP port right now. */
const smtpListening = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(SMTP_PORT, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

async function smtpDown(down: boolean) {
  if (down) writeFileSync(DOWN_FILE, "");
  else rmSync(DOWN_FILE, { force: true });
  await expect.poll(smtpListening, { message: `SMTP ${down ? "down" : "up"}` }).toBe(!down);
}

test.beforeEach(({ page }) => useFreshAddress(page));
test.afterEach(() => smtpDown(false));

async function askWhileSmtpIsDown(page: Page, js: boolean) {
  const question = newQuestion(js ? "smtp-down-js" : "smtp-down-nojs");
  await smtpDown(true);
  await page.goto("/en/contact");
  if (js) await waitForHydration(page, "en");
  await sendQuestion(page.getByRole("region", { name: q.title }), question);
  await expectSent(page);
  // Nothing could go out while the server was down.
  expect(teamMailAbout(question)).toBeNull();

  await smtpDown(false);
  await expect
    .poll(() => teamMailAbout(question) !== null, {
      message: "the queued email arrives once SMTP is back",
      timeout: 30_000,
      intervals: [1000],
    })
    .toBe(true);
  expect(teamMailAbout(question)?.text).toContain(question.message);
}

test("with JavaScript: sent while SMTP is down, mailed once it is back", async ({ page }) => {
  await askWhileSmtpIsDown(page, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("sent while SMTP is down, mailed once it is back", async ({ page }) => {
    await askWhileSmtpIsDown(page, false);
  });
});
