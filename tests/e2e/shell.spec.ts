import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import {
  type ApiCategory,
  type ApiPage,
  format,
  hasJavaScript,
  type Locale,
  localize,
  MESSAGES,
  NOJS,
  NOT_DESKTOP,
  openDisclosure,
  PHONE,
  PHONE_NOJS,
  switcherLabel,
  waitForHydration,
} from "./helpers";

test.use({ locale: "uk-UA" });

interface ShellData {
  categories: ApiCategory[];
  pageName: (slug: string) => string;
}

async function shellData(request: APIRequestContext, locale: Locale): Promise<ShellData> {
  const [categories, pages] = await Promise.all([
    request.get(`/api/${locale}/api/main/categories`).then((r) => r.json() as Promise<ApiCategory[]>),
    request.get(`/api/${locale}/api/pages`).then((r) => r.json() as Promise<ApiPage[]>),
  ]);
  expect(categories.length).toBeGreaterThanOrEqual(8);
  return {
    categories,
    pageName: (slug) => pages.find((page) => page.slug === slug)?.name ?? `(no page ${slug})`,
  };
}

async function visit(page: Page, locale: Locale, path: string, js: boolean) {
  const response = await page.goto(localize(locale, path));
  expect(response?.status()).toBe(200);
  if (js) await waitForHydration(page, locale);
}

/** Every category of a sub-menu with its link, and every sub-category link, are shown. */
async function expectCategoryLinks(
  page: Page,
  categories: ApiCategory[],
  categoryHref: (id: number) => string,
  subHref: (id: number) => string,
) {
  const nav = page.getByRole("navigation", { name: MESSAGES.uk.nav.main, exact: true });
  for (const category of categories) {
    await expect(nav.locator(`a[href="${categoryHref(category.id)}"]`)).toBeVisible();
    await expect(nav.locator(`a[href="${categoryHref(category.id)}"]`)).toHaveText(category.title);
    expect(category.sub_categories.length).toBeGreaterThanOrEqual(3);
    for (const sub of category.sub_categories) {
      const link = nav.locator(`a[href="${subHref(sub.id)}"]`);
      await expect(link).toBeVisible();
      await expect(link).toHaveText(sub.title);
    }
  }
}

// The hamburger menu is for narrow screens: at 375 px only.
test.describe("phone navigation", { tag: [NOT_DESKTOP] }, () => {
  const t = MESSAGES.uk;

  test(
    "the hamburger opens the navigation and its sub-menus",
    { tag: [PHONE, PHONE_NOJS] },
    async ({ page, request }, testInfo) => {
      const js = hasJavaScript(testInfo);
      const { categories, pageName } = await shellData(request, "uk");
      await visit(page, "uk", "/", js);

      const nav = page.getByRole("navigation", { name: t.nav.main, exact: true });
      await expect(nav).toBeHidden();
      await openDisclosure(page, t.nav.menu, js);
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link", { name: pageName("masters"), exact: true })).toHaveAttribute(
        "href",
        "/masters?ordering=teacher",
      );

      // Without JavaScript there are no sub-menus (decision 029): no toggle to reach, no links;
      // the lists' own filters offer the same categories.
      if (!js) {
        const toggle = format(t.nav.categoriesOf, { section: pageName("lessons") });
        await expect(page.getByRole("checkbox", { name: toggle })).toHaveCount(0);
        await expect(nav.locator('a[href*="category="]')).toHaveCount(0);
        await nav.getByRole("link", { name: pageName("lessons"), exact: true }).click();
        await expect(page).toHaveURL(/\/lessons\?ordering=level$/);
        await expect(page.locator(`input[name="category"][value="${categories[0]?.id}"]`)).toHaveCount(1);
        return;
      }

      // The lessons sub-menu: categories and their sub-categories, ordered by level.
      const firstLessonsSub = nav.locator(
        `a[href="/lessons?ordering=level&subcategory=${categories[0]?.sub_categories[0]?.id}"]`,
      );
      await expect(firstLessonsSub).toBeHidden();
      await openDisclosure(page, format(t.nav.categoriesOf, { section: pageName("lessons") }), js);
      await expectCategoryLinks(
        page,
        categories,
        (id) => `/lessons?ordering=level&category=${id}`,
        (id) => `/lessons?ordering=level&subcategory=${id}`,
      );

      // The masters sub-menu: the same categories, ordered by master.
      const firstMastersSub = nav.locator(
        `a[href="/masters?ordering=master&subcategory=${categories[0]?.sub_categories[0]?.id}"]`,
      );
      await expect(firstMastersSub).toBeHidden();
      await openDisclosure(page, format(t.nav.categoriesOf, { section: pageName("masters") }), js);
      await expectCategoryLinks(
        page,
        categories,
        (id) => `/masters?ordering=master&category=${id}`,
        (id) => `/masters?ordering=master&subcategory=${id}`,
      );
    },
  );

  // Closing on Escape, outside clicks and resizes needs JavaScript.
  test.describe("with JavaScript", { tag: [PHONE] }, () => {
    test.beforeEach(async ({ page }) => {
      await visit(page, "uk", "/", true);
      await openDisclosure(page, t.nav.menu, true);
      await expect(page.getByRole("navigation", { name: t.nav.main, exact: true })).toBeVisible();
    });

    const hamburger = (page: Page) =>
      page.getByRole("button", { name: t.nav.menu, exact: true, includeHidden: true });
    const expectClosed = async (page: Page) => {
      await expect(hamburger(page)).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("navigation", { name: t.nav.main, exact: true })).toBeHidden();
    };

    test("Escape closes the menu and returns focus to the hamburger", async ({ page }) => {
      await page.keyboard.press("Escape");
      await expectClosed(page);
      await expect(hamburger(page)).toBeFocused();
    });

    test("a click outside closes the menu", async ({ page }) => {
      // A blank spot of the header, between the logo and the language switcher.
      const logo = await page.getByRole("link", { name: t.nav.home }).first().boundingBox();
      const languages = await page.getByRole("button", { name: switcherLabel("uk") }).boundingBox();
      if (!logo || !languages) throw new Error("header elements not laid out");
      const x = (logo.x + logo.width + languages.x) / 2;
      expect(languages.x - (logo.x + logo.width)).toBeGreaterThan(8);
      await page.mouse.click(x, logo.y + logo.height / 2);
      await expectClosed(page);
    });

    test("choosing a link closes the menu", async ({ page, request }) => {
      const { pageName } = await shellData(request, "uk");
      await page
        .getByRole("navigation", { name: t.nav.main, exact: true })
        .getByRole("link", { name: pageName("about"), exact: true })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === "/about-us");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageName("about"));
      await expectClosed(page);
    });

    test("growing the window past 1079 px closes the mobile menu", async ({ page }) => {
      await page.setViewportSize({ width: 1200, height: 812 });
      await expect(hamburger(page)).toBeHidden();
      await expect(hamburger(page)).toHaveAttribute("aria-expanded", "false");
      // Back on a narrow screen the menu stays closed.
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(hamburger(page)).toBeVisible();
      await expectClosed(page);
    });
  });
});

