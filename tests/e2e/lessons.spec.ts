import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { DEMO_CREDENTIALS } from "../../app/server/seed/demo-content";
import de from "../../locales/de/lessons.json" with { type: "json" };
import enCatalog from "../../locales/en/catalog.json" with { type: "json" };
import en from "../../locales/en/lessons.json" with { type: "json" };
import ukCatalog from "../../locales/uk/catalog.json" with { type: "json" };
import uk from "../../locales/uk/lessons.json" with { type: "json" };
import { test } from "./fixtures";
import {
  HTTP,
  hasJavaScript,
  isPhone,
  type Locale,
  localize,
  MESSAGES,
  NOJS,
  NOT_DESKTOP,
  PHONE,
  PHONE_NOJS,
  SIGNED_VIDEO_SRC,
  serverVideoSource,
  waitForHydration,
} from "./helpers";

test.use({ locale: "en-US" });

const LESSONS = { en: en.lessons, uk: uk.lessons, de: de.lessons } as const;
const CATALOG = { en: enCatalog.catalog, uk: ukCatalog.catalog } as const;
const LEVELS = ["none", "beginner", "intermediate", "advanced"] as const;
type Level = (typeof LEVELS)[number];

interface ApiLesson {
  slug: string;
  title: string;
  price_cents: number;
  level: Level;
  views: number;
  rating: number;
  review_count: number;
  category: { id: number; title: string } | null;
  sub_category: { id: number; title: string } | null;
  master: { username: string; full_name: string };
}
interface ApiList {
  count: number;
  next: string | null;
  results: ApiLesson[];
}
interface ApiLessonDetail extends ApiLesson {
  about: string;
  brands: { id: number; name: string }[];
  has_trailer: boolean;
  has_full_video: boolean;
  has_tips_video: boolean;
}

/** The JSON API answers the same query the page shows (it calls the same list function). */
async function apiList(request: APIRequestContext, locale: Locale, query: string): Promise<ApiList> {
  const response = await request.get(`/api/${locale}/api/lessons/${query}`);
  expect(response.status(), `API ${query}`).toBe(200);
  return response.json();
}

async function apiLesson(request: APIRequestContext, slug: string): Promise<ApiLessonDetail> {
  const response = await request.get(`/api/en/api/lessons/${encodeURIComponent(slug)}/`);
  expect(response.status()).toBe(200);
  return response.json();
}

async function visit(page: Page, locale: Locale, path: string, js: boolean) {
  const response = await page.goto(localize(locale, path));
  expect(response?.status(), path).toBe(200);
  if (js) await waitForHydration(page, locale);
}

const results = (page: Page, locale: "en" | "uk" = "en") =>
  page.getByRole("region", { name: LESSONS[locale].resultsTitle, exact: true });
const cards = (page: Page, locale: "en" | "uk" = "en") => results(page, locale).getByRole("article");
const titleHeadings = (page: Page, locale: "en" | "uk" = "en") =>
  results(page, locale).getByRole("heading", { level: 3 });
const cardTitles = (page: Page, locale: "en" | "uk" = "en") => titleHeadings(page, locale).allTextContents();
const filterPanel = (page: Page) => page.getByRole("region", { name: CATALOG.en.filters.title, exact: true });

/** The card's price in cents, read as a visitor reads it ("$25", "$19.99", "Free"). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await results(page)
    .locator("article p")
    .filter({ hasText: CATALOG.en.price })
    .allTextContents();
  return texts.map((text) => {
    const value = text.replace(`${CATALOG.en.price}:`, "").trim();
    return value === CATALOG.en.free ? 0 : Math.round(Number(value.replace(/[$,\s]/g, "")) * 100);
  });
}

/** Each card's level from its badge (a lesson without a level has none). */
async function cardLevels(page: Page): Promise<Level[]> {
  const names = Object.entries(CATALOG.en.levels) as [Level, string][];
  return cards(page).evaluateAll(
    (articles, names) =>
      articles.map((article) => {
        const badge = [...article.querySelectorAll("span")].find((span) =>
          span.textContent?.startsWith("Level: "),
        );
        const text = badge?.textContent?.replace("Level: ", "") ?? "";
        return (names.find(([, name]) => name === text)?.[0] ?? "none") as Level;
      }),
    names,
  );
}

