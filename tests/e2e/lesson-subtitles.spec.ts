import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { lessonSlug } from "../../app/server/catalog/slug";
import { DEMO_LESSONS, DEMO_SUBTITLES } from "../../app/server/seed/demo-content";
import enCatalog from "../../locales/en/catalog.json" with { type: "json" };
import enLessons from "../../locales/en/lessons.json" with { type: "json" };
import enItems from "../../locales/en/office-items.json" with { type: "json" };
import enPlayer from "../../locales/en/player.json" with { type: "json" };
import { test } from "./fixtures";
import { hasJavaScript, isPhone, localize, NOJS, PHONE, PHONE_NOJS, waitForHydration } from "./helpers";
import { draftLessonByApi } from "./office-api";
import { signIn, type TestUser } from "./users";

/*
 * Subtitles of a lesson's videos (issue 17 §6, decision 044): the master uploads WebVTT files in
 * the editor (a multipart form, with and without JavaScript), a bad file is refused with the line
 * of its first error, the lesson page gives the player `<track>`s (the page's language on by
 * default) and the captions menu switches them; the lessons list filters "subtitles in my
 * language" (the demo lessons' subtitles come from the seed). The lesson stays a draft: its
 * author sees its page.
 */

test.describe.configure({ timeout: 120_000 });

const s = enItems.officeItems.subtitles;
const GOOD = (word: string) =>
  `WEBVTT\n\n00:00.000 --> 00:03.000\n${word} one\n\n00:03.000 --> 00:06.000\n${word} two\n`;
const BAD = "WEBVTT\n\n00:00.000 --> 00:03.000\nOne\n\n00:04.000 --> 00:03.500\nTwo\n";

/** A draft lesson of a fresh master with a 9-second full video. */
const draftLesson = (request: APIRequestContext) =>
  draftLessonByApi(request, {
    name: "Subs",
    title: "Brow lamination with subtitles",
    about: "Lift, set and nourish.",
  });

/** Chooses a language and a file in the subtitle panel and sends it. */
async function addSubtitles(page: Page, language: string, text: string) {
  const panel = page.getByRole("region", { name: s.title });
  await panel.getByLabel(s.language, { exact: true }).selectOption(language);
  await panel.getByLabel(s.video, { exact: true }).selectOption("full");
  await panel.getByLabel(s.file).setInputFiles({
    name: `${language}.vtt`,
    mimeType: "text/vtt",
    buffer: Buffer.from(text, "utf8"),
  });
  await panel.getByRole("button", { name: s.add }).click();
  return panel;
}

const fullVideo = (page: Page) => page.locator("#lesson-video-full");

