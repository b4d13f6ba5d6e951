import { LOCALES, type Locale } from "~/i18n/locales";
import { messages, serverI18n } from "~/i18n/messages.server";
import type enEmails from "../../../locales/en/emails.json";
import { ukrainianVocative } from "./ukrainian-vocative.server";

/** A rendered email, ready for `Mailer.send` together with a recipient. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailInput {
  locale: Locale;
  /** The person's name as they typed it (full_name); escaped for HTML here. */
  name: string;
  /** An absolute http(s) URL. */
  link: string;
}

/** The words of one kind of email. */
export interface MessageTexts {
  subject: string;
  /** One warm sentence: who we are or why this email came. */
  intro: string;
  /** One sentence: what to do. It reads right both above a button and above a plain link. */
  action: string;
  /** The button's label. */
  button: string;
  /** How long the link works. */
  validity: string;
  /** What to do if the email was not expected. */
  ignore: string;
}

/** Everything an email says in one locale. */
export interface MailTexts {
  /** The greeting line for a name. */
  greeting: (name: string) => string;
  /** The greeting line when the name is empty. */
  greetingNoName: string;
  /** Under the button: the same link for when the button does not work. */
  linkHint: string;
  /** The sign-off; `\n` breaks the line. */
  signature: string;
  /** Under the card: what Maistry is. */
  tagline: string;
  activation: MessageTexts;
  passwordReset: MessageTexts;
}

/** What `locales/<lng>/emails.json` holds (the English file is the shape of all eight). */
export type EmailCopy = (typeof enEmails)["emails"];

/** A locale's email copy: a server-only area of its messages, never in the browser's bundles. */
export const emailCopy = (locale: Locale) => messages[locale].emails as EmailCopy;

/**
 * Everything an email says in one locale, from its `emails.json`. The register follows each
 * locale's interface: uk, ru, fr and de address the reader formally, pl, it, es and en informally,
 * and none of the sentences depend on the reader's gender.
 */
function mailTexts(locale: Locale): MailTexts {
  const copy = emailCopy(locale);
  const { t } = serverI18n(locale);
  return {
    // Ukrainian greets a person in the vocative case ("Вітаємо, Олено!").
    greeting: (name) => t("emails.greeting", { name: locale === "uk" ? ukrainianVocative(name) : name }),
    greetingNoName: copy.greetingNoName,
    linkHint: copy.linkHint,
    signature: copy.signature,
    tagline: copy.tagline,
    activation: copy.activation,
    passwordReset: copy.passwordReset,
  };
}

export const MAIL_TEXTS = Object.fromEntries(LOCALES.map((locale) => [locale, mailTexts(locale)])) as Record<
  Locale,
  MailTexts
>;

/** The account activation email (registration → this link → `/login/<token>`). */
export function activationEmail(input: EmailInput): EmailContent {
  return render(input, "activation");
}

