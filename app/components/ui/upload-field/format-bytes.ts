import { numberFormat } from "~/i18n/formatters";
import type { Locale } from "~/i18n/locales";

/** "2.4 MB", "380 kB" in the page's language. */
export function formatBytes(bytes: number, locale: Locale): string {
  const megabyte = 1024 * 1024;
  const [value, unit] =
    bytes >= megabyte ? [bytes / megabyte, "megabyte"] : [Math.max(1, Math.round(bytes / 1024)), "kilobyte"];
  return numberFormat(locale, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: 1,
  }).format(value);
}