/** The count line ("24 lessons") says what the API counts for the same query. */
async function expectCount(page: Page, count: number) {
  const text = count === 1 ? `${count} lesson` : `${new Intl.NumberFormat("en").format(count)} lessons`;
  await expect(results(page).getByRole("status").first()).toHaveText(text);
}

/** The cards on the page are the API's first page for `query`, in the same order. */
async function expectSameAsApi(page: Page, request: APIRequestContext, query: string) {
  const expected = await apiList(request, "en", query);
  await expectCount(page, expected.count);
  await expect(titleHeadings(page)).toHaveText(expected.results.map((lesson) => lesson.title));
  return expected;
}

/** On a phone the filters are behind the "Filters" button: open them (a checkbox without JS). */
async function openFilters(page: Page, testInfo: TestInfo) {
  if (!isPhone(testInfo)) {
    await expect(filterPanel(page)).toBeVisible();
    return;
  }
  await expect(filterPanel(page)).toBeHidden();
  if (hasJavaScript(testInfo)) await page.getByRole("button", { name: /^Filters/ }).click();
  else
    await page
      .locator('label[for="lesson-filters-toggle"]')
      .filter({ hasText: CATALOG.en.filters.open })
      .click();
  await expect(filterPanel(page)).toBeVisible();
}

/**
 * Changes filters with `choose`, then applies them: on a wide screen with JavaScript a choice of
 * a radio or select applies itself; otherwise (and for typed values) "Show results" does.
 */
async function applyFilters(
  page: Page,
  testInfo: TestInfo,
  choose: (panel: Locator) => Promise<void>,
  typed = false,
) {
  await openFilters(page, testInfo);
  const before = page.url();
  await choose(filterPanel(page));
  if (typed || isPhone(testInfo) || !hasJavaScript(testInfo))
    await filterPanel(page).getByRole("button", { name: CATALOG.en.filters.apply, exact: true }).click();
  await expect(page).not.toHaveURL(before);
  if (isPhone(testInfo) && hasJavaScript(testInfo)) await expect(filterPanel(page)).toBeHidden();
}

const search = (url: string) => new URL(url).searchParams;

