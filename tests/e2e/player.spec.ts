import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { DEMO_CREDENTIALS } from "../../app/server/seed/demo-content";
import playerEn from "../../locales/en/player.json" with { type: "json" };
import { axeTarget, expectNoViolations } from "./axe";
import { test } from "./fixtures";
import { localize, NOT_DESKTOP, PHONE_NOJS, resignedSegment } from "./helpers";
import { createUser, signIn } from "./users";

/*
 * The streamed lesson video (issue 17, decision 040), on the demo content once the transcoder
 * has made its renditions: a buyer plays a bought lesson's full video through signed playlists
 * and segments under the site's controls (the watermark names them, the speed changes, axe finds
 * nothing); a copied segment URL is refused to a visitor and to another user, an expired one to
 * the buyer; without JavaScript the page plays the signed 720p MP4.
 */

const locale = "en";
const t = playerEn.player;
/** The transcoder works through the demo videos one at a time in the background. */
const TRANSCODE_WAIT_MS = 150_000;
test.describe.configure({ timeout: TRANSCODE_WAIT_MS + 60_000 });

const fullTab = (slug: string) => `${localize(locale, `/lessons/${slug}`)}?tab=full`;
// The stream's address, without the `#t=` fragment of a saved place (decision 043).
const STREAM_SRC = /<video[^>]*\ssrc="(\/media\/hls\/\d+\/progressive\.mp4\?[^"#]+)/;

/** A lesson of the demo author that the demo learner bought (its full tab has a player for them). */
async function boughtLesson(request: APIRequestContext): Promise<string> {
  const response = await request.get(`/api/${locale}/api/masters/${DEMO_CREDENTIALS.master.username}/`);
  const { lessons } = (await response.json()) as { lessons: { slug: string }[] };
  for (const { slug } of lessons) {
    if ((await (await request.get(fullTab(slug))).text()).includes('id="lesson-video-full"')) return slug;
  }
  throw new Error("the demo learner has bought none of the demo author's lessons");
}

/** Waits until the lesson's full video is streamed (its page plays the progressive MP4). */
async function streamedSource(request: APIRequestContext, slug: string): Promise<string> {
  let src = "";
  await expect
    .poll(
      async () => {
        src = STREAM_SRC.exec(await (await request.get(fullTab(slug))).text())?.[1] ?? "";
        return src;
      },
      { timeout: TRANSCODE_WAIT_MS, intervals: [2000] },
    )
    .not.toBe("");
  return src.replaceAll("&amp;", "&");
}

const currentTime = (page: Page) =>
  page.locator("#lesson-video-full").evaluate((video: HTMLVideoElement) => video.currentTime);

test("a buyer streams a bought lesson: signed playlists and segments, watermark, speed; copies are refused", async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  await signIn(page, DEMO_CREDENTIALS.learner);
  const slug = await boughtLesson(page.request);
  await streamedSource(page.request, slug);

  const fetched: { path: string; status: number }[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/media/hls/"))
      fetched.push({ path: url.pathname + url.search, status: response.status() });
  });
  await page.goto(fullTab(slug));
  const player = page.locator('[data-player="enhanced"]');
  await expect(player).toBeVisible();

  await test.step("no playlist is fetched before the viewer reaches for the player", async () => {
    await page.waitForLoadState("networkidle");
    expect(fetched.filter(({ path }) => path.includes(".m3u8?"))).toEqual([]);
  });

  await test.step("it plays through a signed variant playlist and signed segments", async () => {
    await player.getByRole("button", { name: t.play, exact: true }).click();
    const isSegment = ({ path }: { path: string }) => /\/seg-\d{5}\.ts\?/.test(path);
    await expect.poll(() => fetched.filter(isSegment).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
    await expect(player.getByRole("button", { name: t.pause, exact: true })).toBeVisible();
    const signed = /\?u=[1-9]\d*&exp=\d+&sig=[\w-]{43}$/;
    const variants = fetched.filter(({ path }) => /\/\d+\/index\.m3u8\?/.test(path));
    const segments = fetched.filter(isSegment);
    expect(variants.length).toBeGreaterThan(0);
    for (const { path, status } of [...variants, ...segments]) {
      expect(path).toMatch(signed);
      expect(status, path).toBe(200);
    }
  });

  await test.step("the watermark names the buyer; the speed changes", async () => {
    await expect(player.locator("[data-watermark]")).toHaveText(DEMO_CREDENTIALS.learner.username);
    await expect(player.locator("[data-watermark]")).toHaveAttribute("aria-hidden", "true");
    await player.getByLabel(t.speed).selectOption("1.5");
    expect(
      await page.locator("#lesson-video-full").evaluate((video: HTMLVideoElement) => video.playbackRate),
    ).toBe(1.5);
    await player.getByLabel(t.speed).selectOption("0.5");
    expect(
      await page.locator("#lesson-video-full").evaluate((video: HTMLVideoElement) => video.playbackRate),
    ).toBe(0.5);
  });

  await test.step("axe finds nothing on the page with the player", async () => {
    await expectNoViolations(await axeTarget({ page, browser, baseURL }, testInfo), fullTab(slug));
  });

  const copied = fetched.find(({ path }) => /\/seg-\d{5}\.ts\?/.test(path))?.path as string;
  await test.step("a copied segment URL: 403 to a visitor and to another user", async () => {
    expect((await request.get(copied)).status()).toBe(403);
    const other = await browser.newContext({
      baseURL,
      extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders,
    });
    const otherPage = await other.newPage();
    await signIn(otherPage, await createUser(other.request, baseURL ?? ""));
    expect((await other.request.get(copied)).status()).toBe(403);
    await other.close();
    // The buyer's own copy still works: the refusals were about who asked.
    expect((await page.request.get(copied)).status()).toBe(200);
  });

  await test.step("an expired segment URL: 403 to the buyer", async () => {
    expect((await page.request.get(resignedSegment(copied, { expired: true }))).status()).toBe(403);
    // Signed now with the same secret, it plays: only the expiry refused it.
    expect((await page.request.get(resignedSegment(copied, { expired: false }))).status()).toBe(200);
  });
});

