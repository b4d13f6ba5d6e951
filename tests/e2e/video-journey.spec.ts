import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import enLessons from "../../locales/en/lessons.json" with { type: "json" };
import enMoney from "../../locales/en/money.json" with { type: "json" };
import enItems from "../../locales/en/office-items.json" with { type: "json" };
import enPlayer from "../../locales/en/player.json" with { type: "json" };
import { generatedClip } from "../support/test-clips";
import { test } from "./fixtures";
import { format, localize, resignedSegment, serverVideoSource, waitForHydration } from "./helpers";
import { createUser, signIn } from "./users";

/*
 * Issue 17's whole journey on a short generated video, in one test (1280 px, JavaScript; the
 * no-JavaScript page at the end): a master uploads a trailer and a full video with three steps → it is processed
 * → ready → subtitles in two languages → published; a buyer gets it, plays it through a signed
 * variant playlist and signed segments, switches the subtitles, follows a step link, pauses,
 * leaves and comes back to the saved place; a copied segment URL is refused to a visitor, to
 * another user and once expired; without JavaScript the signed MP4 plays. Each part has its own
 * detailed spec (office-items, player, lesson-steps, lesson-subtitles, lesson-progress).
 */

test.describe.configure({ timeout: 300_000 });

const o = enItems.officeItems;
const t = enPlayer.player;
const main = (page: Page) => page.getByRole("main");
const fullVideo = (page: Page) => page.locator("#lesson-video-full");
const currentTime = (page: Page) => fullVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime);
const showingTracks = (page: Page) =>
  fullVideo(page).evaluate((video: HTMLVideoElement) =>
    Array.from(video.textTracks)
      .filter((track) => track.mode === "showing")
      .map((track) => track.language),
  );
const vtt = (word: string) =>
  `WEBVTT\n\n00:00.000 --> 00:04.000\n${word} one\n\n00:04.000 --> 00:12.000\n${word} two\n`;

/** Sends one WebVTT file for the full video from the editor's subtitle panel. */
async function addSubtitles(page: Page, editor: string, language: string, text: string) {
  await page.goto(editor);
  await waitForHydration(page, "en");
  const panel = page.getByRole("region", { name: o.subtitles.title });
  await panel.getByLabel(o.subtitles.language, { exact: true }).selectOption(language);
  await panel.getByLabel(o.subtitles.video, { exact: true }).selectOption("full");
  await panel
    .getByLabel(o.subtitles.file)
    .setInputFiles({ name: `${language}.vtt`, mimeType: "text/vtt", buffer: Buffer.from(text, "utf8") });
  await panel.getByRole("button", { name: o.subtitles.add }).click();
  await expect(page.getByText(o.subtitles.flash.added)).toBeVisible();
}