test.describe("the lessons list", () => {
  test(
    "search by title finds lessons in any case: 'манікюр' finds 'Манікюр'",
    { tag: [NOJS] },
    async ({ page, request }, testInfo) => {
      const js = hasJavaScript(testInfo);
      await visit(page, "uk", "/lessons", js);
      const box = page.getByRole("searchbox", { name: LESSONS.uk.search.label });
      await box.fill("манікюр");
      await box.press("Enter");
      await expect(page).toHaveURL((url) => url.searchParams.get("q") === "манікюр");
      const expected = await apiList(request, "uk", `?q=${encodeURIComponent("манікюр")}`);
      expect(expected.count).toBeGreaterThan(0);
      await expect(titleHeadings(page, "uk")).toHaveText(expected.results.map((lesson) => lesson.title));
      const titles = await cardTitles(page, "uk");
      for (const title of titles) expect(title.toLocaleLowerCase("uk")).toContain("манікюр");
      expect(titles.some((title) => title.includes("Манікюр"))).toBe(true);
      // The search is a removable chip, and the search box keeps the words.
      await expect(box).toHaveValue("манікюр");
      await page.getByRole("link", { name: `${CATALOG.uk.filters.remove} «манікюр»` }).click();
      await expect(page).toHaveURL((url) => !url.searchParams.has("q"));
      await expect(box).toHaveValue("");
    },
  );

  test(
    "filter by category and by sub-category",
    { tag: [NOJS, PHONE, PHONE_NOJS] },
    async ({ page, request }, testInfo) => {
      const js = hasJavaScript(testInfo);
      const all = await apiList(request, "en", "?ordering=level");
      const withSub = all.results.find((lesson) => lesson.sub_category && lesson.category);
      expect(withSub, "a lesson with a category and a sub-category").toBeTruthy();
      const category = withSub?.category as { id: number; title: string };
      const sub = withSub?.sub_category as { id: number; title: string };

      await visit(page, "en", "/lessons?ordering=level", js);
      await applyFilters(page, testInfo, (panel) =>
        panel
          .getByRole("group", { name: en.lessons.filters.category })
          .getByLabel(category.title, { exact: true })
          .check(),
      );
      expect(search(page.url()).get("category")).toBe(String(category.id));
      const byCategory = await expectSameAsApi(page, request, `?ordering=level&category=${category.id}`);
      expect(byCategory.count).toBeLessThan(all.count);
      for (const lesson of byCategory.results) expect(lesson.category?.id).toBe(category.id);

      await applyFilters(page, testInfo, (panel) =>
        panel
          .getByRole("group", { name: en.lessons.filters.subcategory })
          .getByLabel(sub.title, { exact: true })
          .check(),
      );
      expect(search(page.url()).get("subcategory")).toBe(String(sub.id));
      const bySub = await expectSameAsApi(
        page,
        request,
        `?ordering=level&category=${category.id}&subcategory=${sub.id}`,
      );
      expect(bySub.count).toBeGreaterThan(0);
      // Every card names the sub-category.
      for (const card of await cards(page).all()) await expect(card).toContainText(sub.title);
    },
  );

  test(
    "filter by level, price range and brand, and combined",
    { tag: [NOJS, PHONE, PHONE_NOJS] },
    async ({ page, request }, testInfo) => {
      const js = hasJavaScript(testInfo);
      await visit(page, "en", "/lessons?ordering=level", js);

      await applyFilters(page, testInfo, (panel) =>
        panel
          .getByRole("group", { name: en.lessons.filters.level })
          .getByLabel(CATALOG.en.levels.intermediate, { exact: true })
          .check(),
      );
      expect(search(page.url()).get("level")).toBe("intermediate");
      const byLevel = await expectSameAsApi(page, request, "?ordering=level&level=intermediate");
      expect(byLevel.count).toBeGreaterThan(0);
      expect(new Set(await cardLevels(page))).toEqual(new Set(["intermediate"]));

      // Price range, typed, on top of the level: both filters hold.
      await applyFilters(
        page,
        testInfo,
        async (panel) => {
          await panel.getByLabel(en.lessons.filters.priceMin, { exact: true }).fill("10");
          await panel.getByLabel(en.lessons.filters.priceMax, { exact: true }).fill("60");
        },
        true,
      );
      expect(search(page.url()).get("price_min")).toBe("10");
      expect(search(page.url()).get("price_max")).toBe("60");
      const combined = await expectSameAsApi(
        page,
        request,
        "?ordering=level&level=intermediate&price_min=10&price_max=60",
      );
      expect(combined.count).toBeLessThanOrEqual(byLevel.count);
      for (const cents of await cardPrices(page)) {
        expect(cents).toBeGreaterThanOrEqual(1000);
        expect(cents).toBeLessThanOrEqual(6000);
      }
      // Both show as chips; removing the price chip keeps the level.
      const priceChip = page.getByRole("link", { name: `${CATALOG.en.filters.remove} $10 – $60` });
      await expect(priceChip).toBeVisible();
      await priceChip.click();
      await expect(page).toHaveURL(
        (url) => !url.searchParams.has("price_min") && url.searchParams.get("level") === "intermediate",
      );
      await expectSameAsApi(page, request, "?ordering=level&level=intermediate");

      // Brand (a select): the page shows the API's lessons of that brand.
      await visit(page, "en", "/lessons?ordering=level", js);
      // The options are read even while the panel is closed (phones).
      const brandSelect = page.locator('#lesson-filters select[name="brand"]');
      const brandOptions = await brandSelect.locator("option").evaluateAll((options) =>
        options.map((option) => ({
          value: (option as HTMLOptionElement).value,
          label: option.textContent ?? "",
        })),
      );
      const brand = brandOptions.find((option) => option.value !== "");
      expect(brand, "a brand to filter by").toBeTruthy();
      await applyFilters(page, testInfo, async (panel) => {
        await panel.getByLabel(en.lessons.filters.brand, { exact: true }).selectOption(brand?.value ?? "");
      });
      expect(search(page.url()).get("brand")).toBe(brand?.value);
      const byBrand = await expectSameAsApi(page, request, `?ordering=level&brand=${brand?.value}`);
      expect(byBrand.count).toBeGreaterThan(0);
      const detail = await apiLesson(request, byBrand.results[0]?.slug ?? "");
      expect(detail.brands.map((b) => String(b.id))).toContain(brand?.value);
    },
  );

  const orderings: { value: string; label: string; check: (page: Page) => Promise<void> }[] = [
    {
      value: "level",
      label: en.lessons.sort.level,
      check: async (page) => {
        const ranks = (await cardLevels(page)).map((level) => LEVELS.indexOf(level));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      },
    },
    {
      value: "price",
      label: en.lessons.sort.priceAsc,
      check: async (page) => {
        const prices = await cardPrices(page);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(new Set(prices).size).toBeGreaterThan(1);
      },
    },
    {
      value: "-price",
      label: en.lessons.sort.priceDesc,
      check: async (page) => {
        const prices = await cardPrices(page);
        expect(prices).toEqual([...prices].sort((a, b) => b - a));
        expect(new Set(prices).size).toBeGreaterThan(1);
      },
    },
    {
      value: "rating",
      label: en.lessons.sort.rating,
      check: async (page) => {
        const ratings = await cards(page).evaluateAll((articles) =>
          articles.map((article) => {
            const label = article.querySelector('[role="img"]')?.getAttribute("aria-label") ?? "";
            return Number(/Rated ([\d.]+) out of 5/.exec(label)?.[1] ?? 0);
          }),
        );
        expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      },
    },
    {
      value: "views",
      label: en.lessons.sort.views,
      check: async (page) => {
        const views = await cards(page).evaluateAll((articles) =>
          articles.map((article) => {
            // The innermost span: the exact number for screen readers ("15,300 views").
            const text = [...article.querySelectorAll("span")].find(
              (span) => !span.querySelector("span") && / views?$/.test(span.textContent ?? ""),
            );
            return Number((text?.textContent ?? "0").replace(/\D/g, ""));
          }),
        );
        expect(views).toEqual([...views].sort((a, b) => b - a));
      },
    },
    { value: "newest", label: en.lessons.sort.newest, check: async () => {} },
  ];
  for (const ordering of orderings) {
    test(`ordering: ${ordering.value}`, { tag: [NOJS] }, async ({ page, request }, testInfo) => {
      const js = hasJavaScript(testInfo);
      await visit(page, "en", ordering.value === "level" ? "/lessons?ordering=price" : "/lessons", js);
      const select = page.getByLabel(en.lessons.sort.label, { exact: true });
      await select.selectOption({ label: ordering.label });
      if (!js) await page.getByRole("button", { name: CATALOG.en.sort.apply, exact: true }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("ordering") === ordering.value);
      await expect(select).toHaveValue(ordering.value);
      await expectSameAsApi(page, request, `?ordering=${encodeURIComponent(ordering.value)}`);
      await ordering.check(page);
    });
  }

  test("pagination: 12 a page, page 2 by its link, then back", async ({ page, request }) => {
    const js = hasJavaScript(test.info());
    const all = await apiList(request, "en", "?ordering=price");
    expect(all.count).toBeGreaterThan(12);
    await visit(page, "en", "/lessons?ordering=price", js);
    await expect(cards(page)).toHaveCount(12);
    const first = await cardTitles(page);
    const pages = page.getByRole("navigation", { name: CATALOG.en.pagination.label });
    await expect(pages.locator('[aria-current="page"]')).toContainText("Page 1");
    await pages.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("page") === "2" && url.searchParams.get("ordering") === "price",
    );
    await expect(pages.locator('[aria-current="page"]')).toContainText("Page 2");
    const second = await expectSameAsApi(page, request, "?ordering=price&page=2");
    expect(second.results.map((lesson) => lesson.title).some((title) => first.includes(title))).toBe(false);
    const prices = await cardPrices(page);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(all.results.at(-1)?.price_cents ?? 0);
    await pages.getByRole("link", { name: CATALOG.en.pagination.previous }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has("page"));
    await expect(titleHeadings(page)).toHaveText(first);
  });

  test("with JavaScript, a view of the list that loads for long shows card skeletons", async ({ page }) => {
    // Not tagged @nojs: skeletons need JavaScript (without it the browser shows its own loading).
    await visit(page, "en", "/lessons?ordering=price", true);
    await page.route(/\/lessons\.data/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    const loading = results(page).getByRole("status").filter({ hasText: CATALOG.en.loading });
    await expect(loading).toHaveCount(0);
    await page
      .getByRole("navigation", { name: CATALOG.en.pagination.label })
      .getByRole("link", { name: CATALOG.en.pagination.next })
      .click();
    await expect(loading).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
    await expect(loading).toHaveCount(0);
    await expect(cards(page)).not.toHaveCount(0);
  });

  test("nothing found: a friendly empty state whose link resets the filters", async ({
    page,
    request,
  }, testInfo) => {
    const js = hasJavaScript(testInfo);
    await visit(page, "en", "/lessons?ordering=newest&q=zzqqxx-no-such-lesson&level=advanced", js);
    await expect(page.getByRole("heading", { name: CATALOG.en.empty.title })).toBeVisible();
    await expectCount(page, 0);
    await results(page).getByRole("link", { name: CATALOG.en.filters.reset, exact: true }).click();
    await expect(page).toHaveURL((url) => url.search === "?ordering=newest");
    const all = await apiList(request, "en", "?ordering=newest");
    await expectCount(page, all.count);
  });

  test("German page: translated title, count and orderings", async ({ page }, testInfo) => {
    await visit(page, "de", "/lessons", hasJavaScript(testInfo));
    await expect(page).toHaveTitle(`${MESSAGES.de.meta.lessons.title} — Maistry`);
    await expect(page.getByLabel(de.lessons.sort.label, { exact: true })).toContainText(
      de.lessons.sort.priceDesc,
    );
    await expect(page.getByRole("region", { name: de.lessons.resultsTitle, exact: true })).toBeVisible();
  });
});

