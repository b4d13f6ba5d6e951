/**
 * The email a follower gets when a master they follow publishes a lesson (decision 045), in the
 * follower's language, with the look of the other emails: the greeting, who published what, a
 * button to the lesson, and under the sign-off the signed link that stops the follow.
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
  MUTED,
  preheaderOf,
  textSignOff,
} from "./templates.server";

export interface NewLessonEmailInput {
  locale: Locale;
  /** The follower's name as typed (escaped here). */
  name: string;
  masterName: string;
  lessonTitle: string;
  /** Absolute URL of the lesson page in the follower's language. */
  link: string;
  /** Absolute, signed URL that stops the follow without signing in. */
  unsubscribeLink: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

export function newLessonEmail(input: NewLessonEmailInput): EmailContent {
  const { t } = serverI18n(input.locale);
  const texts = MAIL_TEXTS[input.locale];
  const values = { master: oneLine(input.masterName), title: oneLine(input.lessonTitle) };
  const subject = t("emails.newLesson.subject", values);
  const intro = t("emails.newLesson.intro", values);
  const action = t("emails.newLesson.action");
  const button = t("emails.newLesson.button");
  const why = t("emails.newLesson.why", values);
  const stop = t("emails.newLesson.unsubscribe");
  const url = checkedLink(input.link);
  const stopUrl = checkedLink(input.unsubscribeLink);
  const greeting = greetingFor(texts, input.name);
  const text = [
    greeting,
    "",
    intro,
    action,
    "",
    `${button}: ${url}`,
    "",
    ...textSignOff(texts),
    why,
    `${stop}: ${stopUrl}`,
    "",
  ].join("\n");
  const e = escapeHtml;
  const html = emailHtml({
    locale: input.locale,
    subject,
    preheader: preheaderOf(intro),
    greeting,
    beforeButton: `<p style="margin:0 0 12px;">${e(intro)}</p>
<p style="margin:0 0 28px;">${e(action)}</p>`,
    button,
    link: url,
    afterLink: "",
  }).replace(
    '</td>\n</tr>\n<tr>\n<td align="center" style="padding:20px 12px 0;',
    `<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:${MUTED};">${e(why)} <a href="${e(stopUrl)}" target="_blank" style="color:${MUTED};text-decoration:underline;" data-unsubscribe>${e(stop)}</a></p>
</td>
</tr>
<tr>
<td align="center" style="padding:20px 12px 0;`,
  );
  return { subject, text, html };
}
