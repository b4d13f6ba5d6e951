import type { MetaDescriptor } from "react-router";
import { browserMessages, getI18n } from "~/i18n/i18n";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { rootLocale, SITE_NAME } from "~/i18n/meta";

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/**
 * A back-office page's `<title>` in the page's language, never indexed: "Users — Back-office —
 * Maistry" from `admin.meta.users` (or a title of its own, a lesson's), the frame's alone without.
 */
export function adminMeta(matches: Matches, key?: string, own?: string): MetaDescriptor[] {
  const locale = rootLocale(matches) ?? DEFAULT_LOCALE;
  const { t } = getI18n(locale, browserMessages(locale));
  const page = own ?? (key ? t(`admin.meta.${key}`) : null);
  const title = [page, t("admin.meta.backOffice"), SITE_NAME].filter(Boolean).join(" — ");
  return [{ title }, { name: "robots", content: "noindex" }];
}
