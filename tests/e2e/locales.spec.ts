import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import officeProfileDe from "../../locales/de/office-profile.json" with { type: "json" };
import { test } from "./fixtures";
import {
  type ApiPage,
  flatten,
  format,
  HTTP,
  hasJavaScript,
  isPhone,
  LOCALES,
  type Locale,
  localize,
  MESSAGES,
  NAV_ITEMS,
  openDisclosure,
  PHONE,
  PHONE_NOJS,
  ROUTE_SLUGS,
  ROUTES,
  waitForHydration,
} from "./helpers";
import { createUser } from "./users";

// The browser asks for Ukrainian, so `/` stays on the default locale instead of redirecting.
test.use({ locale: "uk-UA" });

/*
 * Every locale × route is checked in the HTML the server sends (what a browser without JavaScript
 * shows), over HTTP: no browser is needed to read it. In a browser, with JavaScript at 1280 px, a
 * sample of three languages (the default, English and the longest words), and on phones, whose
 * own part is the hamburger menu, the default language with and without JavaScript. Both read
 * the same facts off the page (`PageFacts`) and hold them to the same expectations.
 */
const SAMPLE = new Set<Locale>(["uk", "en", "de"]);

const YEAR = new Date().getFullYear();
const en = MESSAGES.en;
const enEntries = flatten(en);

/** Every key path of the English file: one of them on a page means a missing translation. */
const RAW_KEYS = enEntries.map(([key]) => key).filter((key) => key.includes(".") || /[A-Z]/.test(key));

/** English UI strings long enough to be unmistakable, for locales whose own text differs. */
function englishLeftovers(locale: Locale): string[] {
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

/** What the checks read off a page, the same from a browser and from the server's HTML. */
interface PageFacts {
  lang: string | null;
  title: string;
  description: string | null;
  h1: string | null;
  canonical: string | null;
  alternates: [string | null, string | null][];
  /** The main navigation's top-level items, and its links' names and targets. */
  navItems: number;
  navLinks: [string, string | null][];
  footer: string;
  /** Title, description, every accessible label (aria-label, title, alt) and the page's text. */
  text: string;
}

const clean = (value: string) => value.replace(/\s+/g, " ").trim();

/** The facts of the page in the browser (text as the visitor sees it: `innerText`). */
function browserFacts(page: Page, navLabel: string): Promise<PageFacts> {
  return page.evaluate((navLabel) => {
    const attr = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name) ?? null;
    const nav = document.querySelector(`nav[aria-label="${navLabel}"]`);
    const labels = [...document.querySelectorAll("[aria-label], [title], [alt]")].flatMap((element) =>
      ["aria-label", "title", "alt"].map((name) => element.getAttribute(name) ?? ""),
    );
    const description = attr('meta[name="description"]', "content");
    return {
      lang: document.documentElement.getAttribute("lang"),
      title: document.title,
      description,
      h1: document.querySelector("h1")?.textContent?.replace(/\s+/g, " ").trim() ?? null,
      canonical: attr('link[rel="canonical"]', "href"),
      alternates: [...document.querySelectorAll("link[rel=alternate][hreflang]")].map(
        (link) =>
          [link.getAttribute("hreflang"), link.getAttribute("href")] as [string | null, string | null],
      ),
      navItems: nav?.querySelectorAll(":scope > ul > li").length ?? 0,
      navLinks: [...(nav?.querySelectorAll("a") ?? [])].map(
        (link) =>
          [link.textContent?.replace(/\s+/g, " ").trim() ?? "", link.getAttribute("href")] as [
            string,
            string | null,
          ],
      ),
      footer: document.querySelector("footer")?.textContent ?? "",
      text: [document.title, description, ...labels, document.body.innerText].join("\n"),
    };
  }, navLabel);
}

