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

/** The digits a number gets after the decimal separator under `options`: Intl's defaults and rules. */
interface FractionDigits {
  min: number;
  max: number;
}

/**
 * How `numberFormat` writes numbers under `options` without Intl, or null where only Intl can: plain and
 * fixed-fraction decimals, compact whole numbers, and US dollars with the narrow symbol; with
 * `signDisplay: "exceptZero"` too (a plus sign before what does not round to zero).
 */
function plainRule(
  options: Intl.NumberFormatOptions,
): (FractionDigits & { dollars: boolean; wholeOnly: boolean; plus: boolean }) | null {
  const {
    minimumFractionDigits,
    maximumFractionDigits,
    notation,
    style,
    currency,
    currencyDisplay,
    signDisplay,
    ...rest
  } = options;
  if (Object.keys(rest).length > 0 || (notation !== undefined && notation !== "compact")) return null;
  if (signDisplay !== undefined && signDisplay !== "auto" && signDisplay !== "exceptZero") return null;
  const dollars = style === "currency";
  if (dollars ? currency !== "USD" || currencyDisplay !== "narrowSymbol" : style !== undefined) return null;
  const compact = notation === "compact";
  if (compact && (dollars || (minimumFractionDigits ?? 0) > 0)) return null;
  // ECMA-402 SetNumberFormatDigitOptions: decimals default to 0–3 digits, dollars to 2.
  const [defaultMin, defaultMax] = dollars ? [2, 2] : [0, 3];
  const min = minimumFractionDigits ?? Math.min(defaultMin, maximumFractionDigits ?? defaultMin);
  const max = maximumFractionDigits ?? Math.max(defaultMax, min);
  const plus = signDisplay === "exceptZero";
  return min > max || max > 3 ? null : { min, max, dollars, wholeOnly: compact, plus };
}

/**
 * `value` rounded as Intl rounds it — half away from zero, on the shortest decimal that reads back
 * as the same number (0.35 is "0.35", not 0.34999…) — with `min`–`max` fraction digits, written
 * with a point; null from 1,000 up (Intl groups them) or for a number written with an exponent.
 */
function roundedDigits(value: number, { min, max }: FractionDigits): string | null {
  const shortest = String(value);
  if (shortest.includes("e")) return null;
  const [whole = "", fraction = ""] = shortest.split(".");
  // At most 3 fraction digits, so the scaled number (under 10^6) stays an exact integer.
  const kept =
    Number(whole + fraction.slice(0, max).padEnd(max, "0")) + ((fraction[max] ?? "0") >= "5" ? 1 : 0);
  const scaled = String(kept).padStart(max + 1, "0");
  const wholePart = scaled.slice(0, scaled.length - max);
  if (Number(wholePart) >= 1000) return null;
  let fractionPart = scaled.slice(scaled.length - max);
  while (fractionPart.length > min && fractionPart.endsWith("0")) fractionPart = fractionPart.slice(0, -1);
  return fractionPart ? `${wholePart}.${fractionPart}` : wholePart;
}

/**
 * A number formatter for `locale` and `options`. Numbers under 1,000 either side of zero — the counts,
 * ratings and prices of nearly every page — are written without Intl, as Intl writes them in each
 * of the site's locales (digits, no grouping below 1,000, the locale's decimal separator, the
 * dollar sign before the amount in English and after a no-break space elsewhere, rounded as Intl
 * rounds by `roundedDigits`, a hyphen-minus before a negative one, a plus sign before a positive one with
 * `signDisplay: "exceptZero"`; all checked against Intl in formatters.test.ts): a browser's first
 * `Intl.NumberFormat` costs 45–140 ms on this machine's Chromium (its locale data loads then), one
 * long task in a page's hydration (issue 13, goal 5).
 */
export const numberFormat = madeOnce((locale, options: Intl.NumberFormatOptions): NumberFormatter => {
  let intl: Intl.NumberFormat | undefined;
  const separator = DECIMAL_SEPARATORS[locale];
  const rule = separator === undefined ? null : plainRule(options);
  const plain = (value: number): string | null => {
    if (!rule || !(Math.abs(value) < 1000) || Object.is(value, -0)) return null;
    if (rule.wholeOnly && !Number.isInteger(value)) return null;
    // Rounding is the same either side of zero (half away from it), so the sign comes apart.
    const digits = roundedDigits(Math.abs(value), rule);
    if (digits === null) return null;
    const written = digits.replace(".", separator as string);
    // "-0" for what rounds to zero from below, except under "exceptZero" (no sign for a zero).
    const zero = !/[1-9]/.test(digits);
    const sign = value < 0 ? (rule.plus && zero ? "" : "-") : rule.plus && !zero ? "+" : "";
    if (!rule.dollars) return sign + written;
    return locale === "en" ? `${sign}$${written}` : `${sign}${written}\u00a0$`;
  };
  return {
    format(value) {
      const written = plain(value);
      if (written !== null) return written;
      intl ??= new Intl.NumberFormat(locale, options);
      return intl.format(value);
    },
  };
});
export const dateFormat = madeOnce(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
