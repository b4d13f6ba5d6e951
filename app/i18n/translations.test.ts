import { describe, expect, it } from "vitest";
import { localeFileNames, localeMessages } from "../../tests/support/locale-messages";
import { LOCALES } from "./locales";

const english = localeMessages("en");
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}/g)].map((m) => m[0]).sort();
// Values that are the same in every language.
const UNIVERSAL = /^(Maistry|Instagram|Facebook|TikTok|YouTube|OpenStreetMap|\d+|E-?mail|Email)$/i;

describe.each(LOCALES.filter((locale) => locale !== "en"))("locales/%s", (locale) => {
  const messages = localeMessages(locale);

  it("has the same files as English", () => {
    expect(localeFileNames(locale)).toEqual(localeFileNames("en"));
  });

  it("has exactly the English keys", () => {
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("keeps every placeholder and leaves nothing empty", () => {
    for (const [key, value] of english) {
      expect(messages.get(key)?.trim(), key).toBeTruthy();
      expect(placeholders(messages.get(key) ?? ""), key).toEqual(placeholders(value));
    }
  });

  it("translates every string (no English left behind)", () => {
    const untranslated = [...english].filter(
      ([key, value]) =>
        messages.get(key) === value && !UNIVERSAL.test(value) && !/^© \{\{from\}\}/.test(value),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});

/**
 * A control whose accessible name says more than its visible label (`…Named`, with the item's
 * name) must contain that label, so that speech input ("click Edit") finds it (WCAG 2.5.3, axe's
 * `label-content-name-mismatch`): "View on site: {{name}}", not "View “{{name}}” on the site".
 */
const labelInName = (messages: Map<string, string>) =>
  [...messages]
    .filter(([key]) => key.endsWith("Named") && messages.has(key.slice(0, -"Named".length)))
    .filter(([key, named]) => {
      const label = (messages.get(key.slice(0, -"Named".length)) ?? "").toLocaleLowerCase();
      return !named
        .replace(/\{\{\s*\w+\s*\}\}/g, "")
        .toLocaleLowerCase()
        .includes(label);
    })
    .map(([key]) => key);

it("finds a name that does not contain its label (the check itself)", () => {
  const messages = new Map([
    ["a:view", "View on site"],
    ["a:viewNamed", "View “{{name}}” on the site"],
    ["a:edit", "Edit"],
    ["a:editNamed", "Edit {{name}}"],
  ]);
  expect(labelInName(messages)).toEqual(["a:viewNamed"]);
});

/**
 * An amount of money is never written into a translation ("від $5 до $1 000", "10 000 USD"): it
 * is a placeholder ({{min}}, {{max}}, {{amount}}) that the page fills with `formatMoney`
 * (app/i18n/money.ts), so every amount on the site is written one way. Naming the currency of a
 * field ("Price, USD") is no amount.
 */
const SPACE = "[\\s\\u00a0\\u202f]?";
const HAND_WRITTEN_AMOUNT = new RegExp(
  [`\\$${SPACE}\\d`, `\\d${SPACE}\\$`, `\\d${SPACE}USD`, `USD${SPACE}\\d`].join("|"),
  "i",
);
const handWrittenAmounts = (messages: Map<string, string>) =>
  [...messages].filter(([, text]) => HAND_WRITTEN_AMOUNT.test(text)).map(([key]) => key);

/** Rules every locale's messages keep, each naming the keys that break it. */
const MESSAGE_RULES = {
  "accessible names contain the visible label they extend": labelInName,
  "no amount is written by hand (a placeholder filled with formatMoney instead)": handWrittenAmounts,
};

describe.each(LOCALES)("locales/%s: rules", (locale) => {
  const messages = localeMessages(locale);
  it.each(Object.entries(MESSAGE_RULES))("%s", (_, rule) => {
    expect(rule(messages)).toEqual([]);
  });
});

it("finds an amount written by hand (the check itself)", () => {
  const messages = new Map([
    ["a:hint", "Цілі долари, від $5 до $1 000."],
    ["a:balance", "0,00 USD"],
    ["a:max", "Höchstens 10.000 $ auf einmal"],
    ["a:narrow", "Au plus 10\u202f000\u00a0$"],
    ["a:price", "Ціна не може перевищувати 10 000 USD"],
    ["a:code", "USD 5"],
    ["a:label", "Ціна, USD"],
    ["a:placeholders", "від {{min}} до {{max}}"],
    ["a:example", "Enter an amount in dollars, for example 10 or -2.50"],
  ]);
  expect(handWrittenAmounts(messages)).toEqual([
    "a:hint",
    "a:balance",
    "a:max",
    "a:narrow",
    "a:price",
    "a:code",
  ]);
});