// The panel is a sidebar on wide screens: at 375 px only.
test.describe("the filter panel on a phone", { tag: [NOT_DESKTOP, PHONE, PHONE_NOJS] }, () => {
  test("opens and closes; with JavaScript the hamburger closes it first", async ({ page }, testInfo) => {
    const js = hasJavaScript(testInfo);
    await visit(page, "en", "/lessons", js);
    await openFilters(page, testInfo);
    if (js) {
      await filterPanel(page).getByRole("button", { name: CATALOG.en.filters.close }).click();
      await expect(filterPanel(page)).toBeHidden();
      await openFilters(page, testInfo);
      // SPEC §4: while the filter is shown, the hamburger closes it instead of opening the menu.
      const hamburger = page.getByRole("button", { name: MESSAGES.en.nav.menu, exact: true });
      await hamburger.click();
      await expect(filterPanel(page)).toBeHidden();
      await expect(hamburger).toHaveAttribute("aria-expanded", "false");
      await hamburger.click();
      await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    } else {
      // The close cross is the label of the same checkbox.
      await filterPanel(page).locator('label[for="lesson-filters-toggle"]').click();
      await expect(filterPanel(page)).toBeHidden();
    }
  });
});

/** A published paid lesson with a trailer, a full video and brands (the first by price, highest first). */
async function paidLesson(request: APIRequestContext): Promise<ApiLessonDetail> {
  const list = await apiList(request, "en", "?ordering=-price");
  for (const item of list.results) {
    const lesson = await apiLesson(request, item.slug);
    if (lesson.price_cents > 0 && lesson.has_trailer && lesson.has_full_video && lesson.brands.length > 0)
      return lesson;
  }
  throw new Error("no paid lesson with a trailer, a full video and brands in the demo content");
}

