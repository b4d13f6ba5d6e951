/*
 * Intl formatters, made once per locale and options and reused: constructing one costs far more
 * than formatting with it (a catalog page formats ~60 numbers), on the server and in the browser.
 */
function madeOnce<Options, Formatter>(
  make: (locale: string, options: Options) => Formatter,
): (locale: string, options?: Options) => Formatter {
  const made = new Map<string, Formatter>();
  return (locale, options = {} as Options) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

/** What `numberFormat` gives: a `format` that writes what `Intl.NumberFormat` writes. */
export interface NumberFormatter {
  format(value: number): string;
}

/** The site's locales' decimal separators: English's point, the others' comma. */
const DECIMAL_SEPARATORS: Record<string, string> = {
  en: ".",
  uk: ",",
  ru: ",",
  pl: ",",
  fr: ",",
  it: ",",
  de: ",",
  es: ",",
};

/** The fraction digits a whole number gets under `options`, or null where Intl must write it. */
function wholeNumberFractionDigits(options: Intl.NumberFormatOptions): number | null {
  const { minimumFractionDigits = 0, maximumFractionDigits, notation, ...rest } = options;
  if (Object.keys(rest).length > 0 || (notation !== undefined && notation !== "compact")) return null;
  if (notation === "compact" && minimumFractionDigits > 0) return null;
  return maximumFractionDigits === undefined
    ? minimumFractionDigits
    : Math.min(minimumFractionDigits, maximumFractionDigits);
}

/**
 * A number formatter for `locale` and `options`. Whole numbers from 0 to 999 — the counts of
 * nearly every page — are written without Intl, as Intl writes them in each of the site's locales
 * (digits, the locale's decimal separator and zeros where fraction digits are asked; checked in
 * formatters.test.ts): a browser's first `Intl.NumberFormat` costs 45–140 ms on this machine's
 * Chromium (its locale data loads then), one long task in a page's hydration (issue 13, goal 5).
 */
export const numberFormat = madeOnce((locale, options: Intl.NumberFormatOptions): NumberFormatter => {
  let intl: Intl.NumberFormat | undefined;
  const separator = DECIMAL_SEPARATORS[locale];
  const fractionDigits = separator === undefined ? null : wholeNumberFractionDigits(options);
  return {
    format(value) {
      if (fractionDigits !== null && Number.isInteger(value) && value >= 0 && value < 1000) {
        return fractionDigits === 0 ? String(value) : `${value}${separator}${"0".repeat(fractionDigits)}`;
      }
      intl ??= new Intl.NumberFormat(locale, options);
      return intl.format(value);
    },
  };
});
export const dateFormat = madeOnce(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
