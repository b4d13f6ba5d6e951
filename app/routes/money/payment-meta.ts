import type { MetaDescriptor } from "react-router";
import { browserMessages, getI18n } from "~/i18n/i18n";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";

/** The `<title>` of a payment page (never indexed: every one is private to its user). */
export function paymentMeta(matches: readonly ({ id: string; data?: unknown } | undefined)[], key: string) {
  const data = matches.find((match) => match?.id === "root")?.data as { locale?: unknown } | undefined;
  const locale = isLocale(data?.locale) ? data.locale : DEFAULT_LOCALE;
  const { t } = getI18n(locale, browserMessages(locale));
  return [
    { title: `${t(key)} — Maistry` },
    { name: "robots", content: "noindex" },
  ] satisfies MetaDescriptor[];
}
