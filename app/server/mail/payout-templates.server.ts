/**
 * The email telling a master the team's decision on their payout request (decision 048), in their
 * language, with the look of the account emails: the greeting, what was decided, the transfer's
 * reference or the rejection's reason, a button to their balance and the sign-off.
 */
import type { Locale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import { formatMoney } from "~/i18n/money";
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

export interface PayoutEmailInput {
  locale: Locale;
  name: string;
  amountCents: number;
  /** An absolute http(s) URL: the master's balance tab. */
  link: string;
  decision: { status: "paid"; reference: string } | { status: "rejected"; reason: string };
}

export function payoutDecisionEmail({
  locale,
  name,
  amountCents,
  link,
  decision,
}: PayoutEmailInput): EmailContent {
  const copy = emailCopy(locale).payouts;
  const { t } = serverI18n(locale);
  const amount = formatMoney(amountCents, locale, { alwaysCents: true });
  const key = decision.status === "paid" ? "paid" : "rejected";
  const subject = t(`emails.payouts.${key}.subject`, { amount });
  const intro = t(`emails.payouts.${key}.intro`, { amount });
  const { action, button } = copy[key];
  const label = decision.status === "paid" ? copy.referenceLabel : copy.reasonLabel;
  const note = decision.status === "paid" ? decision.reference : decision.reason;
  const texts = MAIL_TEXTS[locale];
  const url = checkedLink(link);
  const greeting = greetingFor(texts, name);
  const text = [
    greeting,
    "",
    intro,
    "",
    label,
    note,
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
    beforeButton: `<p style="margin:0 0 24px;">${e(intro)}</p>
${quotedHtml(note, label)}
<p style="margin:0 0 28px;">${e(action)}</p>`,
    button,
    link: url,
  });
  return { subject, text, html };
}
