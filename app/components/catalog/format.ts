import { numberFormat } from "~/i18n/formatters";
import { formatMoney } from "~/i18n/money";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";

/** The first letter of a name, upper-case (where a person has no photo); undefined for a blank name. */
export function nameInitial(name: string): string | undefined {
  return Array.from(name.trim())[0]?.toUpperCase();
}

/** A big count in short form ("1.2K", "1,2 тис."). */
export function formatCompact(value: number, locale: string): string {
  return numberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(value);
}

/** `price(cents)`: the price as `formatMoney` writes it ("$25", "19,99 $"), or the translated "Free" for 0. */
export function usePrice(): (cents: number) => string {
  const t = useT();
  const locale = useLocale();
  return (cents) => (cents === 0 ? t("catalog.free") : formatMoney(cents, locale));
}
