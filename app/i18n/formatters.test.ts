import { describe, expect, it } from "vitest";
import { numberFormat } from "./formatters";
import { LOCALES } from "./locales";

describe("numberFormat", () => {
  const dollars = { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" } as const;
  const shortCut: Intl.NumberFormatOptions[] = [
    {},
    { maximumFractionDigits: 1 },
    { maximumFractionDigits: 0 },
    { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { minimumFractionDigits: 2 },
    { notation: "compact", maximumFractionDigits: 1 },
    dollars,
    { ...dollars, minimumFractionDigits: 0, maximumFractionDigits: 0 },
    { ...dollars, minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { ...dollars, minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" },
    { ...dollars, minimumFractionDigits: 0, maximumFractionDigits: 0, signDisplay: "exceptZero" },
    { maximumFractionDigits: 1, signDisplay: "exceptZero" },
    { ...dollars, signDisplay: "auto" },
  ];
  // Whole numbers, cents, and the values where rounding decides (halves, just under 1,000).
  const values = [
    ...Array.from({ length: 1000 }, (_, i) => i),
    ...Array.from({ length: 100_000 / 7 }, (_, i) => (i * 7) / 100),
    ...[0.005, 0.05, 0.45, 1.005, 1.25, 2.675, 4.85, 4.95, 4.449, 0.0001, 0.0005, 12.3456, 99.995],
    ...[999.4, 999.5, 999.94, 999.95, 999.949, 999.995, 999.9994, 999.9996, 1000, 1234.5, -5, -0, -0.004],
  ];
  // And the same below zero (balances' debits): -0.35, -999.995, -1000…
  values.push(...values.filter((value) => value > 0).map((value) => -value));

  // One test per locale: each is ~430,000 comparisons, well inside a test's time on a slow machine.
  it.each(LOCALES)("writes numbers under 1,000 either side of zero as Intl does, in %s", (locale) => {
    for (const options of shortCut) {
      const intl = new Intl.NumberFormat(locale, options);
      const ours = numberFormat(locale, options);
      for (const value of values) {
        const written = ours.format(value);
        if (written !== intl.format(value))
          expect([locale, options, value, written]).toBe(intl.format(value));
      }
    }
  });

  it("makes no Intl formatter for them (a browser's first one is a long task)", () => {
    const Original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made++;
      }
    } as typeof Intl.NumberFormat;
    try {
      expect(numberFormat("it", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(7)).toBe(
        "7,0",
      );
      expect(numberFormat("it").format(34)).toBe("34");
      expect(numberFormat("de", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4.85)).toBe(
        "4,9",
      );
      expect(numberFormat("fr", dollars).format(24.5)).toBe("24,50\u00a0$");
      expect(numberFormat("uk", { ...dollars, signDisplay: "exceptZero" }).format(12.5)).toBe(
        "+12,50\u00a0$",
      );
      expect(numberFormat("en", dollars).format(-44)).toBe("-$44.00");
      expect(made).toBe(0);
      // (a formatter the test above has not used, so its Intl is not made yet)
      expect(numberFormat("it", { maximumFractionDigits: 2 }).format(3400)).toBe("3400");
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Original;
    }
  });

  it("leaves everything else to Intl: big numbers, other styles and currencies", () => {
    const cases: [string, Intl.NumberFormatOptions, number][] = [
      ["de", {}, 1234.5],
      ["uk", {}, 12345],
      ["en", {}, -1234],
      ["uk", { notation: "compact", maximumFractionDigits: 1 }, 9420],
      ["uk", { notation: "compact", maximumFractionDigits: 1 }, 12.5],
      ["es", { style: "currency", currency: "EUR" }, 29],
      ["it", { style: "currency", currency: "USD" }, 29],
      ["pl", { style: "percent" }, 0],
      ["en", { maximumSignificantDigits: 2 }, 123],
      ["de", { ...dollars, signDisplay: "exceptZero" }, -1212.5],
      ["fr", { ...dollars, signDisplay: "always" }, 0],
    ];
    for (const [locale, options, value] of cases) {
      expect(numberFormat(locale, options).format(value)).toBe(
        new Intl.NumberFormat(locale, options).format(value),
      );
    }
  });
});
