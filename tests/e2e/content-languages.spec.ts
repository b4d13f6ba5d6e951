import { expect, type Page } from "@playwright/test";
import { lessonSlug } from "../../app/server/catalog/slug";
import { DEMO_LESSON_TRANSLATIONS, DEMO_LESSONS } from "../../app/server/seed/demo-content";
import deCatalog from "../../locales/de/catalog.json" with { type: "json" };
import enCatalog from "../../locales/en/catalog.json" with { type: "json" };
import enLessons from "../../locales/en/lessons.json" with { type: "json" };
import enItems from "../../locales/en/office-items.json" with { type: "json" };
import enTranslations from "../../locales/en/translations.json" with { type: "json" };
import frCatalog from "../../locales/fr/catalog.json" with { type: "json" };
import { test } from "./fixtures";
import {
  closeFlash,
  hasJavaScript,
  isPhone,
  localize,
  NOJS,
  PHONE,
  PHONE_NOJS,
  waitForHydration,
} from "./helpers";
import { accessToken } from "./money";
import { draftLessonByApi } from "./office-api";
import { signIn, type TestUser } from "./users";

/*
 * Lessons and masters' "about" in several languages (issue 18 §1, decision 050): a master adds a
 * translation in the editor (a wrong one is refused next to its field), the lesson page shows the
 * visitor's language when there is one and otherwise the original with its badge; the list filters
 * "taught in" and "available in my language", search finds a lesson by a translation's title, and
 * hreflang and the sitemap list only the languages a lesson is in.
 */

test.describe.configure({ timeout: 120_000 });

const tr = enTranslations.translations;

/** Chooses the panel's language (with JavaScript, that opens the language's saved text first). */
async function chooseLanguage(page: Page, language: string, js: boolean) {
  const panel = page.getByRole("region", { name: tr.title });
  await panel.getByLabel(tr.language, { exact: true }).selectOption(language);
  if (js) await expect(page).toHaveURL(new RegExp(`[?&]translate=${language}\\b`));
  return panel;
}