test(
  "the master adds subtitles, a bad file is refused with its line, the page offers the tracks",
  { tag: [NOJS, PHONE, PHONE_NOJS] },
  async ({ page }, testInfo) => {
    const js = hasJavaScript(testInfo);
    const { user, lesson } = await draftLesson(page.request);
    await signIn(page, user as TestUser);
    await page.goto(localize("en", `/personal-info/lessons/${lesson.id}`));
    if (js) await waitForHydration(page, "en");
    const panel = page.getByRole("region", { name: s.title });
    await expect(panel.getByText(s.none)).toBeVisible();

    // A cue that ends before it starts, on line 6: refused next to the file field.
    await addSubtitles(page, "de", BAD);
    await expect(panel.getByText(s.errors.endBeforeStart.replace("{{line}}", "6"))).toBeVisible();
    await expect(panel.getByLabel(s.file)).toHaveAttribute("aria-invalid", "true");
    await expect(panel.getByText(s.none)).toBeVisible();

    const editor = localize("en", `/personal-info/lessons/${lesson.id}`);
    await addSubtitles(page, "de", GOOD("Eins"));
    await expect(page.getByText(s.flash.added)).toBeVisible();
    // The success message is a dialog: open the editor again for the next file.
    await page.goto(editor);
    if (js) await waitForHydration(page, "en");
    await addSubtitles(page, "en", GOOD("One"));
    await expect(page.getByText(s.flash.added)).toBeVisible();
    await page.goto(editor);
    await expect(panel.getByRole("list", { name: s.listLabel }).getByRole("listitem")).toHaveCount(2);
    await expect(panel.getByRole("list", { name: s.listLabel })).toContainText("Deutsch");
    if (isPhone(testInfo)) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await panel.screenshot({ path: testInfo.outputPath("editor.png") });

    // The lesson page: a track per language, the page's own (English) on by default.
    await page.goto(`${localize("en", `/lessons/${lesson.slug}`)}?tab=full`);
    if (js) await waitForHydration(page, "en");
    await expect(page.locator("[data-subtitles]").first()).toContainText("Deutsch");
    const german = fullVideo(page).locator('track[srclang="de"]');
    await expect(german).toHaveAttribute("label", "Deutsch");
    await expect(german).toHaveAttribute("kind", "subtitles");
    await expect(fullVideo(page).locator('track[srclang="en"]')).toHaveAttribute("default", "");
    await page.screenshot({ path: testInfo.outputPath("lesson.png") });
    const served = await page.request.get((await german.getAttribute("src")) as string);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(await served.text()).toContain("Eins one");

    if (js) {
      // The captions menu lists both and switches to German.
      const menu = page.getByRole("combobox", { name: enPlayer.player.subtitles });
      await expect(menu.locator("option")).toHaveText([enPlayer.player.subtitlesOff, "English", "Deutsch"]);
      await menu.selectOption({ label: "Deutsch" });
      await expect
        .poll(() =>
          fullVideo(page).evaluate((video: HTMLVideoElement) =>
            Array.from(video.textTracks)
              .filter((track) => track.mode === "showing")
              .map((track) => track.language),
          ),
        )
        .toEqual(["de"]);
    }

    // Removed again (the list's button names the language and the video).
    await page.goto(localize("en", `/personal-info/lessons/${lesson.id}`));
    if (js) await waitForHydration(page, "en");
    await panel
      .getByRole("button", {
        name: s.removeNamed.replace("{{language}}", "Deutsch").replace("{{video}}", s.parts.full),
      })
      .click();
    await expect(page.getByText(s.flash.removed)).toBeVisible();
    await expect(panel.getByRole("list", { name: s.listLabel }).getByRole("listitem")).toHaveCount(1);
  },
);

test(
  "the lessons list filters 'subtitles in my language' and the cards show CC",
  { tag: [NOJS, PHONE] },
  async ({ page }, testInfo) => {
    const entry = DEMO_SUBTITLES[0] as (typeof DEMO_SUBTITLES)[number];
    const demo = DEMO_LESSONS[entry.lesson] as (typeof DEMO_LESSONS)[number];
    const slug = lessonSlug(demo.title, demo.suffix);
    await page.goto(localize("en", "/lessons"));
    if (hasJavaScript(testInfo)) {
      await waitForHydration(page, "en");
      if (!isPhone(testInfo)) {
        await page.getByLabel(enLessons.lessons.filters.subtitlesMine).check();
        await expect(page).toHaveURL(/[?&]subtitles=en\b/);
      }
    }
    if (!page.url().includes("subtitles=en")) await page.goto(`${localize("en", "/lessons")}?subtitles=en`);
    await expect(page.getByLabel(enLessons.lessons.filters.subtitlesMine)).toBeChecked();
    const card = page.locator("article", { has: page.locator(`a[href$="/lessons/${slug}"]`) });
    await expect(card).toHaveCount(1);
    const badge = card.locator("[data-subtitles]");
    await expect(badge).toContainText("CC");
    await expect(badge).toContainText(
      enCatalog.catalog.subtitles.replace("{{languages}}", "Ukrainian, English, German"),
    );
    await page.screenshot({ path: testInfo.outputPath("list.png") });
    // Every card of the filtered list has English subtitles.
    const all = await page
      .locator("article [data-subtitles]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-subtitles") ?? ""));
    const cards = await page.locator("article").count();
    expect(all.length).toBe(cards);
    for (const languages of all) expect(languages.split(" ")).toContain("en");

    // The JSON API: the same filter and the languages on each lesson.
    const api = await page.request.get("/api/en/api/lessons/?subtitles=de");
    const body = (await api.json()) as { results: { slug: string; subtitles: string[] }[] };
    expect(body.results.map((lesson) => lesson.slug)).toContain(slug);
    for (const lesson of body.results) expect(lesson.subtitles).toContain("de");
  },
);
