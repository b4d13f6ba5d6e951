import { numberFormat } from "~/i18n/formatters";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";

/** A USD price in the page's language: whole dollars without cents ("$25", "25 $"), else two decimals. */
export function formatUsd(cents: number, locale: string): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return numberFormat(locale, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}

/** The first letter of a name, upper-case (where a person has no photo); undefined for a blank name. */
export function nameInitial(name: string): string | undefined {
  return Array.from(name.trim())[0]?.toUpperCase();
}

/** A big count in short form ("1.2K", "1,2 тис."). */
export function formatCompact(value: number, locale: string): string {
  return numberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(value);
}

/** `price(cents)`: the formatted USD price, or the translated "Free" for 0. */
export function usePrice(): (cents: number) => string {
  const t = useT();
  const locale = useLocale();
  return (cents) => (cents === 0 ? t("catalog.free") : formatUsd(cents, locale));
}
