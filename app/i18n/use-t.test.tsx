import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dateFormat, numberFormat } from "./formatters";
import { createTranslator } from "./translator";
import { useLocale } from "./use-locale";
import { TranslatorContext, useT } from "./use-t";

function Greeting() {
  const t = useT();
  return (
    <p>
      {useLocale()}: {t("greeting", { name: "Ola" })}
    </p>
  );
}

describe("useT and useLocale", () => {
  it("translate with the instance of the provider around them, each in its own language", () => {
    const page = (locale: "de" | "pl", greeting: string) =>
      renderToStaticMarkup(
        <TranslatorContext.Provider value={createTranslator(locale, { greeting })}>
          <Greeting />
        </TranslatorContext.Provider>,
      );
    expect(page("de", "Hallo {{name}}")).toBe("<p>de: Hallo Ola</p>");
    expect(page("pl", "Cześć {{name}}")).toBe("<p>pl: Cześć Ola</p>");
  });
});

describe("formatters", () => {
  it("are made once per locale and options, and format like Intl", () => {
    expect(numberFormat("de", { maximumFractionDigits: 1 })).toBe(
      numberFormat("de", { maximumFractionDigits: 1 }),
    );
    expect(numberFormat("de")).not.toBe(numberFormat("uk"));
    expect(numberFormat("de").format(1234.5)).toBe("1.234,5");
    expect(dateFormat("en", { timeZone: "UTC" })).toBe(dateFormat("en", { timeZone: "UTC" }));
    expect(
      dateFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2026, 10, 26))),
    ).toBe("November 26, 2026");
  });
});