// The mega menu opens on hover on wide screens; its categories come from the categories API in
// the browser (decision 029), so without JavaScript hovering shows nothing.
test.describe("desktop navigation", { tag: [NOJS] }, () => {
  test("hovering Lessons shows the mega menu", async ({ page, request }, testInfo) => {
    const t = MESSAGES.en;
    const js = hasJavaScript(testInfo);
    const { categories, pageName } = await shellData(request, "en");
    await visit(page, "en", "/", js);
    const nav = page.getByRole("navigation", { name: t.nav.main, exact: true });
    const lessons = nav.getByRole("link", { name: pageName("lessons"), exact: true });
    await expect(lessons).toBeVisible();
    const [first, last] = [categories[0], categories.at(-1)];
    const sub = (id?: number) => nav.locator(`a[href="/en/lessons?ordering=level&subcategory=${id}"]`);
    await expect(sub(first?.sub_categories[0]?.id)).toBeHidden();

    await lessons.hover();
    if (!js) {
      await expect(nav.locator('a[href*="category="]')).toHaveCount(0);
      await expect(nav.getByRole("checkbox")).toHaveCount(0);
      return;
    }
    await expect(nav.locator(`a[href="/en/lessons?ordering=level&category=${first?.id}"]`)).toBeVisible();
    await expect(nav.locator(`a[href="/en/lessons?ordering=level&category=${first?.id}"]`)).toHaveText(
      first?.title ?? "",
    );
    await expect(sub(first?.sub_categories[0]?.id)).toBeVisible();
    await expect(sub(last?.sub_categories.at(-1)?.id)).toBeVisible();
    // Only the hovered item's menu: the masters one stays closed.
    await expect(nav.locator(`a[href^="/en/masters?ordering=master&subcategory="]`).first()).toBeHidden();

    // Moving away closes it again.
    await page.getByRole("banner").getByRole("link", { name: t.profile.register }).hover();
    await expect(sub(first?.sub_categories[0]?.id)).toBeHidden();
  });
});

