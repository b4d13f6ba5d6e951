import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { lessonSlug } from "../../app/server/catalog/slug";
import { DEMO_LESSONS, DEMO_STEPS } from "../../app/server/seed/demo-content";
import enLessons from "../../locales/en/lessons.json" with { type: "json" };
import enItems from "../../locales/en/office-items.json" with { type: "json" };
import ukLessons from "../../locales/uk/lessons.json" with { type: "json" };
import ukItems from "../../locales/uk/office-items.json" with { type: "json" };
import { test } from "./fixtures";
import { hasJavaScript, isPhone, localize, NOJS, NOT_DESKTOP, PHONE_NOJS, waitForHydration } from "./helpers";
import { draftLessonByApi } from "./office-api";
import { signIn, type TestUser } from "./users";

/*
 * Steps (chapters) of a lesson's full video (issue 17 §4, decision 041): the master marks them in
 * the editor with JavaScript, and the lesson page lists them; a step link seeks the player, and
 * "Repeat" loops the step. Without JavaScript each link is the signed video with a `#t=` media
 * fragment, and a visitor sees the titles without links (a demo lesson, whose steps the seed
 * adds). The lesson here stays a draft (its author sees its page): publishing would wait for the
 * transcode, which is not what these tests are about.
 */

test.describe.configure({ timeout: 120_000 });

const en = { ...enItems, ...enLessons };
const uk = { ...ukItems, ...ukLessons };
/** A draft lesson of a fresh master with a 9-second full video and these steps. */
const draftLesson = (request: APIRequestContext, steps: [string, string][] = []) =>
  draftLessonByApi(request, {
    name: "Steps",
    title: "Gel polish, step by step",
    about: "Preparation, shaping and finish.",
    fields: Object.fromEntries(
      steps.flatMap(([title, start], row) => [
        [`step_title_${row}`, title],
        [`step_start_${row}`, start],
      ]),
    ),
  });

const fullVideo = (page: Page) => page.locator("#lesson-video-full");
const currentTime = (page: Page) => fullVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime);
const stepsList = (page: Page, title: string) =>
  page.getByRole("region", { name: title }).getByRole("listitem");

/** The page is no wider than the window (nothing sticks out at 375 px). */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the master marks steps, the lesson page lists them, a step seeks the video and repeats", async ({
  page,
}, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "the journey with JavaScript");
  const { user, lesson } = await draftLesson(page.request);
  const s = en.officeItems.steps;
  await signIn(page, user as TestUser);
  await page.goto(localize("en", `/personal-info/lessons/${lesson.id}`));
  await waitForHydration(page, "en");
  const section = page.getByRole("region", { name: s.title });
  // The saved steps (none) and three blank rows.
  await expect(section.getByRole("listitem")).toHaveCount(3);
  const fill = async (row: number, title: string, start: string) => {
    await section.locator(`[name="step_title_${row}"]`).fill(title);
    await section.locator(`[name="step_start_${row}"]`).fill(start);
  };
  await fill(0, "Preparation", "0:00");
  await fill(1, "Shaping", "0:03");
  await fill(2, "Finish", "0:06");
  await section.getByRole("button", { name: s.add }).click();
  await expect(section.locator('[name="step_title_3"]')).toBeFocused();
  await fill(3, "Aftercare", "0:20");
  await page.getByRole("button", { name: en.officeItems.editor.saveDraft }).click();
  // The full video is 9 s long: the fourth step is refused next to its time, nothing is saved.
  await expect(section.getByText(s.errors.pastVideo)).toBeVisible();
  await expect(section.locator('[name="step_start_3"]')).toHaveAttribute("aria-invalid", "true");
  await section.getByRole("button", { name: s.remove.replace("{{n}}", "4") }).click();
  await expect(section.getByRole("listitem")).toHaveCount(3);
  await page.getByRole("button", { name: en.officeItems.editor.saveDraft }).click();
  await expect(page.getByText(en.officeItems.lessons.flash.draftSaved)).toBeVisible();
  await page.reload();
  await expect(section.locator('[name="step_title_1"]')).toHaveValue("Shaping");
  await expect(section.locator('[name="step_start_1"]')).toHaveValue("0:03");
  await testInfo.attach("editor-1280", { body: await section.screenshot(), contentType: "image/png" });

  await page.goto(`${localize("en", `/lessons/${lesson.slug}`)}?tab=full`);
  await waitForHydration(page, "en");
  const p = en.lessons.lesson.steps;
  const items = stepsList(page, p.title);
  await expect(items).toHaveCount(3);
  await expect(items.nth(1)).toContainText("0:03");
  await expect(items.nth(1)).toContainText("Shaping");
  await expect(fullVideo(page)).toHaveCount(1);
  await fullVideo(page).evaluate((video: HTMLVideoElement) => {
    video.muted = true;
  });
  await items.nth(1).getByRole("link").click();
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(3);
  expect(await currentTime(page)).toBeLessThan(6);
  expect(page.url()).not.toContain("#t=");

  // "Repeat", with the keyboard: the step plays from 0:03 again once 0:06 is reached.
  const repeat = items.nth(1).getByRole("button", { name: p.repeatLabel.replace("{{title}}", "Shaping") });
  await expect(repeat).toHaveAttribute("aria-pressed", "false");
  await repeat.focus();
  await page.keyboard.press("Space");
  await expect(repeat).toHaveAttribute("aria-pressed", "true");
  await fullVideo(page).evaluate((video: HTMLVideoElement) => {
    video.currentTime = 5.7;
    return video.play();
  });
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeLessThan(5);
  expect(await currentTime(page)).toBeGreaterThanOrEqual(3);
  await page.keyboard.press("Enter");
  await expect(repeat).toHaveAttribute("aria-pressed", "false");
  await testInfo.attach("lesson-1280", {
    body: await page.getByRole("region", { name: p.title }).screenshot(),
    contentType: "image/png",
  });
});