test("a master's video from upload to a buyer who streams it, with subtitles, steps and resume; copies are refused", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Nail art, start to finish ${randomBytes(3).toString("hex")}`;
  let editor = "";
  let slug = "";

  await test.step("the master uploads a trailer and a full video with three steps and saves a draft", async () => {
    await signIn(page, await createUser(page.request, "", "Journey", { master: true }));
    await page.goto(localize("en", "/personal-info/lessons/new"));
    await waitForHydration(page, "en");
    await main(page).getByLabel(o.fields.title, { exact: true }).fill(title);
    await main(page).getByLabel(o.fields.about, { exact: true }).fill("Preparation, the design, the finish.");
    await main(page).getByLabel(o.fields.specialization, { exact: true }).selectOption({ index: 1 });
    await main(page).getByLabel(o.fields.level, { exact: true }).selectOption("beginner");
    await main(page).getByLabel(o.fields.price, { exact: true }).fill("0");
    for (const [legend, clip] of [
      [o.editor.trailer.choose, await generatedClip(640, 360, 3)],
      [o.editor.full.choose, await generatedClip(640, 360, 12)],
    ] as const) {
      const field = main(page).getByRole("group", { name: legend, exact: true });
      await field.locator('input[type="file"]').setInputFiles(clip);
      await expect(field.getByRole("checkbox")).toHaveCount(1, { timeout: 20_000 });
    }
    const steps = main(page).getByRole("region", { name: o.steps.title });
    for (const [row, [name, start]] of [
      ["Preparation", "0:00"],
      ["Design", "0:04"],
      ["Finish", "0:08"],
    ].entries()) {
      await steps.locator(`[name="step_title_${row}"]`).fill(name as string);
      await steps.locator(`[name="step_start_${row}"]`).fill(start as string);
    }
    await main(page).getByRole("button", { name: o.editor.saveDraft, exact: true }).click();
    const saved = page.getByRole("dialog").filter({ hasText: o.lessons.flash.draftSaved });
    await expect(saved).toBeVisible();
    await saved.getByRole("button").first().click();
    editor = new URL(page.url()).pathname;
    expect(editor).toMatch(/\/personal-info\/lessons\/\d+$/);
  });

  await test.step("it is processed for streaming; the master adds subtitles and publishes", async () => {
    const state = main(page).locator("#full-streaming");
    await expect(state).toContainText(o.editor.streaming.processing);
    // The editor refreshes itself while the video is processed.
    await expect(state).toContainText(o.editor.streaming.ready, { timeout: 150_000 });
    await addSubtitles(page, editor, "en", vtt("English"));
    await addSubtitles(page, editor, "de", vtt("Deutsch"));
    await page.goto(editor);
    await waitForHydration(page, "en");
    await main(page).getByRole("button", { name: o.editor.publish, exact: true }).click();
    await expect(page.getByText(o.lessons.flash.published)).toBeVisible();
    const view = await main(page).getByRole("link", { name: o.lessons.view }).first().getAttribute("href");
    slug = (view ?? "").split("/").pop() as string;
    expect(slug).not.toBe("");
  });

  const fullTab = () => `${localize("en", `/lessons/${slug}`)}?tab=full`;
  const fetched: { path: string; status: number }[] = [];

  await test.step("a learner gets the lesson and streams it through signed playlists and segments", async () => {
    await page.context().clearCookies();
    await signIn(page, await createUser(page.request, "", "Buyer"));
    await page.goto(localize("en", `/lessons/${slug}/buy`));
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/media/hls/"))
        fetched.push({ path: url.pathname + url.search, status: response.status() });
    });
    await page.getByRole("button", { name: enMoney.money.buy.confirmFree }).click();
    await expect(page).toHaveURL(new RegExp(`/lessons/${slug}\\?tab=full`), { timeout: 15_000 });
    const bought = page.getByRole("dialog").filter({ hasText: enMoney.money.flash.purchased });
    await expect(bought).toBeVisible();
    await bought.getByRole("button").first().click();
    const player = page.locator('[data-player="enhanced"]');
    await expect(player).toBeVisible();
    await fullVideo(page).evaluate((video: HTMLVideoElement) => {
      video.muted = true;
    });
    await player.getByRole("button", { name: t.play, exact: true }).click();
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
    const signed = /\?u=[1-9]\d*&exp=\d+&sig=[\w-]{43}$/;
    const variants = fetched.filter(({ path }) => /\/\d+\/index\.m3u8\?/.test(path));
    const segments = fetched.filter(({ path }) => /\/seg-\d{5}\.ts\?/.test(path));
    expect(variants.length).toBeGreaterThan(0);
    expect(segments.length).toBeGreaterThan(0);
    for (const { path, status } of [...variants, ...segments]) {
      expect(path).toMatch(signed);
      expect(status, path).toBe(200);
    }
  });

  await test.step("the page's language is the subtitles shown; the menu switches to German", async () => {
    await expect.poll(() => showingTracks(page)).toEqual(["en"]);
    await page.getByRole("combobox", { name: t.subtitles }).selectOption({ label: "Deutsch" });
    await expect.poll(() => showingTracks(page)).toEqual(["de"]);
  });

  await test.step("a step link seeks to its moment; the buyer pauses there and leaves", async () => {
    const items = page
      .getByRole("region", { name: enLessons.lessons.lesson.steps.title })
      .getByRole("listitem");
    await expect(items).toHaveCount(3);
    await items.nth(2).getByRole("link").click();
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(8);
    // Paused (or already paused by the seek): the beacon saves the place on pause and on leaving.
    const pause = page
      .locator('[data-player="enhanced"]')
      .getByRole("button", { name: t.pause, exact: true });
    if (await pause.isVisible()) await pause.click();
    await page.goto(localize("en", "/lessons"));
  });

  await test.step("back on the lesson, the player continues at the saved place", async () => {
    await page.goto(fullTab());
    await expect(page.getByRole("status").filter({ hasText: format(t.resumed, { time: "0:" }) })).toBeVisible(
      {
        timeout: 15_000,
      },
    );
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(8);
  });

  await test.step("a copied segment URL: 403 to a visitor, to another user and once expired", async () => {
    const copied = fetched.find(({ path }) => /\/seg-\d{5}\.ts\?/.test(path))?.path as string;
    const other = await browser.newContext({ baseURL });
    try {
      expect((await other.request.get(copied)).status()).toBe(403);
      await signIn(await other.newPage(), await createUser(other.request, "", "Other"));
      expect((await other.request.get(copied)).status()).toBe(403);
    } finally {
      await other.close();
    }
    expect((await page.request.get(resignedSegment(copied, { expired: true }))).status()).toBe(403);
    expect((await page.request.get(copied)).status()).toBe(200);
  });

  await test.step("without JavaScript the buyer's page plays the signed MP4", async () => {
    const noJs = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    try {
      const noJsPage = await noJs.newPage();
      await noJsPage.goto(fullTab());
      await expect(fullVideo(noJsPage)).toHaveAttribute("controls", "");
      await expect(fullVideo(noJsPage).locator("track")).toHaveCount(2);
      const src = await serverVideoSource(noJsPage);
      expect(src).toMatch(/^\/media\/hls\/\d+\/progressive\.mp4\?/);
      const response = await noJsPage.request.get(src, { headers: { Range: "bytes=0-1023" } });
      expect([response.status(), response.headers()["content-type"]]).toEqual([206, "video/mp4"]);
    } finally {
      await noJs.close();
    }
  });
});