/** The facts of the server's HTML (text: every text node outside scripts and styles). */
function htmlFacts(html: string, navLabel: string): PageFacts {
  const document = parseDocument(html);
  const all = (test: (element: Element) => boolean) => DomUtils.findAll(test, document.children);
  const one = (test: (element: Element) => boolean) => DomUtils.findOne(test, document.children);
  type Element = ReturnType<typeof DomUtils.findAll>[number];
  const attrOf = (name: string, test: (element: Element) => boolean) => one(test)?.attribs[name] ?? null;
  const text = (node: Element | null | undefined) => (node ? clean(DomUtils.textContent(node)) : "");
  const visibleText = (node: Element): string[] =>
    node.name === "script" || node.name === "style" || node.name === "template"
      ? []
      : node.children.flatMap((child) =>
          DomUtils.isText(child) ? [child.data] : DomUtils.isTag(child) ? visibleText(child) : [],
        );
  const nav = one((e) => e.name === "nav" && e.attribs["aria-label"] === navLabel);
  const list = nav?.children.find((child): child is Element => DomUtils.isTag(child) && child.name === "ul");
  const body = one((e) => e.name === "body");
  const labels = all((e) => ["aria-label", "title", "alt"].some((name) => name in e.attribs)).flatMap((e) =>
    ["aria-label", "title", "alt"].map((name) => e.attribs[name] ?? ""),
  );
  const title = text(one((e) => e.name === "title"));
  const h1 = one((e) => e.name === "h1");
  const description = attrOf("content", (e) => e.name === "meta" && e.attribs.name === "description");
  return {
    lang: attrOf("lang", (e) => e.name === "html"),
    title,
    description,
    h1: h1 ? text(h1) : null,
    canonical: attrOf("href", (e) => e.name === "link" && e.attribs.rel === "canonical"),
    alternates: all((e) => e.name === "link" && e.attribs.rel === "alternate" && "hreflang" in e.attribs).map(
      (link) => [link.attribs.hreflang ?? null, link.attribs.href ?? null],
    ),
    navItems: list?.children.filter((child) => DomUtils.isTag(child) && child.name === "li").length ?? 0,
    navLinks: nav
      ? DomUtils.findAll((e) => e.name === "a", nav.children).map((link) => [
          text(link),
          link.attribs.href ?? null,
        ])
      : [],
    footer: text(one((e) => e.name === "footer")),
    text: [title, description, ...labels, ...(body ? visibleText(body) : [])].join("\n"),
  };
}

/** Everything a complete page in `locale` holds. */
function expectCompletePage(
  facts: PageFacts,
  locale: Locale,
  route: (typeof ROUTES)[number],
  pages: ApiPage[],
  origin: string,
) {
  const t = MESSAGES[locale];
  const url = localize(locale, route);
  const pageName = (slug: string) => pages.find((p) => p.slug === slug)?.name ?? `(no page ${slug})`;

  // Language, title and description.
  expect(facts.lang).toBe(locale);
  const slug = ROUTE_SLUGS[route];
  const expectedTitle = `${slug ? pageName(slug) : t.meta.home.title} — Maistry`;
  expect(facts.title).toBe(expectedTitle);
  expect(expectedTitle.length).toBeGreaterThan(" — Maistry".length);
  // (A content page's title is its name in this language, which may be a cognate such as "Contact".)
  if (locale !== "en" && !slug)
    expect(t.meta.home.title, "the title is translated").not.toBe(en.meta.home.title);
  expect(facts.description).toBe(t.meta[META_KEYS[route]].description);
  if (slug) expect(facts.h1).toBe(pageName(slug));

  // Canonical URL and the hreflang alternates of every locale plus x-default.
  expect(facts.canonical).toBe(`${origin}${url}`);
  expect(facts.alternates).toHaveLength(9);
  expect(Object.fromEntries(facts.alternates)).toEqual({
    ...Object.fromEntries(LOCALES.map((code) => [code, `${origin}${localize(code, route)}`])),
    "x-default": `${origin}${route}`,
  });

  // The header navigation: six items titled from the pages, in this language.
  expect(facts.navItems).toBe(6);
  for (const item of NAV_ITEMS)
    expect(facts.navLinks, `the navigation links "${pageName(item.slug)}"`).toContainEqual([
      pageName(item.slug),
      localize(locale, item.path),
    ]);

  // The footer.
  expect(facts.footer).toContain(`© 2021–${YEAR}`);
  expect(facts.footer).toContain(format(t.footer.copyright, { from: 2021, to: YEAR }));

  if (locale === "en") return;
  // Nothing on a non-English page is English UI text or an untranslated key: neither the visible
  // text nor the title, the description and the accessible labels.
  expect(facts.text.length).toBeGreaterThan(200);
  const english = englishLeftovers(locale).filter((value) => facts.text.includes(value));
  expect(english, `English text on the ${locale} page ${url}`).toEqual([]);
  const keys = RAW_KEYS.filter((key) => facts.text.includes(key));
  expect(keys, `raw translation keys on the ${locale} page ${url}`).toEqual([]);
}

