import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { DEMO_CREDENTIALS } from "../../app/server/seed/demo-content";
import couponsEn from "../../locales/en/coupons.json" with { type: "json" };
import lessonsEn from "../../locales/en/lessons.json" with { type: "json" };
import moneyEn from "../../locales/en/money.json" with { type: "json" };
import type { ApiLesson } from "./demo-lessons";
import { test } from "./fixtures";
import {
  closeFlash,
  format,
  freshAddress,
  hasJavaScript,
  localize,
  NOJS,
  PHONE,
  PHONE_NOJS,
  waitForHydration,
} from "./helpers";
import { createUser, signIn } from "./users";

/*
 * Discount codes (issue 18 §4, decision 047), at 1280 px and 375 px, with JavaScript and without:
 * the demo master makes codes in the office (a bad one is refused next to its field), deactivates
 * one; a learner opens the shared link, sees the price with the code, is refused a wrong code on
 * the purchase page, applies the shared one and gets the lesson free; the code is then used up.
 */

test.describe.configure({ timeout: 90_000 });

const locale = "en";
const c = couponsEn.coupons;
const money = moneyEn.money;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
});

/** A paid lesson of the demo master, from the JSON API (picked by a property: its price). */
async function paidLesson(request: APIRequestContext): Promise<ApiLesson> {
  const response = await request.get(`/api/${locale}/api/masters/${DEMO_CREDENTIALS.master.username}/`);
  const master = (await response.json()) as { lessons: ApiLesson[] };
  const lesson = master.lessons.find((item) => item.price_cents > 0);
  expect(lesson, "the demo master sells a lesson").toBeTruthy();
  return lesson as ApiLesson;
}

async function createCode(page: Page, code: string, percent: string, maxUses = "", lessonTitle?: string) {
  const form = page.getByRole("form", { name: c.newTitle });
  await form.getByLabel(c.fields.code, { exact: true }).fill(code);
  await form.getByLabel(c.fields.kind, { exact: true }).selectOption("percent");
  await form.getByLabel(c.fields.amount, { exact: true }).fill(percent);
  await form.getByLabel(c.fields.maxUses, { exact: true }).fill(maxUses);
  if (lessonTitle) await form.getByRole("checkbox", { name: lessonTitle, exact: true }).check();
  await form.getByRole("button", { name: c.create }).click();
}

test(
  "a master makes codes; a learner opens the shared link, applies the code and gets the lesson free",
  {
    tag: [NOJS, PHONE, PHONE_NOJS],
  },
  async ({ page, baseURL }, testInfo) => {
    const lesson = await paidLesson(page.request);
    const tag = randomBytes(3).toString("hex").toUpperCase();
    const free = `FREE-${tag}`;
    const other = `OFF-${tag}`;
    const item = (code: string) => page.locator(`li[data-coupon="${code}"]`);

    await test.step("the master's office: a bad code is refused next to its field, good ones are listed", async () => {
      await signIn(page, DEMO_CREDENTIALS.master);
      await page.goto(localize(locale, "/personal-info/coupons"));
      await expect(page.getByRole("heading", { name: c.title, level: 1 })).toBeVisible();
      await createCode(page, "x", "150");
      await expect(page.getByText(c.errors.code)).toBeVisible();
      await expect(page.getByText(c.errors.percent)).toBeVisible();
      // One flash after another with a different message each: the same message twice keeps its dialog shut.
      await createCode(page, other, "10");
      await closeFlash(page, c.flash.created);
      await item(other)
        .getByRole("button", { name: format(c.deactivateNamed, { code: other }) })
        .click();
      await closeFlash(page, c.flash.deactivated);
      await expect(item(other)).toContainText(c.status.inactive);
      await createCode(page, free.toLowerCase(), "100", "1", lesson.title);
      await closeFlash(page, c.flash.created);
      await expect(item(free)).toContainText(format(c.uses, { uses: 0, max: 1 }));
      await expect(item(free)).toContainText(lesson.title);
      await page.context().clearCookies();
    });

    await test.step("the shared link shows the price with the code and carries it to the purchase", async () => {
      const learner = await createUser(page.request, baseURL as string, "Coupon");
      await signIn(page, learner);
      await page.goto(`${localize(locale, `/lessons/${lesson.slug}`)}?coupon=${free.toLowerCase()}`);
      await expect(page.locator("[data-coupon-price]")).toContainText(free);
      if (hasJavaScript(testInfo)) await waitForHydration(page, locale);
      await page.getByRole("link", { name: lessonsEn.lessons.lesson.locked.buy }).first().click();
      await expect(page).toHaveURL(new RegExp(`/lessons/${lesson.slug}/buy\\?coupon=${free}$`));
      await expect(page.getByLabel(c.buy.label)).toHaveValue(free);
      await expect(page.getByText(format(c.buy.discount, { code: free }))).toBeVisible();
    });

    await test.step("a wrong or deactivated code is refused next to the field; the shared one makes it free", async () => {
      await page.getByLabel(c.buy.label).fill(other);
      await page.getByRole("button", { name: c.buy.apply }).click();
      await expect(page.getByText(c.invalid.unknown)).toBeVisible();
      await expect(page.getByRole("button", { name: money.buy.confirmFree })).toHaveCount(0);
      await page.getByLabel(c.buy.label).fill(free.toLowerCase());
      await page.getByRole("button", { name: c.buy.apply }).click();
      await expect(page.getByText(c.buy.master)).toBeVisible();
      await page.getByRole("button", { name: money.buy.confirmFree }).click();
      await closeFlash(page, money.flash.purchased);
      await expect(page).toHaveURL(/\?tab=full/);
      await page.context().clearCookies();
    });

    await test.step("the code is used up: the master sees it, the quote API refuses it", async () => {
      const quote = await page.request.get(`/api/${locale}/api/lessons/${lesson.slug}/coupon/?code=${free}`);
      expect(quote.status()).toBe(422);
      await signIn(page, DEMO_CREDENTIALS.master);
      await page.goto(localize(locale, "/personal-info/coupons"));
      await expect(item(free)).toContainText(c.status.usedUp);
    });
  },
);