test.describe("a lesson page", () => {
  test("an unknown slug is a 404", async ({ page }) => {
    const response = await page.goto("/en/lessons/no-such-lesson-here");
    expect(response?.status()).toBe(404);
  });

  test("tabs are links: trailer plays for everyone, the full video is locked for a visitor, brands link to lists", async ({
    page,
    request,
  }, testInfo) => {
    const js = hasJavaScript(testInfo);
    const lesson = await paidLesson(request);
    const path = `/lessons/${lesson.slug}`;
    await visit(page, "en", path, js);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lesson.title);
    await expect(page).toHaveTitle(`${lesson.title} — Maistry`);
    const crumbs = page.getByRole("navigation", { name: MESSAGES.en.breadcrumbs.label });
    await expect(crumbs).toContainText(MESSAGES.en.nav.items.lessons);
    if (lesson.category) await expect(crumbs).toContainText(lesson.category.title);
    const tabs = page.getByRole("navigation", { name: en.lessons.lesson.tabs.label });

    // The trailer is the default tab: a player with a signed source.
    await expect(tabs.getByRole("link", { name: en.lessons.lesson.tabs.trailer })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const video = page.locator("video");
    await expect(video).toHaveAttribute("preload", "metadata");
    const trailerSrc = await serverVideoSource(page);
    expect(trailerSrc).toMatch(SIGNED_VIDEO_SRC);
    const trailer = await request.get(trailerSrc, {
      headers: { Range: "bytes=0-99" },
    });
    expect(trailer.status()).toBe(206);

    // The full video is locked for a visitor: the price and the way to buy (the purchase page sends
    // a visitor to log in first).
    await tabs.getByRole("link", { name: en.lessons.lesson.tabs.full }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("tab") === "full");
    await expect(tabs.getByRole("link", { name: en.lessons.lesson.tabs.full })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(tabs.getByRole("link", { name: en.lessons.lesson.tabs.trailer })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.locator("video")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: en.lessons.lesson.locked.title })).toBeVisible();
    const login = page.getByRole("link", { name: en.lessons.lesson.locked.login });
    await expect(login).toHaveAttribute("href", `/en${path}/buy`);

    // Brands: each links to the lessons list filtered by it, where this lesson is.
    await tabs.getByRole("link", { name: en.lessons.lesson.tabs.brands }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("tab") === "brands");
    const brand = lesson.brands[0] as { id: number; name: string };
    const brandLink = page.getByRole("link", { name: new RegExp(`^${brand.name}`) });
    await expect(brandLink).toHaveAttribute("href", `/en/lessons?ordering=level&brand=${brand.id}`);
    await brandLink.click();
    await expect(page).toHaveURL((url) => url.searchParams.get("brand") === String(brand.id));
    await expectSameAsApi(page, request, `?ordering=level&brand=${brand.id}`);
    const sameTitle = await apiList(
      request,
      "en",
      `?brand=${brand.id}&q=${encodeURIComponent(lesson.title)}`,
    );
    expect(sameTitle.results.map((item) => item.slug)).toContain(lesson.slug);
  });

  test(
    "the about text: three lines and 'Read more' on a phone (no JavaScript needed), whole on a wide screen",
    { tag: [PHONE, PHONE_NOJS] },
    async ({ page, request }, testInfo) => {
      const lesson = await paidLesson(request);
      expect(lesson.about.length, "an about text longer than three phone lines").toBeGreaterThan(120);
      expect(lesson.about.length, "an about text that fits three wide lines").toBeLessThanOrEqual(300);
      await visit(page, "en", `/lessons/${lesson.slug}`, hasJavaScript(testInfo));
      const about = page.getByRole("region", { name: en.lessons.lesson.about, exact: true });
      const text = about.locator("p").first();
      const more = about.locator("label").filter({ hasText: en.lessons.lesson.more });
      const lineHeight = await text.evaluate((p) => Number.parseFloat(getComputedStyle(p).lineHeight));
      const height = async () => (await text.locator("..").boundingBox())?.height ?? 0;
      if (!isPhone(testInfo)) {
        await expect(more).toBeHidden();
        expect(await height()).toBeGreaterThan(lineHeight * 1.5);
        return;
      }
      expect(await height()).toBeLessThanOrEqual(lineHeight * 3 + 1);
      await more.click();
      await expect(about.locator("label").filter({ hasText: en.lessons.lesson.less })).toBeVisible();
      expect(await height()).toBeGreaterThan(lineHeight * 3 + 1);
    },
  );

  test("SEO: description, Open Graph image and JSON-LD Course with a nonce", { tag: [HTTP] }, async ({
    request,
  }) => {
    const lesson = await paidLesson(request);
    const response = await request.get(`/en/lessons/${lesson.slug}`);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/media\/[^"]+\.webp"/);
    expect(html).toContain('<meta property="og:type" content="video.other"');
    const escaped = (nonce ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const script = new RegExp(
      `<script[^>]* type="application/ld\\+json" nonce="${escaped}">(.*?)</script>`,
    ).exec(html);
    expect(script, "JSON-LD with the response's nonce").toBeTruthy();
    const course = JSON.parse(script?.[1] ?? "{}");
    expect(course["@type"]).toBe("Course");
    expect(course.name).toBe(lesson.title);
    expect(course.offers).toMatchObject({
      priceCurrency: "USD",
      price: (lesson.price_cents / 100).toFixed(2),
    });
    expect(course.provider.name).toBe("Maistry");
    if (lesson.review_count > 0) expect(course.aggregateRating.reviewCount).toBe(lesson.review_count);
    // The trailer's poster, the page's largest paint, is asked for from <head> with high priority.
    const poster = /<video[^>]* poster="([^"]+)"/.exec(html)?.[1];
    expect(poster, "the trailer has a poster").toBeTruthy();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<link rel="preload" as="image" href="${poster}" fetchPriority="high"/>`);
  });

  test(
    "the author logs in from the locked panel and comes back to the full video",
    { tag: [NOJS] },
    async ({ page, request }, testInfo) => {
      const js = hasJavaScript(testInfo);
      const author = DEMO_CREDENTIALS.master;
      let lesson: ApiLessonDetail | null = null;
      for (let url: string | null = "/api/en/api/lessons/?ordering=newest"; url && !lesson; ) {
        const list: ApiList = await (await request.get(url)).json();
        for (const item of list.results.filter(
          (l) => l.master.username === author.username && l.price_cents > 0,
        )) {
          const detail = await apiLesson(request, item.slug);
          if (detail.has_full_video) {
            lesson = detail;
            break;
          }
        }
        url = list.next ? new URL(list.next).pathname + new URL(list.next).search : null;
      }
      expect(lesson, `a paid lesson with a full video by ${author.username}`).toBeTruthy();
      const path = `/lessons/${lesson?.slug}`;

      await visit(page, "en", `${path}?tab=full`, js);
      await expect(page.locator("video")).toHaveCount(0);
      await page.getByRole("link", { name: en.lessons.lesson.locked.login }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/en/login");
      const t = MESSAGES.en;
      const card = page.getByRole("region", { name: t.auth.login.title });
      await card.getByLabel(t.auth.fields.email, { exact: true }).fill(author.email);
      await card.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_CREDENTIALS.password);
      await card.getByRole("button", { name: t.auth.login.submit, exact: true }).click();

      await expect(page).toHaveURL(
        (url) => url.pathname === `/en${path}` && url.searchParams.get("tab") === "full",
      );
      await expect(page.locator("video")).toHaveCount(1);
      await expect(page.getByRole("heading", { name: en.lessons.lesson.locked.title })).toHaveCount(0);
      // The signed source plays for the author (this browser's session), in ranges.
      const src = await serverVideoSource(page);
      expect(src).toMatch(SIGNED_VIDEO_SRC);
      const part = await page.request.get(src, { headers: { Range: "bytes=0-1023" } });
      expect(part.status()).toBe(206);
      expect(part.headers()["content-type"]).toMatch(/^video\//);
    },
  );
});