test("without JavaScript on a phone, the lesson plays the signed MP4", {
  tag: [PHONE_NOJS, NOT_DESKTOP],
}, async ({ page }) => {
  await signIn(page, DEMO_CREDENTIALS.learner);
  const slug = await boughtLesson(page.request);
  const src = await streamedSource(page.request, slug);
  await page.goto(fullTab(slug));
  const video = page.locator("#lesson-video-full");
  await expect(video).toHaveAttribute("controls", "");
  // The learner's saved place, if any, is a `#t=` fragment on it (decision 043).
  expect((await video.getAttribute("src"))?.replace(/#t=\d+$/, "")).toBe(src);
  const response = await page.request.get(src, { headers: { Range: "bytes=0-1023" } });
  expect([response.status(), response.headers()["content-type"]]).toEqual([206, "video/mp4"]);
  expect((await response.body()).subarray(4, 8).toString()).toBe("ftyp");
});

/** Holds the requests `pattern` matches until `open()` is called; `held()` counts them. */
async function holdRequests(page: Page, pattern: RegExp) {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let count = 0;
  await page.route(pattern, async (route) => {
    count++;
    await opened;
    await route.continue();
  });
  return { open, held: () => count };
}

/** Moves a slider the way a drag does: its value changes, then its `input` event. */
const drag = (slider: Locator, value: number) =>
  slider.evaluate((input: HTMLInputElement, to) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, String(to));
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, value);

// hls.js takes the element over from the page's MP4 on first play; until its first segment is in,
// the element has no data. The bar keeps its place, and a move made then is where the video goes on
// from, forwards or back (a seek then only sets where the element is to start).
for (const [from, to] of [
  [1, 5],
  [6, 2],
] as const) {
  test(`moved to ${to} s while the stream takes over from ${from} s, the video goes on from ${to} s`, async ({
    page,
  }) => {
    await signIn(page, DEMO_CREDENTIALS.learner);
    const slug = await boughtLesson(page.request);
    await streamedSource(page.request, slug);
    const hlsJs = await holdRequests(page, /\/hls\.light-[\w-]+\.js$/);
    const segments = await holdRequests(page, /\/seg-\d{5}\.ts\?/);
    await page.goto(fullTab(slug));
    const player = page.locator('[data-player="enhanced"]');
    const seek = player.getByLabel(t.seek);
    await expect(player).toBeVisible();
    // Playing fetches hls.js; the page's MP4 plays and is moved meanwhile.
    await player.getByRole("button", { name: t.play, exact: true }).click();
    await expect.poll(() => hlsJs.held()).toBeGreaterThan(0);
    await player.getByRole("button", { name: t.pause, exact: true }).click({ timeout: 20_000 });
    await drag(seek, from);
    await expect.poll(() => currentTime(page)).toBe(from);
    hlsJs.open();
    await expect.poll(() => segments.held(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(seek).toHaveValue(String(from));
    await drag(seek, to);
    segments.open();
    const readyState = () =>
      page.locator("#lesson-video-full").evaluate((video: HTMLVideoElement) => video.readyState);
    await expect.poll(readyState, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => currentTime(page)).toBeCloseTo(to, 1);
    await expect(seek).toHaveValue(String(to));
  });
}
