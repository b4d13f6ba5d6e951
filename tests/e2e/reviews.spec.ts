import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect as baseExpect, type Page } from "@playwright/test";
import catalogEn from "../../locales/en/catalog.json" with { type: "json" };
import reviewsEn from "../../locales/en/reviews.json" with { type: "json" };
import { freeDemoLesson } from "./demo-lessons";
import { test } from "./fixtures";
import {
  closeFlash,
  firstLoadModules,
  HTTP,
  hasJavaScript,
  localize,
  NOJS,
  useFreshAddress,
  waitForHydration,
} from "./helpers";
import { createUser, signIn, type TestUser } from "./users";

/*
 * Reviews end to end, at 1280 px (the buyer's form with JavaScript and without): a visitor and a
 * signed-in non-buyer get no form (and a non-buyer's crafted POST is refused); a buyer (a fresh
 * user who bought a free demo lesson through the JSON API) rates the lesson, sees the review
 * listed, the lesson's review count and the master page's reviews updated, then edits it.
 */

const expect = baseExpect.configure({ timeout: 12_000 });
test.describe.configure({ timeout: 90_000 });

const locale = "en";
const r = reviewsEn.reviews;

// Each test its own client address: the login form's per-address limits never block a run.
test.beforeEach(({ page }) => useFreshAddress(page));

/** Buys the lesson for the user through the JSON API (a free lesson needs no balance). */
async function buy(request: APIRequestContext, user: TestUser, slug: string) {
  const tokens = await request.post("/api/api/auth/jwt/create/", {
    data: { email: user.email, password: user.password },
  });
  const { access } = (await tokens.json()) as { access: string };
  const bought = await request.post(`/api/${locale}/api/lessons/${slug}/purchase/`, {
    headers: {
      Authorization: `Bearer ${access}`,
      "Idempotency-Key": `reviews-${randomBytes(8).toString("hex")}`,
    },
  });
  expect(bought.status(), await bought.text()).toBe(201);
}

/** The lesson's review count, from the rating in its header ("Rated 4.5 out of 5, 12 reviews"). */
async function reviewCount(page: Page): Promise<number> {
  const label = await page.locator('header a[href="#reviews"] [role="img"]').getAttribute("aria-label");
  if (label === catalogEn.catalog.rating.none) return 0;
  const match = label?.match(/(\d[\d,]*) reviews?$/);
  expect(match, label ?? "no rating").toBeTruthy();
  return Number((match?.[1] ?? "0").replace(/,/g, ""));
}

const reviewForm = (page: Page) => page.getByRole("region", { name: r.form.title });
const editForm = (page: Page) => page.getByRole("region", { name: r.form.editTitle });
const star = (page: Page, n: 1 | 2 | 3 | 4 | 5) => page.getByRole("radio", { name: r.form.stars[n] });

test(
  "a lesson page's first load has no form validation library (the buyer's form fetches it)",
  {
    tag: [HTTP],
  },
  async ({ request }, testInfo) => {
    const lesson = await freeDemoLesson(request, testInfo);
    const html = await (await request.get(localize(locale, `/lessons/${lesson.slug}`))).text();
    const modules = firstLoadModules(html);
    expect(modules.length).toBeGreaterThan(5);
    expect(modules.filter((href) => /\/(zod|review)-[\w-]{8}\.js$/.test(href ?? ""))).toEqual([]);
  },
);