test(
  "without JavaScript a step is a link to its moment; visitors see the titles only",
  { tag: [NOJS, PHONE_NOJS, NOT_DESKTOP] },
  async ({ page, browser }, testInfo) => {
    const { user, lesson } = await draftLesson(page.request, [
      ["Підготовка", "0"],
      ["Форма", "0:03"],
      ["Фініш", "0:06.5"],
    ]);
    await signIn(page, user as TestUser);
    await page.goto(localize("uk", `/personal-info/lessons/${lesson.id}`));
    const section = page.getByRole("region", { name: uk.officeItems.steps.title });
    // Three saved steps and three blank rows; no buttons without JavaScript.
    await expect(section.getByRole("listitem")).toHaveCount(6);
    await expect(section.getByRole("button")).toHaveCount(0);
    if (isPhone(testInfo)) {
      await expectNoOverflow(page);
      await testInfo.attach("editor-375", { body: await section.screenshot(), contentType: "image/png" });
    }

    await page.goto(`${localize("uk", `/lessons/${lesson.slug}`)}?tab=full`);
    const items = stepsList(page, uk.lessons.lesson.steps.title);
    await expect(items).toHaveCount(3);
    const link = items.nth(2).getByRole("link");
    const href = (await link.getAttribute("href")) as string;
    expect(href).toMatch(/#t=6\.5$/);
    // The video's own `#t=` (a buyer's saved place, decision 043) is not part of the file's URL.
    expect(href.replace(/#.*$/, "")).toBe(
      (await fullVideo(page).getAttribute("src"))?.replace(/#t=\d+$/, ""),
    );
    const response = await page.request.get(href.replace(/#.*$/, ""), { headers: { Range: "bytes=0-1023" } });
    expect([200, 206]).toContain(response.status());
    await expect(items.getByRole("button")).toHaveCount(0);
    if (isPhone(testInfo)) {
      await expectNoOverflow(page);
      await testInfo.attach("lesson-375", {
        body: await page.screenshot({ fullPage: true }),
        contentType: "image/png",
      });
    }

    // A visitor: the demo lesson's steps (from the seed), as titles without links.
    const demo = DEMO_LESSONS[0] as (typeof DEMO_LESSONS)[number];
    const visitor = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const anonymous = await visitor.newPage();
    await anonymous.goto(
      `${testInfo.project.use.baseURL}${localize("uk", `/lessons/${lessonSlug(demo.title, demo.suffix)}`)}?tab=full`,
    );
    const demoItems = stepsList(anonymous, uk.lessons.lesson.steps.title);
    await expect(demoItems).toHaveCount(DEMO_STEPS.uk.length);
    await expect(demoItems.first()).toContainText(DEMO_STEPS.uk[0]?.title ?? "");
    await expect(demoItems.getByRole("link")).toHaveCount(0);
    await visitor.close();
  },
);
