import { expect } from "@playwright/test";
import { test } from "./fixtures";
import {
  type ApiPage,
  flatten,
  format,
  hasJavaScript,
  isPhone,
  LOCALES,
  localize,
  MESSAGES,
  NAV_ITEMS,
  NOJS,
  NOT_DESKTOP,
  openDisclosure,
  PHONE,
  PHONE_NOJS,
  ROUTE_SLUGS,
  ROUTES,
  waitForHydration,
} from "./helpers";

// The browser asks for Ukrainian, so `/` stays on the default locale instead of redirecting.
test.use({ locale: "uk-UA" });

/**
 * The full locale × route matrix runs where a page is cheapest, without JavaScript; with JavaScript
 * a sample of three languages (the default, English and the longest words); the phones, whose part
 * is the hamburger menu, in the default language.
 */
const SAMPLE = new Set(["uk", "en", "de"]);
const tagsOf = (locale: (typeof LOCALES)[number]) => [
  NOJS,
  ...(SAMPLE.has(locale) ? [] : [NOT_DESKTOP]),
  ...(locale === "uk" ? [PHONE, PHONE_NOJS] : []),
];

const YEAR = new Date().getFullYear();
const en = MESSAGES.en;
const enEntries = flatten(en);

/** Every key path of the English file: one of them on a page means a missing translation. */
const RAW_KEYS = enEntries.map(([key]) => key).filter((key) => key.includes(".") || /[A-Z]/.test(key));

/** English UI strings long enough to be unmistakable, for locales whose own text differs. */
function englishLeftovers(locale: (typeof LOCALES)[number]): string[] {
  const own = new Map(flatten(MESSAGES[locale]));
  return enEntries
    .filter(([key, value]) => value.length >= 12 && own.get(key) !== value)
    .map(([, value]) => format(value, { from: 2021, to: YEAR }))
    .filter((value) => !value.includes("{{"));
}

/** The `meta.*` key whose description each route uses. */
const META_KEYS: Record<(typeof ROUTES)[number], keyof typeof en.meta> = {
  "/": "home",
  "/about-us": "about",
  "/become-teacher": "becomeTeacher",
  "/proof-of-qualification": "qualification",
  "/contact": "contact",
  "/publicOffer": "publicOffer",
};

for (const locale of LOCALES) {
  const t = MESSAGES[locale];
  for (const route of ROUTES) {
    const url = localize(locale, route);

    test(
      `${url} is a complete ${locale} page`,
      { tag: tagsOf(locale) },
      async ({ page, request, baseURL }, testInfo) => {
        const pages: ApiPage[] = await (await request.get(`/api/${locale}/api/pages`)).json();
        const pageName = (slug: string) => pages.find((p) => p.slug === slug)?.name ?? `(no page ${slug})`;

        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(url);
        if (hasJavaScript(testInfo)) await waitForHydration(page, locale);

        // Language, title and description.
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        const slug = ROUTE_SLUGS[route];
        const expectedTitle = `${slug ? pageName(slug) : t.meta.home.title} — Maistry`;
        await expect(page).toHaveTitle(expectedTitle);
        expect(expectedTitle.length).toBeGreaterThan(" — Maistry".length);
        // (A content page's title is its name in this language, which may be a cognate such as "Contact".)
        if (locale !== "en" && !slug)
          expect(t.meta.home.title, "the title is translated").not.toBe(en.meta.home.title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          t.meta[META_KEYS[route]].description,
        );
        if (slug) await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageName(slug));

        // Canonical URL and the hreflang alternates of every locale plus x-default.
        const origin = new URL(baseURL ?? page.url()).origin;
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${url}`);
        const alternates = await page
          .locator("link[rel=alternate][hreflang]")
          .evaluateAll((links) =>
            links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
          );
        expect(alternates).toHaveLength(9);
        expect(Object.fromEntries(alternates)).toEqual({
          ...Object.fromEntries(LOCALES.map((code) => [code, `${origin}${localize(code, route)}`])),
          "x-default": `${origin}${route}`,
        });

        // The header navigation: six items titled from the pages, in this language.
        if (isPhone(testInfo)) await openDisclosure(page, t.nav.menu, hasJavaScript(testInfo));
        const nav = page.getByRole("navigation", { name: t.nav.main, exact: true });
        await expect(nav.locator(":scope > ul > li")).toHaveCount(6);
        for (const item of NAV_ITEMS) {
          const link = nav.getByRole("link", { name: pageName(item.slug), exact: true });
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute("href", localize(locale, item.path));
        }

        // The footer.
        const footer = page.getByRole("contentinfo");
        await expect(footer).toContainText(`© 2021–${YEAR}`);
        await expect(footer).toContainText(format(t.footer.copyright, { from: 2021, to: YEAR }));

        if (locale === "en") return;
        // Nothing on a non-English page is English UI text or an untranslated key: neither the visible
        // text nor the title, the description and the accessible labels.
        const text = await page.evaluate(() => {
          const labels = [...document.querySelectorAll("[aria-label], [title], [alt]")].flatMap((element) =>
            ["aria-label", "title", "alt"].map((name) => element.getAttribute(name) ?? ""),
          );
          const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
          const visible = document.body.innerText;
          return [document.title, description, ...labels, visible].join("\n");
        });
        expect(text.length).toBeGreaterThan(200);
        const english = englishLeftovers(locale).filter((value) => text.includes(value));
        expect(english, `English text on the ${locale} page ${url}`).toEqual([]);
        const keys = RAW_KEYS.filter((key) => text.includes(key));
        expect(keys, `raw translation keys on the ${locale} page ${url}`).toEqual([]);
      },
    );
  }
}