/** The password reset email (forgot-password → this link → `/new-password/…`). */
export function passwordResetEmail(input: EmailInput): EmailContent {
  return render(input, "passwordReset");
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export function checkedLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new TypeError("An email link must be an absolute URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new TypeError("An email link must be an http(s) URL");
  }
  return link;
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const SERIF = "Georgia,'Times New Roman',Times,serif";
const PLUM = "#7a2848";
const PAPER = "#faf6f2";
const INK = "#2b2226";
export const MUTED = "#6f5f66";

/**
 * A person's words quoted in an email (a question, an answer, staff's note or reason): escaped,
 * line breaks kept, under a small label when there is one.
 */
export function quotedHtml(text: string, label?: string): string {
  const heading = label
    ? `<p style="margin:0 0 6px;font-size:14px;font-weight:bold;color:${MUTED};">${escapeHtml(label)}</p>\n`
    : "";
  return `${heading}<blockquote style="margin:0 0 24px;padding:12px 16px;border-left:3px solid ${PLUM};background-color:${PAPER};border-radius:4px;">${escapeHtml(text).replaceAll("\n", "<br>")}</blockquote>`;
}

/** The greeting line for a name as typed (one line: no line breaks or control characters). */
export function greetingFor(texts: MailTexts, name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleanName = name.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return cleanName ? texts.greeting(cleanName) : texts.greetingNoName;
}

/** What an email puts into the shared layout (`emailHtml`). */
export interface EmailLayout {
  locale: Locale;
  subject: string;
  /** The inbox preview line. */
  preheader: string;
  greeting: string;
  /** Escaped HTML between the greeting and the button. */
  beforeButton: string;
  button: string;
  /** The button's absolute http(s) URL (checked here). */
  link: string;
  /** Escaped HTML between the plain link and the sign-off. */
  afterLink?: string;
}

/** The HTML every email shares: the name, the card with greeting, text, button, link and sign-off. */
export function emailHtml(layout: EmailLayout): string {
  const texts = MAIL_TEXTS[layout.locale];
  const e = escapeHtml;
  const href = e(checkedLink(layout.link));
  return `<!DOCTYPE html>
<html lang="${layout.locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${e(layout.subject)}</title>
</head>
<body style="margin:0;padding:0;width:100%;background-color:${PAPER};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${e(layout.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAPER}" style="width:100%;background-color:${PAPER};">
<tr>
<td align="center" style="padding:32px 12px;">
<!--[if mso]><table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" align="center"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:560px;">
<tr>
<td align="center" style="padding:0 0 20px;">
<h1 style="margin:0;font-family:${SERIF};font-size:30px;line-height:1.2;font-weight:normal;letter-spacing:0.5px;color:${PLUM};">Maistry</h1>
</td>
</tr>
<tr>
<td bgcolor="#ffffff" style="background-color:#ffffff;border-radius:12px;padding:32px 28px;font-family:${FONT};font-size:16px;line-height:1.6;color:${INK};">
<p style="margin:0 0 16px;font-size:18px;font-weight:bold;">${e(layout.greeting)}</p>
${layout.beforeButton}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:0 auto 28px;">
<tr>
<td align="center" bgcolor="${PLUM}" style="background-color:${PLUM};border-radius:8px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;line-height:1.2;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px;">${e(layout.button)}</a>
</td>
</tr>
</table>
<p style="margin:0 0 6px;font-size:14px;line-height:1.5;color:${MUTED};">${e(texts.linkHint)}</p>
<p style="margin:0 0 24px;font-size:14px;line-height:1.5;word-break:break-all;"><a href="${href}" target="_blank" style="color:${PLUM};text-decoration:underline;">${href}</a></p>
${layout.afterLink ?? ""}<p style="margin:0;">${e(texts.signature).replaceAll("\n", "<br>")}</p>
</td>
</tr>
<tr>
<td align="center" style="padding:20px 12px 0;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED};">Maistry · ${e(texts.tagline)}</td>
</tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td>
</tr>
</table>
</body>
</html>
`;
}

/** The plain-text part's sign-off, shared by every email. */
export const textSignOff = (texts: MailTexts) => [
  texts.signature,
  "",
  "-- ",
  `Maistry · ${texts.tagline}`,
  "",
];

/** The inbox preview line; German intros start in lower case after the greeting's comma. */
export const preheaderOf = (intro: string) => intro.charAt(0).toUpperCase() + intro.slice(1);

function render({ locale, name, link }: EmailInput, kind: "activation" | "passwordReset"): EmailContent {
  const texts = MAIL_TEXTS[locale];
  const message = texts[kind];
  const url = checkedLink(link);
  const greeting = greetingFor(texts, name);
  const text = [
    greeting,
    "",
    `${message.intro} ${message.action}`,
    "",
    url,
    "",
    message.validity,
    message.ignore,
    "",
    ...textSignOff(texts),
  ].join("\n");
  const e = escapeHtml;
  const html = emailHtml({
    locale,
    subject: message.subject,
    preheader: preheaderOf(message.intro),
    greeting,
    beforeButton: `<p style="margin:0 0 28px;">${e(message.intro)} ${e(message.action)}</p>`,
    button: message.button,
    link: url,
    afterLink: `<p style="margin:0 0 8px;">${e(message.validity)}</p>
<p style="margin:0 0 24px;color:${MUTED};">${e(message.ignore)}</p>
`,
  });
  return { subject: message.subject, text, html };
}
