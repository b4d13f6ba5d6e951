import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { formatMoney } from "./money";

const nbsp = "\u00a0";
const narrowNbsp = "\u202f";
const minus = "\u2212";

describe("formatMoney", () => {
  it("writes a price as whole dollars when it has no cents, else with two decimals", () => {
    expect(formatMoney(2500, "en")).toBe("$25");
    expect(formatMoney(1999, "en")).toBe("$19.99");
    expect(formatMoney(1950, "en")).toBe("$19.50");
    expect(formatMoney(2500, "uk")).toBe(`25${nbsp}$`);
    expect(formatMoney(1999, "uk")).toBe(`19,99${nbsp}$`);
    expect(formatMoney(2500, "de")).toBe(`25${nbsp}$`);
    expect(formatMoney(1999, "de")).toBe(`19,99${nbsp}$`);
    expect(formatMoney(2500, "fr")).toBe(`25${nbsp}$`);
    expect(formatMoney(1999, "fr")).toBe(`19,99${nbsp}$`);
  });

  it("groups thousands as the language does", () => {
    expect(formatMoney(100_000, "en")).toBe("$1,000");
    expect(formatMoney(100_000, "uk")).toBe(`1${nbsp}000${nbsp}$`);
    expect(formatMoney(100_000, "de")).toBe(`1.000${nbsp}$`);
    expect(formatMoney(100_000, "fr")).toBe(`1${narrowNbsp}000${nbsp}$`);
    expect(formatMoney(1_000_000, "en")).toBe("$10,000");
    expect(formatMoney(1_000_000, "uk")).toBe(`10${nbsp}000${nbsp}$`);
    expect(formatMoney(1_000_000, "de")).toBe(`10.000${nbsp}$`);
    expect(formatMoney(1_000_000, "fr")).toBe(`10${narrowNbsp}000${nbsp}$`);
  });

  it("writes a balance always with two decimals", () => {
    const balance = { alwaysCents: true };
    expect(formatMoney(0, "en", balance)).toBe("$0.00");
    expect(formatMoney(0, "uk", balance)).toBe(`0,00${nbsp}$`);
    expect(formatMoney(0, "de", balance)).toBe(`0,00${nbsp}$`);
    expect(formatMoney(0, "fr", balance)).toBe(`0,00${nbsp}$`);
    expect(formatMoney(2500, "en", balance)).toBe("$25.00");
    expect(formatMoney(123_450, "en", balance)).toBe("$1,234.50");
    expect(formatMoney(123_450, "uk", balance)).toBe(`1${nbsp}234,50${nbsp}$`);
    expect(formatMoney(123_450, "de", balance)).toBe(`1.234,50${nbsp}$`);
    expect(formatMoney(123_450, "fr", balance)).toBe(`1${narrowNbsp}234,50${nbsp}$`);
  });

  it("writes a negative amount with a real minus sign where the language puts it", () => {
    const balance = { alwaysCents: true };
    expect(formatMoney(-4400, "en", balance)).toBe(`${minus}$44.00`);
    expect(formatMoney(-4400, "uk", balance)).toBe(`${minus}44,00${nbsp}$`);
    expect(formatMoney(-4400, "de", balance)).toBe(`${minus}44,00${nbsp}$`);
    expect(formatMoney(-4400, "fr", balance)).toBe(`${minus}44,00${nbsp}$`);
    expect(formatMoney(-123_450, "uk", balance)).toBe(`${minus}1${nbsp}234,50${nbsp}$`);
    expect(formatMoney(-500, "en")).toBe(`${minus}$5`);
    // A zero is never negative ("−$0.00" after a purchase that empties the balance).
    expect(formatMoney(-0, "en", balance)).toBe("$0.00");
  });

  it("writes a movement with its sign: a plus for a credit, a minus for a debit, none for 0", () => {
    const movement = { alwaysCents: true, signed: true };
    expect(formatMoney(1250, "en", movement)).toBe("+$12.50");
    expect(formatMoney(-1250, "en", movement)).toBe(`${minus}$12.50`);
    expect(formatMoney(1250, "uk", movement)).toBe(`+12,50${nbsp}$`);
    expect(formatMoney(-1250, "uk", movement)).toBe(`${minus}12,50${nbsp}$`);
    expect(formatMoney(250_000, "de", movement)).toBe(`+2.500,00${nbsp}$`);
    expect(formatMoney(-250_000, "fr", movement)).toBe(`${minus}2${narrowNbsp}500,00${nbsp}$`);
    expect(formatMoney(0, "fr", movement)).toBe(`0,00${nbsp}$`);
  });

  it("writes the same as Intl, apart from the minus sign, in every locale of the site", () => {
    for (const locale of LOCALES) {
      for (const cents of [0, 5, 99, 500, 1999, 99_999, 100_000, 123_456, -1, -4400, -100_000]) {
        for (const alwaysCents of [false, true]) {
          const digits = alwaysCents || cents % 100 !== 0 ? 2 : 0;
          const intl = new Intl.NumberFormat(locale, {
            style: "currency",
            currency: "USD",
            currencyDisplay: "narrowSymbol",
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }).format(cents / 100);
          expect(formatMoney(cents, locale, { alwaysCents }), `${locale} ${cents}`).toBe(
            intl.replace("-", minus),
          );
        }
      }
    }
  });
});
