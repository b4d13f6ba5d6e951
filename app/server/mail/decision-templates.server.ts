/**
 * The emails of the team's decisions on a become-teacher application or a proof-of-qualification
 * request, in the user's language, with the look of the account emails (`templates.server.ts`):
 * the greeting, one or two sentences, the staff note when there is one, a button to the master
 * page (approved) or back to the application page (rejected), and the sign-off.
 */
import { LOCALES, type Locale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import {
  checkedLink,
  type EmailContent,
  emailCopy,
  emailHtml,
  escapeHtml,
  greetingFor,
  MAIL_TEXTS,
  preheaderOf,
  quotedHtml,
  textSignOff,
} from "./templates.server";

interface DecisionTexts {
  subject: string;
  /** What was decided. */
  intro: string;
  /** What to do now; reads right above a button and above a plain link. */
  action: string;
  button: string;
}

interface LocaleDecisionTexts {
  /** The heading above the staff's note. */
  noteLabel: string;
  teacherApproved: DecisionTexts;
  teacherRejected: DecisionTexts;
  qualificationApproved: (level: number) => DecisionTexts;
  qualificationRejected: DecisionTexts;
}

/** Each locale's decision emails, from its `emails.json` (formal or informal as its interface). */
function decisionTexts(locale: Locale): LocaleDecisionTexts {
  const { noteLabel, teacherApproved, teacherRejected, qualificationApproved, qualificationRejected } =
    emailCopy(locale).decisions;
  const { t } = serverI18n(locale);
  return {
    noteLabel,
    teacherApproved,
    teacherRejected,
    qualificationApproved: (level) => ({
      subject: t("emails.decisions.qualificationApproved.subject", { level }),
      intro: t("emails.decisions.qualificationApproved.intro", { level }),
      action: qualificationApproved.action,
      button: qualificationApproved.button,
    }),
    qualificationRejected,
  };
}

export const DECISION_TEXTS = Object.fromEntries(
  LOCALES.map((locale) => [locale, decisionTexts(locale)]),
) as Record<Locale, LocaleDecisionTexts>;

export interface DecisionEmailInput {
  locale: Locale;
  /** The person's name as they typed it (full_name); escaped for HTML here. */
  name: string;
  /** An absolute http(s) URL: the master page (approved) or the application page (rejected). */
  link: string;
  approved: boolean;
  /** The staff's note (shown when not empty; required on a rejection). */
  note: string;
}

/** The email telling a user the team's decision on their become-teacher application. */
export function teacherDecisionEmail(input: DecisionEmailInput): EmailContent {
  const texts = DECISION_TEXTS[input.locale];
  return render(input, input.approved ? texts.teacherApproved : texts.teacherRejected);
}

/** The email telling a user the team's decision on their proof-of-qualification request. */
export function qualificationDecisionEmail(
  input: DecisionEmailInput & { level: number | null },
): EmailContent {
  const texts = DECISION_TEXTS[input.locale];
  return render(
    input,
    input.approved && input.level !== null
      ? texts.qualificationApproved(input.level)
      : texts.qualificationRejected,
  );
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]+/g;

function render({ locale, name, link, note }: DecisionEmailInput, message: DecisionTexts): EmailContent {
  const texts = MAIL_TEXTS[locale];
  const noteLabel = DECISION_TEXTS[locale].noteLabel;
  const url = checkedLink(link);
  const greeting = greetingFor(texts, name);
  const cleanNote = note.replace(/\r\n?/g, "\n").replace(CONTROL, " ").trim();

  const text = [
    greeting,
    "",
    message.intro,
    ...(cleanNote ? ["", noteLabel, cleanNote] : []),
    "",
    message.action,
    "",
    `${message.button}: ${url}`,
    "",
    ...textSignOff(texts),
  ].join("\n");

  const e = escapeHtml;
  const noteHtml = cleanNote ? `${quotedHtml(cleanNote, noteLabel)}\n` : "";
  const html = emailHtml({
    locale,
    subject: message.subject,
    preheader: preheaderOf(message.intro),
    greeting,
    beforeButton: `<p style="margin:0 0 24px;">${e(message.intro)}</p>
${noteHtml}<p style="margin:0 0 28px;">${e(message.action)}</p>`,
    button: message.button,
    link: url,
  });
  return { subject: message.subject, text, html };
}
