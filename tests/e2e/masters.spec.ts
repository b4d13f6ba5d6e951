import { type APIRequestContext, expect, type Page, type TestInfo } from "@playwright/test";
import { foldForSearch } from "../../app/server/catalog/search-text";
import { DEMO_CREDENTIALS, DEMO_INCOMPLETE } from "../../app/server/seed/demo-content";
import deCatalog from "../../locales/de/catalog.json" with { type: "json" };
import deMasters from "../../locales/de/masters.json" with { type: "json" };
import enCatalog from "../../locales/en/catalog.json" with { type: "json" };
import enMasters from "../../locales/en/masters.json" with { type: "json" };
import ukCatalog from "../../locales/uk/catalog.json" with { type: "json" };
import ukMasters from "../../locales/uk/masters.json" with { type: "json" };
import { test } from "./fixtures";
import {
  firstLoadModules,
  format,
  HTTP,
  hasJavaScript,
  isPhone,
  type Locale,
  localize,
  MESSAGES,
  NOJS,
  PHONE,
  PHONE_NOJS,
  waitForHydration,
} from "./helpers";
import { linkIn, waitForMails } from "./mail";

/*
 * The masters list, the master page and the main page's catalog sections. Every test runs at
 * 1280 px with JavaScript; the form journeys (search, ordering, filters, the gallery's links without
 * JavaScript) also without JavaScript, and the filter panel and the gallery also at 375 px (tags).
 * The list is read from the demo content the server seeds; the tests take names, cities and levels
 * from the cards they see, so they hold for any demo data. A journey works in English at 1280 px
 * with JavaScript and in Ukrainian in the other projects (German where a third language helps).
 */

test.use({ locale: "uk-UA" });

type TestLocale = "uk" | "en" | "de";
const STRINGS = {
  uk: { m: ukMasters.masters, c: ukCatalog.catalog },
  en: { m: enMasters.masters, c: enCatalog.catalog },
  de: { m: deMasters.masters, c: deCatalog.catalog },
} as const;
const strings = (locale: TestLocale) => ({ ...STRINGS[locale], t: MESSAGES[locale as Locale] });
const journeyLocale = (testInfo: TestInfo): TestLocale =>
  hasJavaScript(testInfo) && !isPhone(testInfo) ? "en" : "uk";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message template as a pattern: each `{{name}}` matches `values[name]` or any text. */
function templatePattern(template: string, values: Record<string, string> = {}): RegExp {
  const source = template
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      return values[name] !== undefined ? escapeRegExp(values[name]) : "(.+?)";
    })
    .join("");
  return new RegExp(source);
}

// --- The list ------------------------------------------------------------------------------------

const FORM_ID = "masters-filters";

/** The master cards of the list. */
const cards = (page: Page) => page.getByRole("main").getByRole("article");

interface CardInfo {
  name: string;
  nickname: string;
  place: string;
  teacher: boolean;
  text: string;
  href: string;
}

/**
 * The cards as one snapshot (read in the page at once, so a list being replaced by a client-side
 * navigation never leaves a half-read card behind).
 */
async function readCards(page: Page, locale: TestLocale): Promise<CardInfo[]> {
  const teacher = strings(locale).m.card.teacher;
  return cards(page).evaluateAll(
    (articles, teacherLabel) =>
      articles.map((article) => {
        const link = article.querySelector("h3 a");
        const paragraphs = [...article.querySelectorAll("p")];
        const text = (article as HTMLElement).innerText.replace(/\s+/g, " ");
        return {
          name: link?.textContent?.trim() ?? "",
          nickname: /@(\S+)/.exec(text)?.[1] ?? "",
          // The place is the paragraph right under the nickname (its map pin is drawn by CSS).
          place:
            paragraphs
              .find((p) => p.previousElementSibling?.textContent?.trim().startsWith("@"))
              ?.textContent?.trim() ?? "",
          teacher: paragraphs.some((p) => p.textContent?.trim() === teacherLabel),
          text,
          href: link?.getAttribute("href") ?? "",
        };
      }),
    teacher,
  );
}

