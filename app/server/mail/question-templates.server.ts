/**
 * The emails of a lesson's questions (decision 046), in the recipient's language and with the look
 * of the other emails: the master hears of a new question, the asker of an answer. The question or
 * the answer is quoted (escaped, line breaks kept), with a button to it on the lesson page.
 */
import type { Locale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import {
  checkedLink,
  type EmailContent,
  emailHtml,
  escapeHtml,
  greetingFor,
  MAIL_TEXTS,
  preheaderOf,
  quotedHtml,
  textSignOff,
} from "./templates.server";

export interface QuestionEmailInput {
  locale: Locale;
  /** The recipient's name as typed (full_name). */
  name: string;
  /** The other person: the asker (to the master) or who answered (to the asker). */
  from: string;
  lessonTitle: string;
  /** The question or the answer, as stored. */
  body: string;
  /** An absolute http(s) URL of the question on the lesson page. */
  link: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]+/g;
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** To the lesson's master: a buyer asked a question. */
export const newQuestionEmail = (input: QuestionEmailInput) => render(input, "lessonQuestion");

/** To the asker: the master or the team answered their question. */
export const newAnswerEmail = (input: QuestionEmailInput) => render(input, "lessonAnswer");

function render(input: QuestionEmailInput, kind: "lessonQuestion" | "lessonAnswer"): EmailContent {
  const { locale } = input;
  const { t } = serverI18n(locale);
  const texts = MAIL_TEXTS[locale];
  const values = { lesson: oneLine(input.lessonTitle), name: oneLine(input.from) };
  const subject = t(`emails.${kind}.subject`, values);
  const intro = t(`emails.${kind}.intro`, values);
  const action = t(`emails.${kind}.action`);
  const button = t(`emails.${kind}.button`);
  const url = checkedLink(input.link);
  const greeting = greetingFor(texts, input.name);
  const body = input.body.replace(/\r\n?/g, "\n").replace(CONTROL, " ").trim();

  const text = [
    greeting,
    "",
    intro,
    "",
    ...body.split("\n").map((line) => `> ${line}`),
    "",
    action,
    "",
    `${button}: ${url}`,
    "",
    ...textSignOff(texts),
  ].join("\n");

  const e = escapeHtml;
  const html = emailHtml({
    locale,
    subject,
    preheader: preheaderOf(intro),
    greeting,
    beforeButton: `<p style="margin:0 0 16px;">${e(intro)}</p>
${quotedHtml(body)}
<p style="margin:0 0 28px;">${e(action)}</p>`,
    button,
    link: url,
  });
  return { subject, text, html };
}
