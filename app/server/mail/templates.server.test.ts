import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "~/i18n/locales";
import {
  activationEmail,
  type EmailContent,
  type EmailInput,
  escapeHtml,
  MAIL_TEXTS,
  passwordResetEmail,
} from "./templates.server";
import { ukrainianVocative } from "./ukrainian-vocative.server";

const LINK = "https://maistry.app/login/tok_123?next=%2Flessons&x=1";
const TEMPLATES = { activation: activationEmail, passwordReset: passwordResetEmail } as const;

function render(kind: keyof typeof TEMPLATES, locale: Locale, input: Partial<EmailInput> = {}): EmailContent {
  return TEMPLATES[kind]({ locale, name: "Kira", link: LINK, ...input });
}

/** The words of a text, lower case, with the link and the name taken out. */
function words(text: string): string[] {
  return (
    text
      .replaceAll(LINK, " ")
      .replaceAll("Kira", " ")
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  );
}

/** The visible text of the HTML part. */
function htmlText(html: string): string {
  return html
    .replaceAll(escapeHtml(LINK), " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&nbsp;", " ")
    .replace(/&[a-z#0-9]+;/g, " ");
}

describe("MAIL_TEXTS", () => {
  it("has every text of both emails in every locale", () => {
    const keys = (value: object) => Object.keys(value).sort();
    for (const locale of LOCALES) {
      const texts = MAIL_TEXTS[locale];
      expect(keys(texts), locale).toEqual(keys(MAIL_TEXTS.en));
      for (const kind of ["activation", "passwordReset"] as const) {
        expect(keys(texts[kind]), `${locale} ${kind}`).toEqual(keys(MAIL_TEXTS.en[kind]));
        for (const [key, value] of Object.entries(texts[kind])) {
          expect(value.trim(), `${locale} ${kind}.${key}`).not.toBe("");
        }
      }
      for (const key of ["greetingNoName", "linkHint", "signature", "tagline"] as const) {
        expect(texts[key].trim(), `${locale} ${key}`).not.toBe("");
      }
      expect(texts.greeting("Kira")).toContain("Kira");
    }
  });

  it("says 3 days for activation and 24 hours for a reset everywhere", () => {
    for (const locale of LOCALES) {
      expect(MAIL_TEXTS[locale].activation.validity).toMatch(/\b3\b/);
      expect(MAIL_TEXTS[locale].passwordReset.validity).toMatch(/\b24\b/);
    }
  });
});

describe.each(Object.keys(TEMPLATES) as (keyof typeof TEMPLATES)[])("%s email", (kind) => {
  it("has a non-empty subject that differs between locales", () => {
    const subjects = LOCALES.map((locale) => render(kind, locale).subject);
    for (const subject of subjects) expect(subject.trim()).not.toBe("");
    expect(new Set(subjects).size).toBe(LOCALES.length);
  });

  it.each(LOCALES)("%s: puts the link in the text and in the HTML (button and plain text)", (locale) => {
    const email = render(kind, locale);
    expect(email.text).toContain(LINK);
    const href = escapeHtml(LINK);
    expect(email.html.split(`href="${href}"`)).toHaveLength(3);
    expect(email.html).toContain(`>${href}</a>`);
    expect(email.html).toContain(`<html lang="${locale}"`);
    expect(email.text).toContain(MAIL_TEXTS[locale][kind].validity);
    expect(email.text).toContain(MAIL_TEXTS[locale][kind].ignore);
  });

  it.each(LOCALES)("%s: escapes the name and the link in the HTML", (locale) => {
    const name = `<script>alert("x")</script> & 'Kira'`;
    const link = `https://maistry.app/login/"><script>alert(1)</script>`;
    const email = render(kind, locale, { name, link });
    expect(email.html).not.toContain("<script");
    expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Kira&#39;");
    // The text part is plain text: the name goes in as typed.
    expect(email.text).toContain(name);
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))("%s: has no English but the brand", (locale) => {
    const email = render(kind, locale);
    const english = new Set(words(`${render(kind, "en").text} ${htmlText(render(kind, "en").html)}`));
    // Words that are at home in these languages too.
    const shared: Partial<Record<Locale, string[]>> = {
      pl: ["link", "to"],
      fr: ["minute"],
      it: ["password", "team", "browser"],
      de: ["link", "team", "browser", "minute"],
      es: ["a"],
    };
    const allowed = new Set(["maistry", ...(shared[locale] ?? [])]);
    const found = [...words(email.subject), ...words(email.text), ...words(htmlText(email.html))].filter(
      (word) => english.has(word) && !allowed.has(word),
    );
    expect(found).toEqual([]);
  });

  it("is self-contained: inline styles only, no images or outside resources", () => {
    for (const locale of LOCALES) {
      const { html } = render(kind, locale);
      expect(html).not.toMatch(/<(img|link|script|style)\b/i);
      expect(html).not.toMatch(/url\(/i);
      expect(html).not.toContain("class=");
      const urls = html.match(/https?:\/\/[^\s"<>]+/g) ?? [];
      expect(new Set(urls)).toEqual(new Set([escapeHtml(LINK)]));
      expect(html).toContain("max-width:560px");
      expect(html).toContain("#faf6f2");
      expect(html).toContain("#7a2848");
    }
  });

  it("refuses a link that is not http(s)", () => {
    expect(() => render(kind, "uk", { link: "javascript:alert(1)" })).toThrow(TypeError);
    expect(() => render(kind, "uk", { link: "/login/relative" })).toThrow(TypeError);
  });

  it("greets without a name when the name is empty, and keeps a name on one line", () => {
    expect(render(kind, "uk", { name: "  " }).text.split("\n")[0]).toBe("Вітаємо!");
    expect(render(kind, "en", { name: "Kira\r\nBcc: x@example.com" }).text.split("\n")[0]).toBe(
      "Hi Kira Bcc: x@example.com,",
    );
  });
});

describe("Ukrainian greeting", () => {
  it("addresses the reader in the vocative case", () => {
    const greet = (name: string) => render("activation", "uk", { name }).text.split("\n")[0];
    expect(greet("Олена")).toBe("Вітаємо, Олено!");
    expect(greet("Андрій Шевченко")).toBe("Вітаємо, Андрію!");
    expect(greet("Коваленко Марія")).toBe("Вітаємо, Маріє!");
    expect(greet("Olena")).toBe("Вітаємо, Olena!");
  });

  it.each([
    ["Олена", "Олено"],
    ["Ольга", "Ольго"],
    ["Наталія", "Наталіє"],
    ["Наталя", "Наталю"],
    ["Любов", "Любове"],
    ["Олександр", "Олександре"],
    ["Сергій", "Сергію"],
    ["Дмитро", "Дмитре"],
    ["Микола", "Миколо"],
    ["Ігор", "Ігорю"],
    ["Федір", "Федоре"],
    ["Василь", "Василю"],
    ["Марко", "Марку"],
    ["Мар'яна", "Мар'яно"],
    ["В’ячеслав", "В’ячеславе"],
    ["ОЛЕНА", "ОЛЕНО"],
    ["олена", "олено"],
    ["Кейт", "Кейт"],
    ["Іван Франко", "Іване"],
    ["Оксана-Марія", "Оксана-Марія"],
  ])("%s → %s", (name, vocative) => {
    expect(ukrainianVocative(name)).toBe(vocative);
  });
});