// The disclosure pattern of the WAI-ARIA Authoring Practices, at desktop width with JavaScript.
test.describe("the keyboard in the header", () => {
  const t = MESSAGES.en;

  test("Tab walks past the closed menus: About us is within 15 stops of the top", async ({
    page,
    request,
  }) => {
    const { pageName } = await shellData(request, "en");
    await visit(page, "en", "/", true);
    const about = page
      .getByRole("navigation", { name: t.nav.main, exact: true })
      .getByRole("link", { name: pageName("about"), exact: true });
    let stops = 0;
    while (stops < 15 && !(await about.evaluate((link) => link === document.activeElement))) {
      await page.keyboard.press("Tab");
      stops += 1;
    }
    await expect(about).toBeFocused();
    // No category link was reached on the way, and no menu opened.
    await expect(page.locator('header [aria-expanded="true"]')).toHaveCount(0);
  });

  test("Enter opens a menu, Tab goes into it, Escape closes it from inside with focus back on its toggle", async ({
    page,
    request,
  }) => {
    const { categories, pageName } = await shellData(request, "en");
    await visit(page, "en", "/", true);
    const nav = page.getByRole("navigation", { name: t.nav.main, exact: true });
    const toggle = nav.getByRole("button", {
      name: format(t.nav.categoriesOf, { section: pageName("lessons") }),
    });
    const firstCategory = nav.locator(`a[href="/en/lessons?ordering=level&category=${categories[0]?.id}"]`);
    await expect(toggle).toBeVisible();
    await toggle.focus();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(firstCategory).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(firstCategory).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(firstCategory).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(firstCategory).toBeHidden();

    // Focus leaving an open menu closes it.
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("link", { name: t.nav.home }).first().focus();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("after a client-side navigation focus is on the new page's heading", async ({ page, request }) => {
    const { pageName } = await shellData(request, "en");
    await visit(page, "en", "/", true);
    const about = page
      .getByRole("navigation", { name: t.nav.main, exact: true })
      .getByRole("link", { name: pageName("about"), exact: true });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/about-us$/);
    const heading = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    // A full page load never happened: the navigation was the router's.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    expect(await page.evaluate(() => new URL(document.URL).pathname)).toBe("/en/about-us");
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).name,
      ),
    ).toMatch(/\/en$/);
  });
});

// The same links at both widths (the header's profile link stays visible on a phone).
test.describe("footer and header links", { tag: [PHONE_NOJS] }, () => {
  for (const locale of ["uk", "en"] as const) {
    test(`social, personal-office and profile links (${locale})`, async ({ page, request }, testInfo) => {
      const t = MESSAGES[locale];
      const [footerData] = await (await request.get(`/api/${locale}/api/sections/footer`)).json();
      const { categories } = await shellData(request, locale);
      await visit(page, locale, "/", hasJavaScript(testInfo));
      const footer = page.getByRole("contentinfo");

      // The seed leaves YouTube empty: its link falls back to the network's home page.
      expect(footerData.youtube_url).toBe("");
      const socials = {
        Instagram: footerData.instagram_url,
        Facebook: footerData.facebook_url,
        TikTok: footerData.tiktok_url,
        YouTube: "https://www.youtube.com/",
      };
      expect(footerData.instagram_url).toMatch(/^https:\/\/www\.instagram\.com\/.+/);
      expect(footerData.facebook_url).toMatch(/^https:\/\/www\.facebook\.com\/.+/);
      expect(footerData.tiktok_url).toMatch(/^https:\/\/www\.tiktok\.com\/.+/);
      const list = footer.getByRole("list", { name: t.footer.followUs });
      await expect(list.getByRole("link")).toHaveCount(4);
      for (const [name, url] of Object.entries(socials)) {
        const link = list.getByRole("link", { name, exact: true });
        await expect(link).toHaveAttribute("href", url);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      }

      await expect(footer.getByRole("link", { name: t.footer.personalOffice })).toHaveAttribute(
        "href",
        localize(locale, "/login"),
      );
      await expect(footer.getByRole("link", { name: t.footer.allMasters })).toHaveAttribute(
        "href",
        localize(locale, "/masters?ordering=master"),
      );
      for (const category of categories) {
        await expect(footer.getByRole("link", { name: category.title, exact: true })).toHaveAttribute(
          "href",
          localize(locale, `/masters?ordering=master&category=${category.id}`),
        );
      }
      await expect(footer).toContainText(t.footer.developer);

      const profile = page.getByRole("banner").getByRole("link", { name: t.profile.register });
      await expect(profile).toBeVisible();
      await expect(profile).toHaveAttribute("href", localize(locale, "/registration"));
      const logo = page.getByRole("banner").getByRole("link", { name: t.nav.home });
      await expect(logo).toHaveAttribute("href", localize(locale, "/"));
    });
  }
});

// The offline banner needs JavaScript.
test("a banner shows while the browser is offline", async ({ page, context }) => {
  const t = MESSAGES.en;
  await visit(page, "en", "/contact", true);
  const banner = page.getByRole("status").filter({ hasText: t.offline });
  await expect(banner).toHaveCount(0);
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});

test(
  "the skip link is the first stop and moves focus to the content",
  { tag: [NOJS] },
  async ({ page }, testInfo) => {
    const t = MESSAGES.en;
    await visit(page, "en", "/about-us", hasJavaScript(testInfo));
    const skip = page.getByRole("link", { name: t.skipToContent });
    await expect(skip).toHaveAttribute("href", "#main");
    await expect(page.locator("main#main")).toHaveCount(1);
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  },
);