/** A filter chip: the list shows this filter's results once it is there. */
const chip = (page: Page, locale: TestLocale, label: string) =>
  page
    .getByRole("list", { name: strings(locale).c.filters.active })
    .getByRole("link", { name: `${strings(locale).c.filters.remove} ${label}`, exact: true });

/** The number in "24 masters". */
async function resultCount(page: Page): Promise<number> {
  const summary = page.getByRole("main").getByRole("status").first();
  return Number((await summary.innerText()).replace(/\D/g, ""));
}

async function openList(page: Page, testInfo: TestInfo, locale: TestLocale, search = "") {
  const response = await page.goto(`${localize(locale, "/masters")}${search}`);
  expect(response?.status()).toBe(200);
  if (hasJavaScript(testInfo)) await waitForHydration(page, locale);
}

/** Opens the filter panel on phones (a sidebar on desktop needs nothing). */
async function openFilters(page: Page, testInfo: TestInfo, locale: TestLocale) {
  if (!isPhone(testInfo)) return;
  const { c } = strings(locale);
  if (hasJavaScript(testInfo)) {
    await page.getByRole("button", { name: new RegExp(`^${escapeRegExp(c.filters.open)}`) }).click();
  } else {
    await page.locator(`label[for="${FORM_ID}-toggle"]`).filter({ hasText: c.filters.open }).click();
  }
  await expect(page.getByRole("heading", { name: c.filters.title, exact: true })).toBeVisible();
}

/**
 * Applies a choice made in the filter panel: with JavaScript on a wide screen a choice applies at
 * once; otherwise the panel's "Show results" button submits the GET form.
 */
async function applyChoice(page: Page, testInfo: TestInfo, locale: TestLocale, expected: RegExp) {
  if (!(hasJavaScript(testInfo) && !isPhone(testInfo))) {
    await page.getByRole("button", { name: strings(locale).c.filters.apply, exact: true }).click();
  }
  await expect(page).toHaveURL(expected);
  // Without JavaScript the URL changes when the new document starts: read it once it is whole.
  if (!hasJavaScript(testInfo)) await page.waitForLoadState("load");
}

/** Searches by the hero's search box (Enter, or the button). */
async function search(page: Page, locale: TestLocale, query: string) {
  const box = page.getByRole("searchbox", { name: strings(locale).m.list.searchLabel });
  await box.fill(query);
  await box.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === query);
  await expect(chip(page, locale, format(strings(locale).m.list.chipSearch, { q: query }))).toBeVisible();
}

