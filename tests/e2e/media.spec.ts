import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { signStreamUrl, signVideoUrl } from "../../app/server/media/signed-url.server";
import { DEMO_CREDENTIALS } from "../../app/server/seed/demo-content";
import lessonsEn from "../../locales/en/lessons.json" with { type: "json" };
import { test } from "./fixtures";
import {
  e2eServerSecrets,
  expectVideoLoads,
  hasJavaScript,
  localize,
  SIGNED_VIDEO_SRC,
  serverVideoSource,
} from "./helpers";
import { createUser, signIn } from "./users";

/*
 * Video delivery end to end, on the demo content, at 1280 px with JavaScript (the server decides
 * every answer here; the browser only plays what it is given): a visitor's trailer answers a
 * Range request with 206; a full video's signed URL, taken from the lesson page as its author,
 * is refused (403) to a visitor, to another signed-in user (who has not bought it), when expired
 * or tampered with, and plays (206) for the author.
 */

// Two logins and several page loads: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const locale = "en";
const RANGE = { Range: "bytes=0-1023" };

/** A published lesson of the demo author, from the JSON API. */
async function authorsLesson(request: APIRequestContext): Promise<string> {
  const response = await request.get(`/api/${locale}/api/masters/${DEMO_CREDENTIALS.master.username}/`);
  expect(response.status()).toBe(200);
  const master = (await response.json()) as { lessons: { slug: string }[] };
  const slug = master.lessons[0]?.slug;
  expect(slug, "the demo author has a published lesson").toBeTruthy();
  return slug as string;
}

/**
 * The `src` of the lesson page's player on a tab, as the server gives it to the page's viewer:
 * the upload, or the 720p MP4 once the video is transcoded (the script may then play the stream
 * in the same element, player.spec.ts).
 */
async function playerSource(page: Page, slug: string, tab: "trailer" | "full") {
  await page.goto(`${localize(locale, `/lessons/${slug}`)}?tab=${tab}`);
  const src = await serverVideoSource(page);
  expect(src).toMatch(SIGNED_VIDEO_SRC);
  return src;
}

/** The same grant as `src` signed at `now` with the server's secret. */
function resigned(src: string, now?: Date): string {
  const url = new URL(src, "http://localhost");
  const viewerId = Number(url.searchParams.get("u"));
  const services = { sessionSecrets: e2eServerSecrets() };
  if (url.pathname.startsWith("/media/hls/")) {
    return signStreamUrl(services, { key: url.pathname.slice("/media/".length), viewerId }, now);
  }
  return signVideoUrl(services, { mediaId: Number(url.pathname.split("/").at(-1)), viewerId }, now);
}

async function expectPartial(request: APIRequestContext, src: string) {
  const response = await request.get(src, { headers: RANGE });
  expect(response.status()).toBe(206);
  expect(response.headers()["content-type"]).toBe("video/mp4");
  expect(response.headers()["accept-ranges"]).toBe("bytes");
  expect(response.headers()["content-range"]).toMatch(/^bytes 0-1023\/\d+$/);
  expect((await response.body()).length).toBe(1024);
  return response;
}

async function expectRefused(request: APIRequestContext, src: string) {
  for (const headers of [RANGE, {}]) {
    const response = await request.get(src, { headers });
    expect(response.status(), `${src} ${JSON.stringify(headers)}`).toBe(403);
  }
}

/** The browser itself can play it: the element reads the file's metadata through the route. */
async function expectPlayable(page: Page, testInfo: TestInfo) {
  if (hasJavaScript(testInfo)) await expectVideoLoads(page.locator("video"));
}

test("a visitor's trailer answers a Range request with 206", async ({ page, request }, testInfo) => {
  const slug = await authorsLesson(request);
  const src = await playerSource(page, slug, "trailer");
  expect(src).toContain("?u=0&");
  const response = await expectPartial(page.request, src);
  expect(response.headers()["cache-control"]).toBe("private, max-age=600");
  await expectPlayable(page, testInfo);
  // The full video is a locked panel for a visitor: no player, no URL.
  await page.goto(`${localize(locale, `/lessons/${slug}`)}?tab=full`);
  await expect(page.locator("video")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: lessonsEn.lessons.lesson.locked.title })).toBeVisible();
});

test("a full video's signed URL plays for its author only", async ({ page, request, browser }, testInfo) => {
  const slug = await authorsLesson(request);
  await signIn(page, DEMO_CREDENTIALS.master);
  const src = await playerSource(page, slug, "full");
  expect(src).not.toContain("?u=0&");

  await test.step("the author: 206, never cached", async () => {
    const response = await expectPartial(page.request, src);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    await expectPlayable(page, testInfo);
  });

  await test.step("a visitor with the author's URL: 403, with or without Range", async () => {
    await expectRefused(request, src);
  });

  let learner: BrowserContext | undefined;
  await test.step("another signed-in user with the author's URL: 403; their own page is locked", async () => {
    learner = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
      extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders,
    });
    const learnerPage = await learner.newPage();
    // A new user: the demo learners have bought lessons (their reviews come with purchases).
    await signIn(learnerPage, await createUser(learner.request, testInfo.project.use.baseURL ?? ""));
    await expectRefused(learner.request, src);
    await learnerPage.goto(`${localize(locale, `/lessons/${slug}`)}?tab=full`);
    await expect(learnerPage.locator("video")).toHaveCount(0);
  });
  await learner?.close();

  await test.step("the author with an expired or tampered URL: 403", async () => {
    const url = new URL(src, "http://localhost");
    const fiveHoursAgo = new Date(Date.now() - 5 * 60 * 60 * 1000);
    const expired = resigned(src, fiveHoursAgo);
    expect(Number(new URL(expired, "http://localhost").searchParams.get("exp")) * 1000).toBeLessThan(
      Date.now(),
    );
    await expectRefused(page.request, expired);
    // The same grant signed now plays: the secret is right, only the expiry refused it.
    await expectPartial(page.request, resigned(src));
    const signature = url.searchParams.get("sig") ?? "";
    url.searchParams.set("sig", `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`);
    await expectRefused(page.request, url.pathname + url.search);
  });
});
