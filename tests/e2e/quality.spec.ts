import { type APIResponse, expect } from "@playwright/test";
import { axeTarget, expectNoViolations } from "./axe";
import { test } from "./fixtures";
import {
  type ApiCategory,
  type ApiPage,
  HTTP,
  hasJavaScript,
  type Locale,
  localize,
  NOT_DESKTOP,
  PHONE_NOJS,
  ROUTES,
  stubMapTiles,
  switcherLabel,
  waitForHydration,
} from "./helpers";

test.use({ locale: "uk-UA" });

/*
 * axe over every page: each at 375 px as the server sends it (app scripts blocked) and, where
 * hydration changes the DOM (the header's menus and language switcher become buttons, the
 * catalog's filters and tabs come alive), once more at 1280 px with JavaScript. The same page in
 * another language is the same markup with other words, so each content route is checked in one
 * language, a different one for each route, and the catalog's pages in uk, en and de.
 * docs/testing.md, 2026-11-27 and 2026-11-28 (sixth session), lists what moved.
 */
const CONTENT_LOCALES = ["uk", "ru", "en", "pl", "fr", "de"] as const;
const AXE_PAGES: { locale: Locale; url: string; hydrated: boolean }[] = [
  ...ROUTES.map((route, index) => {
    const locale = CONTENT_LOCALES[index % CONTENT_LOCALES.length] ?? "en";
    return { locale, url: localize(locale, route), hydrated: true };
  }),
  { locale: "uk", url: "/no-such-page", hydrated: true },
  { locale: "en", url: "/en/no-such-page", hydrated: false },
  // The catalog's masters pages (`:first` is the first listed master's nickname).
  { locale: "uk", url: "/masters", hydrated: true },
  { locale: "en", url: "/en/masters?ordering=master", hydrated: false },
  { locale: "uk", url: "/masters/:first", hydrated: false },
  { locale: "en", url: "/en/masters/:first", hydrated: false },
  { locale: "de", url: "/de/masters/:first", hydrated: true },
  // The lessons pages (`:first` is the slug of the first lesson in the list): a plain list, a
  // filtered one, an empty one, a lesson and its locked full-video tab.
  { locale: "uk", url: "/lessons", hydrated: true },
  { locale: "en", url: "/en/lessons?ordering=-price&level=beginner&price_min=5", hydrated: true },
  { locale: "de", url: "/de/lessons?q=no-such-lesson", hydrated: true },
  { locale: "uk", url: "/lessons/:first", hydrated: true },
  { locale: "en", url: "/en/lessons/:first?tab=full", hydrated: true },
  { locale: "de", url: "/de/lessons/:first", hydrated: false },
];

for (const hydrated of [true, false]) {
  // Hydrated pages in desktop and phone-nojs; the rest in phone-nojs only.
  const tag = hydrated ? [PHONE_NOJS] : [PHONE_NOJS, NOT_DESKTOP];
  test.describe("accessibility (axe)", { tag }, () => {
    // axe on a hydrated page of this machine takes seconds (the header's mega menus are large).
    test.describe.configure({ timeout: 60_000 });
    for (const { locale, url } of AXE_PAGES.filter((entry) => entry.hydrated === hydrated)) {
      test(`${url} has no axe violation`, async ({
        page: projectPage,
        browser,
        baseURL,
        request,
      }, testInfo) => {
        const js = hasJavaScript(testInfo);
        const target = await axeTarget({ page: projectPage, browser, baseURL }, testInfo, {
          locale: "uk-UA",
        });
        const { page } = target;
        await stubMapTiles(page);

        const lessons = url.includes("/lessons/");
        const first = url.includes(":first")
          ? ((await (await request.get(`/api/en/api/${lessons ? "lessons" : "masters"}/`)).json())
              .results[0]?.[lessons ? "slug" : "username"] as string)
          : "";
        const response = await page.goto(url.replace(":first", first));
        expect(response?.status()).toBe(url.includes("no-such-page") ? 404 : 200);
        if (js) await waitForHydration(page, locale);
        else
          await expect(
            page.getByRole("checkbox", { name: switcherLabel(locale), exact: true }),
          ).toBeAttached();
        await expectNoViolations(target, url);
      });
    }
  });
}

