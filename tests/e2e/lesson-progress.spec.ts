import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { DEMO_CREDENTIALS } from "../../app/server/seed/demo-content";
import moneyEn from "../../locales/en/money.json" with { type: "json" };
import officeEn from "../../locales/en/office.json" with { type: "json" };
import officeItemsEn from "../../locales/en/office-items.json" with { type: "json" };
import playerEn from "../../locales/en/player.json" with { type: "json" };
import { test } from "./fixtures";
import { format, localize, NOJS, NOT_DESKTOP } from "./helpers";
import { createUser, signIn, type TestUser } from "./users";

/*
 * Progress and resume (issue 17 §5, decision 043), on the demo author's free lesson bought by a
 * new learner: with JavaScript the buyer plays the full video, pauses and leaves; the purchased
 * tab shows how much they watched; back on the lesson the player continues where they stopped and
 * says so, with a way to start over; the master's editor shows the lesson's totals. Without
 * JavaScript the saved place reaches the video as a `#t=` media fragment.
 */

test.describe.configure({ timeout: 90_000 });

const locale = "en";
const player = playerEn.player;
const purchased = officeEn.office.purchased;
const stats = officeItemsEn.officeItems.stats;

interface ApiLesson {
  id: number;
  slug: string;
  price_cents: number;
}

/** The demo author's free lesson (its full video is a 9-second clip). */
async function freeLesson(request: APIRequestContext): Promise<ApiLesson> {
  const response = await request.get(`/api/${locale}/api/masters/${DEMO_CREDENTIALS.master.username}/`);
  const { lessons } = (await response.json()) as { lessons: ApiLesson[] };
  const lesson = lessons.find((item) => item.price_cents === 0);
  expect(lesson, "the demo author has a free lesson").toBeTruthy();
  return lesson as ApiLesson;
}

const fullTab = (slug: string) => `${localize(locale, `/lessons/${slug}`)}?tab=full`;

/** A new learner who bought the lesson on its confirmation page. */
async function newBuyer(page: Page, baseURL: string, lesson: ApiLesson): Promise<TestUser> {
  const buyer = await createUser(page.request, baseURL, "Progress");
  await signIn(page, buyer);
  await page.goto(localize(locale, `/lessons/${lesson.slug}/buy`));
  await page.getByRole("button", { name: moneyEn.money.buy.confirmFree }).click();
  await expect(page).toHaveURL(new RegExp(`/lessons/${lesson.slug}\\?tab=full`), { timeout: 15_000 });
  return buyer;
}

/** Moves a slider the way a drag does: its value changes, then its `input` event. */
const drag = (slider: Locator, value: number) =>
  slider.evaluate((input: HTMLInputElement, to) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, String(to));
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, value);

const currentTime = (page: Page) =>
  page.locator("#lesson-video-full").evaluate((video: HTMLVideoElement) => video.currentTime);