for (const locale of LOCALES) {
  const t = MESSAGES[locale];
  for (const route of ROUTES) {
    const url = localize(locale, route);
    const pagesOf = async (request: APIRequestContext): Promise<ApiPage[]> =>
      (await request.get(`/api/${locale}/api/pages`)).json();

    test(`${url} is a complete ${locale} page in the server's HTML`, { tag: [HTTP] }, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(url, { headers: { "Accept-Language": "uk-UA" }, maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const origin = new URL(baseURL as string).origin;
      expectCompletePage(
        htmlFacts(await response.text(), t.nav.main),
        locale,
        route,
        await pagesOf(request),
        origin,
      );
    });

    if (!SAMPLE.has(locale)) continue;
    test(
      `${url} is a complete ${locale} page`,
      { tag: locale === "uk" ? [PHONE, PHONE_NOJS] : [] },
      async ({ page, request, baseURL }, testInfo) => {
        const pages = await pagesOf(request);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(url);
        const js = hasJavaScript(testInfo);
        if (js) await waitForHydration(page, locale);

        // What only a browser shows: the navigation's links are visible (on a phone, once the
        // hamburger menu is open).
        if (isPhone(testInfo)) await openDisclosure(page, t.nav.menu, js);
        const nav = page.getByRole("navigation", { name: t.nav.main, exact: true });
        for (const item of NAV_ITEMS) {
          const name = pages.find((p) => p.slug === item.slug)?.name ?? item.slug;
          await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
        }
        const origin = new URL(baseURL ?? page.url()).origin;
        expectCompletePage(await browserFacts(page, t.nav.main), locale, route, pages, origin);
      },
    );
  }
}

test("a page hydrates in its language when its messages arrive after the app's scripts", async ({ page }) => {
  // The messages script is `defer` and React Router's module script `async`: on a slow line the
  // app may be ready first, and must wait rather than draw every text as its key.
  await page.route("**/i18n/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto(localize("de", "/about-us"));
  await waitForHydration(page, "de");
  await expect(page.getByRole("navigation", { name: MESSAGES.de.nav.main, exact: true })).toBeVisible();
  await expect(page.getByText(/\bnav\.\w+/)).toHaveCount(0);
});

test("a visitor's page loads every visitor's messages; signing in loads the account's too", async ({
  page,
  request,
  baseURL,
}) => {
  const bundles = () => page.evaluate(() => window.__maistryBundles ?? []);
  const scripts = () =>
    page.locator("script[data-messages]").evaluateAll((elements) => elements.map((e) => e.dataset.messages));
  const user = await createUser(request, baseURL as string, "Bundles", { master: true });
  await page.goto(localize("de", "/login"));
  await waitForHydration(page, "de");
  expect(await scripts()).toEqual(["de.site"]);
  expect(await bundles()).toEqual(["de.site"]);

  const card = page.getByRole("region", { name: MESSAGES.de.auth.login.title });
  await card.getByLabel(MESSAGES.de.auth.fields.email, { exact: true }).fill(user.email);
  await card.getByLabel(MESSAGES.de.auth.fields.password, { exact: true }).fill(user.password);
  await card.getByRole("button", { name: MESSAGES.de.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/de/masters/${user.username}`));
  await waitForHydration(page, "de");
  // The login answered with a full page load, which brought the account's messages with it.
  expect(await scripts()).toEqual(["de.site", "de.account"]);
  expect(await bundles()).toEqual(["de.site", "de.account"]);
  // An office page in German, its own texts and its upload field's included.
  await page.goto(localize("de", "/personal-info"));
  await waitForHydration(page, "de");
  const main = page.getByRole("main");
  await expect(
    main.getByLabel(officeProfileDe.officeProfile.personal.category, { exact: true }),
  ).toBeVisible();
  await expect(main.getByText(/\b(officeProfile|uploads)\.\w+/)).toHaveCount(0);
});