test(
  "a master translates a lesson; visitors see their language or the original with its badge",
  { tag: [NOJS, PHONE, PHONE_NOJS] },
  async ({ page }, testInfo) => {
    const js = hasJavaScript(testInfo);
    // The master registered in English: the lesson is taught in English.
    const { user, lesson } = await draftLessonByApi(page.request, {
      name: "Polyglot",
      title: "Brow lamination at home",
      about: "Lift, set and nourish.",
    });
    await signIn(page, user as TestUser);
    const editor = localize("en", `/personal-info/lessons/${lesson.id}`);
    await page.goto(editor);
    if (js) await waitForHydration(page, "en");
    await expect(page.getByLabel(tr.originalLanguage)).toHaveValue("en");
    let panel = page.getByRole("region", { name: tr.title });
    await expect(panel.getByText(tr.none)).toBeVisible();
    // English is the original: the panel does not offer it.
    await expect(panel.getByLabel(tr.language, { exact: true }).locator('option[value="en"]')).toHaveCount(0);

    // A title left empty is refused next to its field, and nothing is saved.
    panel = await chooseLanguage(page, "uk", js);
    await panel.getByLabel(tr.aboutLesson).fill("Підняти, зафіксувати, напитати.");
    await panel.getByRole("button", { name: tr.add }).click();
    await expect(panel.getByLabel(tr.titleField)).toHaveAttribute("aria-invalid", "true");
    await expect(panel.getByText(enItems.officeItems.errors.titleRequired)).toBeVisible();
    await expect(panel.getByText(tr.none)).toBeVisible();

    await panel.getByLabel(tr.titleField).fill("Ламінування брів удома");
    await panel.getByLabel(tr.aboutLesson).fill("Підняти, зафіксувати, напитати.");
    await panel.getByRole("button", { name: tr.add }).click();
    await closeFlash(page, tr.flash.saved);
    await expect(panel.getByRole("list", { name: tr.listLabel }).getByRole("listitem")).toHaveCount(1);
    await expect(panel.getByRole("list", { name: tr.listLabel })).toContainText("Ламінування брів удома");
    if (isPhone(testInfo)) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await panel.screenshot({ path: testInfo.outputPath("editor.png") });

    // In Ukrainian: the translation, in the page's language, without a badge.
    await page.goto(localize("uk", `/lessons/${lesson.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ламінування брів удома");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
    await expect(page.locator("[data-text-language]")).toHaveCount(0);
    await expect(page.locator("[data-language]").first()).toContainText("Англійська");
    // In French: the original, marked as English.
    await page.goto(localize("fr", `/lessons/${lesson.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brow lamination at home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    await expect(page.locator("[data-text-language]")).toHaveText(frCatalog.catalog.inLanguage.en);
    await page.screenshot({ path: testInfo.outputPath("lesson-fr.png") });

    // Edit (the list's link opens the saved text), then remove it.
    await page.goto(editor);
    if (js) await waitForHydration(page, "en");
    await panel.getByRole("link", { name: tr.editNamed.replace("{{language}}", "Українська") }).click();
    await expect(panel.getByLabel(tr.titleField)).toHaveValue("Ламінування брів удома");
    await panel.getByRole("button", { name: tr.removeNamed.replace("{{language}}", "Українська") }).click();
    await closeFlash(page, tr.flash.removed);
    await expect(panel.getByText(tr.none)).toBeVisible();
  },
);

const translated = DEMO_LESSONS.find((lesson) => lesson.suffix === "m3r9") as (typeof DEMO_LESSONS)[number];
const translatedSlug = lessonSlug(translated.title, translated.suffix);
const english = DEMO_LESSON_TRANSLATIONS.m3r9?.en?.title ?? "";

test(
  "the lessons list filters by language, cards name it, search finds a translation's title",
  { tag: [NOJS, PHONE] },
  async ({ page }, testInfo) => {
    const filters = enLessons.lessons.filters;
    await page.goto(`${localize("en", "/lessons")}?q=marble`);
    if (hasJavaScript(testInfo) && !isPhone(testInfo)) {
      await waitForHydration(page, "en");
      await page.getByLabel(filters.availableMine).check();
      await expect(page).toHaveURL(/[?&]available=en\b/);
    } else {
      await page.goto(`${localize("en", "/lessons")}?q=marble&available=en`);
    }
    await expect(page.getByLabel(filters.availableMine)).toBeChecked();
    // A Ukrainian lesson with an English translation: its English title, taught in Ukrainian.
    const card = page.locator("article", { has: page.locator(`a[href$="/lessons/${translatedSlug}"]`) });
    await expect(card.getByRole("heading")).toHaveText(english);
    await expect(card.locator("[data-language]")).toHaveAttribute("data-language", "uk");
    await expect(card.locator("[data-language]")).toContainText(
      enCatalog.catalog.taughtIn.replace("{{language}}", "Ukrainian"),
    );
    await page.screenshot({ path: testInfo.outputPath("available.png"), fullPage: false });

    // Taught in Polish: every card says so.
    await page.goto(`${localize("en", "/lessons")}?taught=pl`);
    await expect(
      page.getByRole("link", { name: enLessons.lessons.chips.taught.replace("{{language}}", "Polish") }),
    ).toBeVisible();
    const languages = await page
      .locator("article [data-language]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-language")));
    expect(languages.length).toBeGreaterThan(0);
    expect(new Set(languages)).toEqual(new Set(["pl"]));

    // The German list finds the Ukrainian lesson by its English title; untranslated, its title
    // is the original, marked as Ukrainian.
    await page.goto(`${localize("de", "/lessons")}?q=${encodeURIComponent("marble nail design")}`);
    const found = page.locator("article", { has: page.locator(`a[href$="/lessons/${translatedSlug}"]`) });
    await expect(found.getByRole("heading")).toHaveText(translated.title);
    await expect(found.getByRole("heading")).toHaveAttribute("lang", "uk");

    // Its page in German: the original, with the badge; hreflang only where it is translated.
    await page.goto(localize("de", `/lessons/${translatedSlug}`));
    await expect(page.locator("[data-text-language]")).toHaveText(deCatalog.catalog.inLanguage.uk);
    const hreflangs = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
    expect(hreflangs).toEqual(["uk", "en", "pl", "x-default"]);
    const courseJson = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(courseJson ?? "{}")).toMatchObject({ "@type": "Course", inLanguage: "uk" });

    // The sitemap lists it in those languages only.
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/en/lessons/${translatedSlug}</loc>`);
    expect(sitemap).not.toContain(`/fr/lessons/${translatedSlug}</loc>`);
  },
);

test(
  "a master translates their 'about'; their page shows the visitor's language",
  { tag: [NOJS, PHONE_NOJS] },
  async ({ page }, testInfo) => {
    const js = hasJavaScript(testInfo);
    const { user } = await draftLessonByApi(page.request, {
      name: "Aboutme",
      title: "Gel basics",
      about: "Prep and base.",
    });
    const access = await accessToken(page.request, user);
    const patched = await page.request.patch("/api/en/api/auth/users/me/", {
      headers: { Authorization: `Bearer ${access}` },
      data: { short_description: "Nail artist in Lviv." },
    });
    expect(patched.status(), await patched.text()).toBe(200);
    await signIn(page, user as TestUser);
    await page.goto(localize("en", "/personal-info"));
    if (js) await waitForHydration(page, "en");
    await expect(page.getByLabel(tr.profileLanguage)).toHaveValue("en");
    const panel = await chooseLanguage(page, "pl", js);
    await panel.getByLabel(tr.aboutProfile).fill("Stylistka paznokci ze Lwowa.");
    await panel.getByRole("button", { name: tr.add }).click();
    await closeFlash(page, tr.flash.saved);
    await expect(panel.getByRole("list", { name: tr.listLabel })).toContainText(
      "Stylistka paznokci ze Lwowa.",
    );
    await panel.screenshot({ path: testInfo.outputPath("profile-panel.png") });

    await page.goto(localize("pl", `/masters/${user.username}`));
    await expect(page.getByText("Stylistka paznokci ze Lwowa.")).toBeVisible();
    await page.goto(localize("de", `/masters/${user.username}`));
    await expect(page.getByText("Nail artist in Lviv.")).toHaveAttribute("lang", "en");
    await expect(page.locator("[data-text-language]")).toHaveText(deCatalog.catalog.inLanguage.en);
  },
);
