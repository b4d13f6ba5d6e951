// What the questions-form end-to-end specs share (contact.spec.ts, contact-smtp-down.spec.ts).
import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import questionsEn from "../../locales/en/questions.json" with { type: "json" };
import { mailsTo } from "./mail";

const q = questionsEn.questions;

export const TEAM = "team@maistry.test";

export interface Question {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export function newQuestion(label: string): Question {
  const tag = randomBytes(4).toString("hex");
  return {
    name: `Visitor ${label} ${tag}`,
    email: `visitor-${tag}@example.com`,
    phone: "+380 44 123 45 67",
    message: `Do the lessons have subtitles? <ref ${tag}>\nThank you!`,
  };
}

/** Fills the questions form inside `scope` and sends it. */
export async function sendQuestion(scope: Locator | Page, question: Question) {
  await scope.getByLabel(q.fields.name, { exact: true }).fill(question.name);
  await scope.getByLabel(q.fields.email, { exact: true }).fill(question.email);
  await scope.getByLabel(`${q.fields.phone} ${q.optional}`, { exact: true }).fill(question.phone);
  await scope.getByLabel(q.fields.message, { exact: true }).fill(question.message);
  await scope.getByRole("button", { name: q.submit, exact: true }).click();
}

/** The success dialog the root shows after the redirect. */
export async function expectSent(page: Page) {
  const dialog = page.getByRole("dialog", { name: q.sent.title });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText(q.sent.message);
}

/** The team's email about `question`, once it has arrived (or null). */
export const teamMailAbout = (question: Question) =>
  mailsTo(TEAM).find((mail) => mail.subject === `Question from ${question.name}`) ?? null;