test.describe("security headers", { tag: [HTTP] }, () => {
  /** The response's policy nonce, after checking that every script of the page carries it. */
  const policyNonce = async (response: APIResponse) => {
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();

    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, "a <script> without the nonce").toContain(`nonce="${nonce}"`);
    return nonce;
  };

  for (const url of ["/en", "/contact", "/de/no-such-page"]) {
    test(`${url} is served with a nonce CSP and every script carries the nonce`, async ({ request }) => {
      const first = await policyNonce(await request.get(url));
      // A fresh nonce on every render (the 404 page is never cached); a page-cache hit keeps the
      // nonce its page was rendered with (decision 022), and its policy names that one.
      const again = await request.get(url);
      const second = await policyNonce(again);
      if (!again.headers()["x-page-cache"]) expect(second, "a fresh nonce on a new render").not.toBe(first);
    });
  }
});

test.describe("JSON API and health checks", { tag: [HTTP] }, () => {
  test("footer: a list whose [0] has the four social URLs", async ({ request }) => {
    const response = await request.get("/api/en/api/sections/footer");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    const body = await response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(Object.keys(body[0]).sort()).toEqual([
      "facebook_url",
      "instagram_url",
      "tiktok_url",
      "youtube_url",
    ]);
    for (const value of Object.values(body[0])) expect(typeof value).toBe("string");
  });

  test("categories: id, title, icon and sub-categories, in the requested language", async ({ request }) => {
    const categories = async (locale: string): Promise<ApiCategory[]> => {
      const response = await request.get(`/api/${locale}/api/main/categories`);
      expect(response.status()).toBe(200);
      return response.json();
    };
    const [en, de] = await Promise.all([categories("en"), categories("de")]);
    expect(en.length).toBeGreaterThanOrEqual(8);
    for (const category of en) {
      expect(Object.keys(category).sort()).toEqual(["icon", "id", "sub_categories", "title"]);
      expect(typeof category.id).toBe("number");
      expect(category.title).not.toBe("");
      expect(category.icon).not.toBe("");
      expect(category.sub_categories.length).toBeGreaterThanOrEqual(3);
      expect(category.sub_categories.length).toBeLessThanOrEqual(6);
      for (const sub of category.sub_categories)
        expect(Object.keys(sub).sort()).toEqual(["icon", "id", "title"]);
    }
    expect(de.map((c) => c.id)).toEqual(en.map((c) => c.id));
    expect(de[0]?.title).not.toBe(en[0]?.title);
  });

  test("pages: slug and name", async ({ request }) => {
    const response = await request.get("/api/pl/api/pages");
    expect(response.status()).toBe(200);
    const pages: ApiPage[] = await response.json();
    for (const page of pages) expect(Object.keys(page).sort()).toEqual(["name", "slug"]);
    expect(pages.map((page) => page.slug).sort()).toEqual(
      [
        "about",
        "become-teacher",
        "contact",
        "lessons",
        "masters",
        "public-offer",
        "qualification-training",
      ].sort(),
    );
  });

  test("an unknown locale or path is a JSON 404", async ({ request }) => {
    for (const url of [
      "/api/xx/api/sections/footer",
      "/api/xx/api/main/categories",
      "/api/xx/api/pages",
      "/api/en/api/nothing-here",
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(response.headers()["content-type"], url).toMatch(/^application\/json/);
      expect(await response.json(), url).toEqual({ detail: "Not found." });
    }
  });

  test("users/me is 401 JSON without a valid token", async ({ request }) => {
    const anonymous = await request.get("/api/api/auth/users/me/");
    expect(anonymous.status()).toBe(401);
    expect(anonymous.headers()["content-type"]).toMatch(/^application\/json/);
    expect(await anonymous.json()).toEqual({ detail: "Authentication credentials were not provided." });
    const forged = await request.get("/api/api/auth/users/me/", {
      headers: { Authorization: "Bearer forged" },
    });
    expect(forged.status()).toBe(401);
    expect((await forged.json()).code).toBe("token_not_valid");
  });

  test("/healthz and /readyz", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
  });
});
