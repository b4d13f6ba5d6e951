import type { MetaDescriptor } from "react-router";
import { browserMessages, getI18n } from "~/i18n/i18n";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";
import { SITE_NAME } from "~/i18n/meta";

/**
 * The `<title>` of an office items page: `officeItems.meta.<key>`, then the personal office, then
 * the site. Office pages are personal: search engines are asked to leave them out.
 */
export function officeItemsMeta(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  key: string,
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.data as { locale?: unknown } | undefined;
  if (!root) return [{ title: SITE_NAME }];
  const locale = isLocale(root.locale) ? root.locale : DEFAULT_LOCALE;
  const { t } = getI18n(locale, browserMessages(locale));
  return [
    { title: `${t(`officeItems.meta.${key}`)} — ${t("meta.personalOffice.title")} — ${SITE_NAME}` },
    { name: "robots", content: "noindex" },
  ];
}
