import type { Locale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import type { BalanceEntry } from "~/office/types";
import { readStoredText } from "./stored-text";

/**
 * A stored text in a locale, written on the server: for what non-staff read (a ledger entry's
 * reference, a lesson's moderation note), whose browsers do not load the back-office's messages.
 */
export function storedTextIn(locale: Locale, text: string): string {
  return readStoredText(serverI18n(locale).t, locale, text);
}

/** Ledger entries (`history`) with their references in `locale`. */
export function readableHistory(locale: Locale, entries: BalanceEntry[]): BalanceEntry[] {
  return entries.map((entry) => ({ ...entry, reference: storedTextIn(locale, entry.reference) }));
}
