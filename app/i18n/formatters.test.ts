import { describe, expect, it } from "vitest";
import { numberFormat } from "./formatters";
import { LOCALES } from "./locales";

describe("numberFormat", () => {
  const shortCut: Intl.NumberFormatOptions[] = [
    {},
    { maximumFractionDigits: 1 },
    { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { minimumFractionDigits: 2 },
    { notation: "compact", maximumFractionDigits: 1 },
  ];

  it("writes whole numbers under 1,000 as Intl does, in every locale of the site", () => {
    for (const locale of LOCALES) {
      for (const options of shortCut) {
        const intl = new Intl.NumberFormat(locale, options);
        for (let value = 0; value < 1000; value++) {
          expect(numberFormat(locale, options).format(value)).toBe(intl.format(value));
        }
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
      expect(made).toBe(0);
      expect(numberFormat("it").format(3400)).toBe("3400");
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Original;
    }
  });

  it("leaves everything else to Intl: fractions, big and negative numbers, currencies", () => {
    const cases: [string, Intl.NumberFormatOptions, number][] = [
      ["de", {}, 1234.5],
      ["uk", {}, 12345],
      ["fr", { minimumFractionDigits: 1, maximumFractionDigits: 1 }, 4.85],
      ["en", {}, -5],
      ["uk", { notation: "compact", maximumFractionDigits: 1 }, 9420],
      ["es", { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }, 29],
      ["pl", { style: "percent" }, 0],
    ];
    for (const [locale, options, value] of cases) {
      expect(numberFormat(locale, options).format(value)).toBe(
        new Intl.NumberFormat(locale, options).format(value),
      );
    }
  });
});
