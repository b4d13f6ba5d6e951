import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { messages } from "./messages.server";
import { TaggedMessage } from "./tagged-message";
import { createTranslator } from "./translator";

describe("createTranslator", () => {
  const { t } = createTranslator("uk", {
    errors: { occurred: "Сталася помилка" },
    greeting: "Привіт, {{name}}! {{name}}, у вас {{ count }}",
    lessons_one: "{{count}} урок",
    lessons_few: "{{count}} уроки",
    lessons_many: "{{count}} уроків",
    lessons_other: "{{count}} уроку",
    views_other: "{{count}} переглядів",
  });

  it("reads dotted keys and shows a missing key as the key", () => {
    expect(t("errors.occurred")).toBe("Сталася помилка");
    expect(t("errors.missing")).toBe("errors.missing");
    expect(t("errors")).toBe("errors");
  });

  it("fills every placeholder and leaves one without a value as it is", () => {
    expect(t("greeting", { name: "Оля", count: 0 })).toBe("Привіт, Оля! Оля, у вас 0");
    expect(t("greeting", { name: "Оля" })).toBe("Привіт, Оля! Оля, у вас {{ count }}");
  });

  it("picks the plural form of the language by count, falling back to _other", () => {
    expect([1, 3, 5, 21, 1.5].map((count) => t("lessons", { count }))).toEqual([
      "1 урок",
      "3 уроки",
      "5 уроків",
      "21 урок",
      "1.5 уроку",
    ]);
    expect(t("views", { count: 1 })).toBe("1 переглядів");
    expect(
      createTranslator("en", { lessons_one: "one", lessons_other: "{{count}}" }).t("lessons", { count: 2 }),
    ).toBe("2");
  });

  it("translates every plural key of every locale for any count (no form is missing)", () => {
    for (const [locale, localeMessages] of Object.entries(messages)) {
      const { t: translate } = createTranslator(locale as "uk", localeMessages);
      const keys = JSON.stringify(localeMessages).match(/"(\w+)_other"/g) ?? [];
      expect(keys.length, locale).toBeGreaterThan(0);
      for (const count of [0, 1, 2, 5, 22, 111]) {
        for (const key of keys) expect(translate(key.slice(1, -7), { count })).not.toMatch(/_other$/);
      }
    }
  });
});

describe("TaggedMessage", () => {
  it("puts a tagged part inside its element where the translation puts it", () => {
    const html = renderToStaticMarkup(
      <TaggedMessage
        message="Ich akzeptiere das <offer>öffentliche Angebot</offer>."
        elements={{ offer: <em title="offer" /> }}
      />,
    );
    expect(html).toBe('Ich akzeptiere das <em title="offer">öffentliche Angebot</em>.');
  });

  it("shows the text of a tag it has no element for, and escapes the rest", () => {
    expect(renderToStaticMarkup(<TaggedMessage message="<b>bold</b> & <i>x" elements={{}} />)).toBe(
      "bold &amp; &lt;i&gt;x",
    );
  });
});
