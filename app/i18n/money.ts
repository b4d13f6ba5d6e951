/*
 * The site's one way of writing money (issue 16, item 3): US dollars in the page's (or a letter's
 * reader's) language, Intl's currency style with the narrow symbol — "$25", "25 $", "1 234,50 $" —
 * on every page, hint, chip, letter and back-office table. Translations never write an amount
 * themselves: they take it as a {{min}}, {{max}} or {{amount}} placeholder (money.test.ts checks).
 */
import { numberFormat } from "./formatters";

export interface MoneyOptions {
  /**
   * Always two decimals ("$0.00", "25,00 $"): balances and their movements. Without it (prices,
   * top-ups, limits) whole dollars are written without cents ("$25") and the rest with two.
   */
  alwaysCents?: boolean;
  /** A plus sign before a credit ("+$12.50"), as a balance's history shows its movements. */
  signed?: boolean;
}

/** The minus sign written before a debit ("−$44.00", "−44,00 $"): Intl writes a hyphen-minus. */
const MINUS = "\u2212";

/**
 * `cents` US cents as money in `locale`: Intl places the symbol and the sign (the symbol before the
 * amount in English, after it elsewhere), the sign being a real minus sign. `numberFormat` writes
 * amounts from 0 to under $1,000 without Intl, as Intl would (formatters.ts).
 */
export function formatMoney(cents: number, locale: string, options: MoneyOptions = {}): string {
  const digits = options.alwaysCents || cents % 100 !== 0 ? 2 : 0;
  const written = numberFormat(locale, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...(options.signed ? { signDisplay: "exceptZero" as const } : {}),
  }).format((cents || 0) / 100);
  return written.replace("-", MINUS);
}