/** Chooses the ordering: with JavaScript the select applies at once, without it its Apply button. */
async function order(page: Page, testInfo: TestInfo, locale: TestLocale, ordering: "teacher" | "master") {
  const { m, c } = strings(locale);
  await page.getByLabel(m.list.ordering, { exact: true }).selectOption(ordering);
  if (!hasJavaScript(testInfo)) await page.getByRole("button", { name: c.sort.apply, exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("ordering") === ordering);
}

test.describe("the masters list", () => {
  test("both orderings: teachers first, masters first", { tag: [NOJS] }, async ({ page }, testInfo) => {
    const locale = journeyLocale(testInfo);
    await openList(page, testInfo, locale, "?ordering=master");
    await order(page, testInfo, locale, "teacher");
    // (Polled: with JavaScript the new list replaces the old one just after the URL changes.)
    await expect(async () => {
      const flags = (await readCards(page, locale)).map((card) => card.teacher);
      expect(flags.length).toBeGreaterThan(0);
      expect(flags[0], "the first card carries the teacher badge").toBe(true);
      // Teachers, then masters: once a card has no badge, none after it has one.
      expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    }).toPass({ timeout: 10_000 });

    await order(page, testInfo, locale, "master");
    await expect(async () => {
      const flags = (await readCards(page, locale)).map((card) => card.teacher);
      expect(flags.length).toBeGreaterThan(0);
      expect(flags[0], "the first card has no teacher badge").toBe(false);
      expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
    }).toPass({ timeout: 10_000 });
  });

  test("search by name and by nickname, any case", { tag: [NOJS] }, async ({ page }, testInfo) => {
    const locale: TestLocale = "en";
    await openList(page, testInfo, locale);
    const all = await readCards(page, locale);
    const total = await resultCount(page);
    const target = all[1] ?? all[0];
    expect(target, "a master to look for").toBeTruthy();
    if (!target) return;

    // A word of the name, in upper case.
    const word = target.name.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? target.name;
    await search(page, locale, word.toUpperCase());
    const byName = await readCards(page, locale);
    expect(byName.map((card) => card.name)).toContain(target.name);
    for (const card of byName)
      expect(foldForSearch(`${card.name} ${card.nickname}`)).toContain(foldForSearch(word));
    await expect.poll(() => resultCount(page)).toBeLessThan(total);
    await expect(
      page.getByRole("link", { name: new RegExp(escapeRegExp(word.toUpperCase())) }),
    ).toBeVisible();

    // The nickname.
    await search(page, locale, target.nickname);
    const byNickname = await readCards(page, locale);
    expect(byNickname.map((card) => card.nickname)).toContain(target.nickname);
    for (const card of byNickname)
      expect(foldForSearch(`${card.name} ${card.nickname}`)).toContain(foldForSearch(target.nickname));
  });

  test(
    "nothing found: the empty state leads back to every master",
    { tag: [NOJS] },
    async ({ page }, testInfo) => {
      const locale = journeyLocale(testInfo);
      const { m } = strings(locale);
      await openList(page, testInfo, locale, "?ordering=master");
      await search(page, locale, "zqxjvw-nobody");
      await expect(page.getByRole("heading", { name: m.list.emptyTitle })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      // The count is a part of its own (decision 056): it may follow the list by a render.
      await expect.poll(() => resultCount(page)).toBe(0);
      const back = page.getByRole("link", { name: m.list.showAll, exact: true });
      await expect(back).toHaveAttribute("href", localize(locale, "/masters?ordering=master"));
      await back.click();
      await expect(cards(page).first()).toBeVisible();
    },
  );

  test(
    "filter by specialization",
    { tag: [NOJS, PHONE, PHONE_NOJS] },
    async ({ page, request }, testInfo) => {
      const locale = journeyLocale(testInfo);
      const { m } = strings(locale);
      await openList(page, testInfo, locale);
      const total = await resultCount(page);
      // A specialization some master on the page has (the first skill of a card).
      const skill = await page
        .getByRole("main")
        .getByRole("list", { name: m.card.skills })
        .first()
        .getByRole("listitem")
        .first()
        .innerText();
      const [, title] = templatePattern(m.card.skillLevel).exec(skill) ?? [undefined, skill];
      const specialization = (title ?? skill).trim();

      await openFilters(page, testInfo, locale);
      await page.getByRole("radio", { name: specialization, exact: true }).check();
      await applyChoice(page, testInfo, locale, /[?&]subcategory=\d+/);
      await expect(chip(page, locale, specialization)).toBeVisible();
      const found = await readCards(page, locale);
      expect(found.length).toBeGreaterThan(0);
      expect(await resultCount(page)).toBeLessThanOrEqual(total);
      // Each master found works in it (their page says so).
      await expect(
        page.getByRole("link", { name: new RegExp(escapeRegExp(specialization)) }).first(),
      ).toBeVisible();
      for (const card of found.slice(0, 3)) {
        const html = await (await request.get(card.href)).text();
        expect(html, `${card.name} works in ${specialization}`).toContain(escapeHtml(specialization));
      }
    },
  );

  test("a category from the footer: masters of any of its specializations", async ({ page }, testInfo) => {
    const locale = journeyLocale(testInfo);
    await openList(page, testInfo, locale);
    const total = await resultCount(page);
    // The footer lists the categories, each linking to the masters working in it.
    const link = page
      .getByRole("contentinfo")
      .locator(`a[href^="${localize(locale, "/masters?")}"][href*="category="]`)
      .first();
    const title = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/[?&]category=\d+/);
    await expect(chip(page, locale, title)).toBeVisible();
    const found = await resultCount(page);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(total);
  });

  test("filter by qualification level", { tag: [NOJS, PHONE, PHONE_NOJS] }, async ({ page }, testInfo) => {
    const locale = journeyLocale(testInfo);
    const { m, t } = strings(locale);
    await openList(page, testInfo, locale);
    const pattern = templatePattern(m.card.levelName);
    const withLevel = (await readCards(page, locale)).find((card) => pattern.test(card.text));
    expect(withLevel, "a master with a qualification level on the first page").toBeTruthy();
    const level = /(\d)/.exec(pattern.exec(withLevel?.text ?? "")?.[0] ?? "")?.[1] ?? "1";
    const name = t.levels[level as keyof typeof t.levels];

    await openFilters(page, testInfo, locale);
    await page.getByRole("radio", { name: format(m.list.levelOption, { level, name }), exact: true }).check();
    await applyChoice(page, testInfo, locale, new RegExp(`[?&]level=${level}(&|$)`));
    const levelChip = chip(page, locale, format(m.list.chipLevel, { level }));
    await expect(levelChip).toBeVisible();
    const found = await readCards(page, locale);
    expect(found.map((card) => card.name)).toContain(withLevel?.name);
    for (const card of found) expect(card.text).toContain(format(m.card.levelName, { level, name }));
    // The chip removes it again.
    await levelChip.click();
    await expect(page).toHaveURL((url) => !url.searchParams.has("level"));
    await expect(levelChip).toHaveCount(0);
  });

  test("filter by country and by city", { tag: [NOJS, PHONE, PHONE_NOJS] }, async ({ page }, testInfo) => {
    const locale = journeyLocale(testInfo);
    const { m } = strings(locale);
    await openList(page, testInfo, locale, "?ordering=master");
    const [first] = await readCards(page, locale);
    expect(first?.place, "a card with a city and a country").toMatch(/, /);
    const place = first?.place ?? "";
    const country = place.slice(place.lastIndexOf(", ") + 2);
    const city = place.slice(0, place.lastIndexOf(", "));

    await openFilters(page, testInfo, locale);
    await page.getByLabel(m.list.country, { exact: true }).selectOption({ label: country });
    await applyChoice(page, testInfo, locale, /[?&]country=[A-Z]{2}(&|$)/);
    await expect(chip(page, locale, country)).toBeVisible();
    const inCountry = await readCards(page, locale);
    expect(inCountry.map((card) => card.name)).toContain(first?.name);
    for (const card of inCountry) expect(card.place.endsWith(`, ${country}`), card.place).toBe(true);

    // The city, typed in another case, with the country still chosen.
    await openFilters(page, testInfo, locale);
    const cityField = page.getByLabel(m.list.city, { exact: true });
    await cityField.fill(city.toLocaleLowerCase(locale));
    await cityField.press("Enter");
    await expect(page).toHaveURL((url) => url.searchParams.get("city") === city.toLocaleLowerCase(locale));
    await expect(chip(page, locale, city.toLocaleLowerCase(locale))).toBeVisible();
    const inCity = await readCards(page, locale);
    expect(inCity.map((card) => card.name)).toContain(first?.name);
    for (const card of inCity) expect(card.place).toBe(place);
    // Chips for both; "clear all" shows every master again.
    await page.getByRole("link", { name: strings(locale).c.filters.clearAll }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has("city") && !url.searchParams.has("country"));
    await expect(chip(page, locale, country)).toHaveCount(0);
  });

  test("pagination of 12", async ({ page }, testInfo) => {
    const locale = journeyLocale(testInfo);
    const { c } = strings(locale);
    await openList(page, testInfo, locale);
    const count = await resultCount(page);
    const pages = page.getByRole("navigation", { name: c.pagination.label });
    if (count <= 12) {
      await expect(cards(page)).toHaveCount(count);
      await expect(pages).toHaveCount(0);
      return;
    }
    await expect(cards(page)).toHaveCount(12);
    const firstPage = (await readCards(page, locale)).map((card) => card.nickname);
    await pages.getByRole("link", { name: c.pagination.next }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
    await expect(pages.locator('[aria-current="page"]')).toHaveText(/^2/);
    const second = (await readCards(page, locale)).map((card) => card.nickname);
    expect(second.length).toBe(Math.min(12, count - 12));
    for (const name of second) expect(firstPage).not.toContain(name);
  });

  test("German list and master card", async ({ page }, testInfo) => {
    const { m } = strings("de");
    await openList(page, testInfo, "de", "?ordering=teacher");
    await expect(page.getByRole("main").getByText(m.card.teacher, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("searchbox", { name: m.list.searchLabel })).toBeVisible();
    await expect(page).toHaveTitle(`${MESSAGES.de.meta.masters.title} — Maistry`);
  });
});

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

// --- The master page ----------------------------------------------------------------------------

interface ApiGallery {
  photos: unknown[];
}
interface ApiMaster {
  username: string;
  full_name: string;
  has_video: boolean;
  activities: unknown[];
  portfolio: ApiGallery[];
  certificates: ApiGallery[];
  lessons: unknown[];
  brands: unknown[];
}

/** The demo teacher with every section (lessons, portfolio, certificates, activity, brands, video). */
async function richMaster(request: APIRequestContext): Promise<ApiMaster> {
  const { username } = DEMO_CREDENTIALS.master;
  const response = await request.get(`/api/en/api/masters/${encodeURIComponent(username)}/`);
  expect(response.status(), `the demo master ${username}`).toBe(200);
  const master: ApiMaster = await response.json();
  for (const part of ["activities", "portfolio", "certificates", "lessons", "brands"] as const)
    expect(master[part].length, `the demo master's ${part}`).toBeGreaterThan(0);
  return master;
}

/** A section by its heading (which may end in a count: "Portfolio 12"). */
const section = (page: Page, title: string) =>
  page.getByRole("region", { name: new RegExp(`^${escapeRegExp(title)}\\s*\\d*$`) });

test.describe("a master's page", () => {
  test("every section of a rich master, with structured data", async ({ page, request }, testInfo) => {
    const master = await richMaster(request);
    const locale = journeyLocale(testInfo);
    const { m } = strings(locale);
    const response = await page.goto(localize(locale, `/masters/${master.username}`));
    expect(response?.status()).toBe(200);
    if (hasJavaScript(testInfo)) await waitForHydration(page, locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(master.full_name);
    await expect(page.getByText(`@${master.username}`, { exact: true })).toBeVisible();

    const titles = [
      ...(master.has_video ? [m.page.video] : []),
      m.page.level,
      m.page.selectedBrands,
      m.page.activity,
      m.page.portfolio,
      m.page.certificates,
      m.page.lessons,
      m.page.lessonBrands,
    ];
    const nav = page.getByRole("navigation", { name: m.page.sections });
    for (const title of titles) {
      await expect(
        page.getByRole("heading", { level: 2, name: new RegExp(`^${escapeRegExp(title)}`) }),
      ).toBeVisible();
      await expect(nav.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", /^#/);
    }
    if (master.has_video) await expect(page.locator("video")).toHaveAttribute("src", /^\/media\//);
    // Each activity kind present is a heading with its entries below.
    await expect(section(page, m.page.activity).getByRole("heading", { level: 3 }).first()).toBeVisible();
    // Lesson cards, and the lessons' brands link to the lessons list filtered by brand.
    await expect(section(page, m.page.lessons).getByRole("article")).toHaveCount(master.lessons.length);
    const brandLinks = section(page, m.page.lessonBrands).getByRole("link");
    expect(await brandLinks.count()).toBeGreaterThan(0);
    for (const href of await brandLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    ))
      expect(href).toMatch(new RegExp(`^${escapeRegExp(localize(locale, "/lessons?brand="))}\\d+$`));
    await expect(page.getByText(m.page.empty)).toHaveCount(0);

    // SEO: a Person in JSON-LD (with the page's nonce), an Open Graph profile with an absolute image.
    const jsonLd = page.locator('script[type="application/ld+json"]');
    const person = JSON.parse((await jsonLd.textContent()) ?? "{}");
    expect(person["@type"]).toBe("Person");
    expect(person.name).toBe(master.full_name);
    expect(person.alternateName).toBe(master.username);
    expect(person.url).toMatch(new RegExp(`/masters/${escapeRegExp(master.username)}$`));
    expect(person.address?.addressCountry).toMatch(/^[A-Z]{2}$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "profile");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const image = page.locator('meta[property="og:image"]');
    if (await image.count()) await expect(image).toHaveAttribute("content", /^https?:\/\/.+\/media\//);
  });

  test(
    "the portfolio gallery and the certificate viewer",
    { tag: [NOJS, PHONE] },
    async ({ page, request }, testInfo) => {
      const master = await richMaster(request);
      const locale = journeyLocale(testInfo);
      const { m } = strings(locale);
      await page.goto(localize(locale, `/masters/${master.username}`));
      const js = hasJavaScript(testInfo);
      if (js) await waitForHydration(page, locale);

      for (const [title, galleries] of [
        [m.page.portfolio, master.portfolio],
        [m.page.certificates, master.certificates],
      ] as const) {
        const total = galleries.reduce((sum, gallery) => sum + gallery.photos.length, 0);
        const thumbnails = section(page, title).getByRole("link");
        await expect(thumbnails).toHaveCount(total);
        const first = thumbnails.first();
        const href = (await first.getAttribute("href")) ?? "";
        expect(href).toMatch(/^\/media\/.+\.webp$/);
        // Thumbnails are 4:5 images with their size given (no layout shift), lazy below the fold.
        await expect(first.locator("img")).toHaveAttribute("width", /^\d+$/);

        if (!js) {
          // The thumbnail is a plain link to the full image.
          await first.click();
          await expect(page).toHaveURL((url) => url.pathname === href);
          const image = await request.get(href);
          expect(image.status()).toBe(200);
          expect(image.headers()["content-type"]).toBe("image/webp");
          await page.goBack();
          continue;
        }

        await first.click();
        const viewer = page.getByRole("dialog", { name: title });
        await expect(viewer).toBeVisible();
        await expect(viewer.getByRole("img")).toHaveAttribute("src", href);
        await expect(viewer.getByText(format(m.gallery.position, { current: 1, total }))).toBeVisible();
        if (total > 1) {
          await viewer.getByRole("button", { name: m.gallery.next, exact: true }).click();
          await expect(viewer.getByText(format(m.gallery.position, { current: 2, total }))).toBeVisible();
          await page.keyboard.press("ArrowLeft");
          await expect(viewer.getByText(format(m.gallery.position, { current: 1, total }))).toBeVisible();
          await viewer.getByRole("button", { name: m.gallery.previous, exact: true }).click();
          await expect(viewer.getByText(format(m.gallery.position, { current: total, total }))).toBeVisible();
        }
        await page.keyboard.press("Escape");
        await expect(viewer).toBeHidden();
        // Focus returns to the thumbnail that opened the viewer.
        await expect(first).toBeFocused();
      }
    },
  );

  test("an unknown nickname is a 404; an id redirects to the nickname with the query", {
    tag: [HTTP],
  }, async ({ request }) => {
    expect((await request.get("/masters/no-such-master-zz")).status()).toBe(404);
    expect((await request.get("/en/masters/999999999")).status()).toBe(404);
    const list = await (await request.get("/api/en/api/masters/")).json();
    const { id, username } = list.results[0] as { id: number; username: string };
    const response = await request.get(`/de/masters/${id}?tab=tab-1&x=1`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/de/masters/${username}?tab=tab-1&x=1`);
    const upper = await request.get(`/masters/${username.toUpperCase()}`, { maxRedirects: 0 });
    expect(upper.status()).toBe(302);
    expect(upper.headers().location).toBe(`/masters/${username}`);
  });

  test("a visitor's first load has no form validation library (the owner's balance tab loads on demand)", {
    tag: [HTTP],
  }, async ({ request }) => {
    const list = await (await request.get("/api/en/api/masters/")).json();
    const html = await (
      await request.get(`/en/masters/${(list.results[0] as { username: string }).username}`)
    ).text();
    const modules = firstLoadModules(html);
    // The list was read (the profile itself is kept as HTML: few modules, decision 055).
    expect(modules.length).toBeGreaterThan(3);
    expect(modules.filter((href) => /\/(zod|top-up-form|balance-panel)-/.test(href ?? ""))).toEqual([]);
  });

  test("the demo user without a filled profile: not in the list, the page reachable but not indexed", async ({
    page,
  }, testInfo) => {
    const locale = journeyLocale(testInfo);
    const { m } = strings(locale);
    const { username } = DEMO_CREDENTIALS.incomplete;
    await openList(page, testInfo, locale, `?q=${encodeURIComponent(username)}`);
    await expect(page.getByRole("heading", { name: m.list.emptyTitle })).toBeVisible();
    await openList(page, testInfo, locale, `?q=${encodeURIComponent(DEMO_INCOMPLETE.fullName)}`);
    await expect(cards(page)).toHaveCount(0);

    const response = await page.goto(localize(locale, `/masters/${username}`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEMO_INCOMPLETE.fullName);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { name: m.page.empty })).toBeVisible();
  });

  test("a new user's page: who they are and the empty message, not indexed", async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const locale = journeyLocale(testInfo);
    const { m } = strings(locale);
    const id = `${testInfo.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`.slice(0, 24);
    const fullName = "Оксана Нова";
    const email = `${id}@example.com`;
    const password = "Velvet-Lacquer-2026";
    const created = await request.post("/api/api/auth/users/", {
      data: {
        full_name: fullName,
        username: id,
        email,
        phone: "+380 44 123 45 67",
        country: "UA",
        city: "Київ",
        password,
        re_password: password,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const [mail] = await waitForMails(email, 1);
    const link = linkIn(mail as NonNullable<typeof mail>, baseURL as string, /^\/login\/[\w-]{20,}$/);
    expect((await request.get(link.pathname)).status()).toBe(200);

    const response = await page.goto(localize(locale, `/masters/${id}`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fullName);
    await expect(page.getByText(`@${id}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: m.page.empty })).toBeVisible();
    for (const title of [m.page.portfolio, m.page.certificates, m.page.lessons, m.page.activity])
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // Not listed: nobody finds them in the list yet.
    await openList(page, testInfo, locale, `?q=${id}`);
    await expect(cards(page)).toHaveCount(0);
  });
});

// --- The main page -------------------------------------------------------------------------------

test.describe("the main page's catalog sections", () => {
  test("featured lessons, categories, featured masters and new lessons, each with its list link", async ({
    page,
  }, testInfo) => {
    const locale = journeyLocale(testInfo);
    const { t } = strings(locale);
    const response = await page.goto(localize(locale, "/"));
    expect(response?.status()).toBe(200);
    if (hasJavaScript(testInfo)) await waitForHydration(page, locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.home.heroTitle);

    const sections = [
      { title: t.home.featuredLessonsTitle, link: t.home.allLessons, href: "/lessons?ordering=rating" },
      { title: t.home.categoriesTitle, link: t.home.allCategories, href: "/lessons?ordering=level" },
      { title: t.home.featuredMastersTitle, link: t.home.allMasters, href: "/masters?ordering=teacher" },
      { title: t.home.newestLessonsTitle, link: t.home.allNewLessons, href: "/lessons?ordering=newest" },
    ];
    for (const { title, link, href } of sections) {
      const region = section(page, title);
      await expect(region.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
      await expect(region.getByRole("link", { name: link, exact: true })).toHaveAttribute(
        "href",
        localize(locale, href),
      );
    }
    for (const title of [t.home.featuredLessonsTitle, t.home.featuredMastersTitle, t.home.newestLessonsTitle])
      await expect(section(page, title).getByRole("article").first()).toBeVisible();

    // Category cards lead to the lessons of the category, their chips to a sub-category.
    const categories = section(page, t.home.categoriesTitle);
    await expect(categories.getByRole("heading", { level: 3 }).first().getByRole("link")).toHaveAttribute(
      "href",
      new RegExp(`^${escapeRegExp(localize(locale, "/lessons?"))}.*category=\\d+`),
    );
    await expect(
      categories.locator(`a[href^="${localize(locale, "/lessons?")}"][href*="subcategory="]`).first(),
    ).toBeVisible();

    // Images: the first one eager (with high priority), every later one lazy.
    const loading = await page
      .getByRole("main")
      .locator("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("loading")));
    expect(loading.length).toBeGreaterThan(1);
    expect(loading[0]).not.toBe("lazy");
    expect(loading.slice(1).every((value) => value === "lazy")).toBe(true);

    // A featured master card opens the master's page.
    const masterCard = section(page, t.home.featuredMastersTitle).getByRole("article").first();
    const name = (await masterCard.getByRole("heading", { level: 3 }).innerText()).trim();
    await masterCard.getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });
});