test("a visitor and a signed-in non-buyer get no review form; a crafted POST is refused", async ({
  page,
  baseURL,
}, testInfo) => {
  const lesson = await freeDemoLesson(page.request, testInfo);
  const path = localize(locale, `/lessons/${lesson.slug}`);
  await page.goto(path);
  await expect(page.getByRole("heading", { name: lesson.title, level: 1 })).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(page.getByText(r.form.buyersOnly)).toHaveCount(0);

  const stranger = await createUser(page.request, baseURL as string, "Stranger");
  await signIn(page, stranger);
  await page.goto(path);
  await expect(page.getByText(r.form.buyersOnly)).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(reviewForm(page)).toHaveCount(0);

  const answer = await page.request.post(path, {
    form: { intent: "review", rating: "5", text: `Crafted by ${stranger.username}` },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(403);
  const listed = await page.request.get(`/api/${locale}/api/lessons/${lesson.slug}/reviews/`);
  expect(await listed.text()).not.toContain(stranger.username);
});

test(
  "a buyer rates the lesson, sees the review listed and counted, then edits it",
  { tag: [NOJS] },
  async ({ page, baseURL }, testInfo) => {
    const js = hasJavaScript(testInfo);
    const lesson = await freeDemoLesson(page.request, testInfo);
    const path = localize(locale, `/lessons/${lesson.slug}`);
    const buyer = await createUser(page.request, baseURL as string, "Buyer");
    await buy(page.request, buyer, lesson.slug);
    await signIn(page, buyer);
    await page.goto(path);
    if (js) await waitForHydration(page, locale);
    const before = await reviewCount(page);

    await test.step("a rating is required; nothing is saved without one", async () => {
      const form = reviewForm(page);
      await expect(form).toBeVisible();
      await form.getByLabel(r.form.text).fill("Forgot the stars");
      await form.getByRole("button", { name: r.form.submit }).click();
      await expect(form.getByText(r.errors.ratingRequired)).toBeVisible();
      // The typed text is kept.
      await expect(form.getByLabel(r.form.text)).toHaveValue("Forgot the stars");
    });

    const first = `Clear steps and good light, ${buyer.username}.`;
    await test.step("the buyer rates 4 stars with a text", async () => {
      const form = reviewForm(page);
      await star(page, 4).check();
      await expect(star(page, 4)).toBeChecked();
      await form.getByLabel(r.form.text).fill(first);
      await form.getByRole("button", { name: r.form.submit }).click();
      await closeFlash(page, r.flash.created);
      const review = page.locator("#reviews li").filter({ hasText: first });
      await expect(review).toHaveCount(1);
      await expect(review.getByText(buyer.fullName)).toBeVisible();
      await expect(review.getByRole("img", { name: /Rated 4\.0 out of 5/ })).toBeVisible();
      expect(await reviewCount(page)).toBeGreaterThanOrEqual(before + 1);
    });

    await test.step("the master's page lists it", async () => {
      await page.goto(localize(locale, `/masters/${lesson.master.username}`));
      const section = page.getByRole("region", { name: r.master.title });
      await expect(section.getByText(first)).toBeVisible();
      await expect(section.getByRole("link", { name: lesson.title }).first()).toBeVisible();
    });

    const second = `Even better the second time, ${buyer.username}.`;
    await test.step("the buyer edits the review: one review, new stars and text", async () => {
      await page.goto(path);
      if (js) await waitForHydration(page, locale);
      const form = editForm(page);
      await expect(form).toBeVisible();
      await expect(star(page, 4)).toBeChecked();
      await expect(form.getByLabel(r.form.text)).toHaveValue(first);
      const counted = await reviewCount(page);
      await star(page, 5).check();
      await form.getByLabel(r.form.text).fill(second);
      await form.getByRole("button", { name: r.form.save }).click();
      await closeFlash(page, r.flash.updated);
      await expect(page.locator("#reviews li").filter({ hasText: second })).toHaveCount(1);
      await expect(page.getByText(first)).toHaveCount(0);
      expect(await reviewCount(page)).toBeGreaterThanOrEqual(counted);
      const listed = await page.request.get(`/api/${locale}/api/lessons/${lesson.slug}/reviews/`);
      const { results } = (await listed.json()) as {
        results: { rating: number; text: string; author: { username: string } }[];
      };
      const mine = results.filter((review) => review.author.username === buyer.username);
      expect(mine).toEqual([expect.objectContaining({ rating: 5, text: second })]);
    });
  },
);