/** The fragment the server put on the full video's `src` (`#t=<seconds>`), or "". */
async function serverFragment(page: Page, slug: string): Promise<string> {
  const html = await (await page.request.get(fullTab(slug))).text();
  return /<video[^>]*id="lesson-video-full"[^>]*>/.exec(html)?.[0].match(/\ssrc="[^"#]*(#t=\d+)"/)?.[1] ?? "";
}

test("a buyer pauses and leaves; the lesson continues there, the tab shows the share watched, the master sees totals", async ({
  page,
  baseURL,
}) => {
  const lesson = await freeLesson(page.request);
  const buyer = await newBuyer(page, baseURL as string, lesson);

  await test.step("the buyer plays the full video, pauses and moves on to 0:04", async () => {
    await page.goto(fullTab(lesson.slug));
    const controls = page.locator('[data-player="enhanced"]');
    await expect(controls).toBeVisible();
    // Nothing saved yet: no note.
    await expect(page.getByRole("button", { name: player.startOver })).toHaveCount(0);
    await controls.getByRole("button", { name: player.play, exact: true }).click();
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.3);
    await controls.getByRole("button", { name: player.pause, exact: true }).click();
    // Moved while paused: where the viewer now stands is saved too.
    await drag(controls.getByLabel(player.seek), 4);
    await expect.poll(() => currentTime(page)).toBe(4);
  });

  await test.step("the pause was saved: the page now starts the video there", async () => {
    await expect.poll(() => serverFragment(page, lesson.slug), { timeout: 15_000 }).toBe("#t=4");
  });

  await test.step("the purchased tab shows the share watched and the way to continue", async () => {
    await page.goto(`${localize(locale, `/masters/${buyer.username}`)}?tab=tab-3`);
    const bar = page.getByRole("progressbar");
    await expect(bar).toHaveCount(1);
    const percent = Number(await bar.getAttribute("aria-valuenow"));
    // The furthest position: at least 4 s of the 9-second clip, short of its 90 %.
    expect(percent).toBeGreaterThanOrEqual(44);
    expect(percent).toBeLessThan(90);
    await expect(page.getByText(format(purchased.watched, { percent }), { exact: true })).toBeVisible();
    await page.getByRole("link", { name: purchased.continue }).click();
    await expect(page).toHaveURL(new RegExp(`/lessons/${lesson.slug}\\?tab=full`));
  });

  await test.step("back on the lesson, the player continues at the saved place and says so", async () => {
    const note = page.getByRole("status").filter({ hasText: format(player.resumed, { time: "0:04" }) });
    await expect(note).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBe(4);
    await note.getByRole("button", { name: player.startOver }).click();
    await expect.poll(() => currentTime(page)).toBeLessThan(1);
    await expect(note).toBeHidden();
  });

  await test.step("a step's moment in the address wins over the saved place", async () => {
    await page.goto(`${fullTab(lesson.slug)}&t=1`);
    await expect(page.locator('[data-player="enhanced"]')).toBeVisible();
    await expect(page.getByRole("button", { name: player.startOver })).toHaveCount(0);
  });

  await test.step("the master's editor shows the lesson's totals", async () => {
    await page.context().clearCookies();
    await signIn(page, DEMO_CREDENTIALS.master);
    await page.goto(localize(locale, `/personal-info/lessons/${lesson.id}`));
    const section = page.getByRole("region", { name: stats.title });
    await expect(section).toBeVisible();
    const figure = async (key: string) =>
      Number((await section.locator(`[data-stat="${key}"] dd`).textContent())?.replace(/\D/g, ""));
    expect(await figure("buyers")).toBeGreaterThanOrEqual(1);
    expect(await figure("started")).toBeGreaterThanOrEqual(1);
    expect(await figure("started")).toBeLessThanOrEqual(await figure("buyers"));
    await expect(section.getByText(stats.stopStep)).toBeVisible();
  });
});

test("without JavaScript the saved place reaches the video as a #t= media fragment", {
  tag: [NOJS, NOT_DESKTOP],
}, async ({ page, baseURL }) => {
  const lesson = await freeLesson(page.request);
  await newBuyer(page, baseURL as string, lesson);
  const endpoint = `/lessons/${lesson.slug}/progress`;
  const form = { "Content-Type": "application/x-www-form-urlencoded" };

  await test.step("another site cannot write the buyer's progress", async () => {
    const forged = await page.request.post(endpoint, {
      headers: { ...form, Origin: "https://elsewhere.example" },
      data: "position=6&duration=9&reason=pause",
    });
    expect(forged.status()).toBe(403);
  });

  await test.step("a position past the end is refused; the buyer's own save answers 204", async () => {
    const wrong = await page.request.post(endpoint, { headers: form, data: "position=60&duration=60" });
    expect(wrong.status()).toBe(400);
    const saved = await page.request.post(endpoint, {
      headers: form,
      data: "position=5.2&duration=9&reason=pause",
    });
    expect(saved.status()).toBe(204);
  });

  await test.step("the page starts the video there", async () => {
    await page.goto(fullTab(lesson.slug));
    const video = page.locator("#lesson-video-full");
    await expect(video).toHaveAttribute("controls", "");
    expect(await video.getAttribute("src")).toMatch(/#t=5$/);
    // The step links keep their own moments.
    const steps = page.locator('a[href*="#t="]').filter({ hasNot: page.locator("video") });
    for (const href of await steps.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).not.toMatch(/#t=5#/);
    }
  });
});
