import { type APIRequestContext, expect } from "@playwright/test";
import { formatMoney } from "../../app/i18n/money";
import { DEMO_CREDENTIALS } from "../../app/server/seed/demo-content";
import lessonsEn from "../../locales/en/lessons.json" with { type: "json" };
import moneyEn from "../../locales/en/money.json" with { type: "json" };
import officeEn from "../../locales/en/office.json" with { type: "json" };
import paymentsEn from "../../locales/en/payments.json" with { type: "json" };
import reviewsEn from "../../locales/en/reviews.json" with { type: "json" };
import { axeTarget, expectNoViolations } from "./axe";
import { test } from "./fixtures";
import {
  closeFlash,
  format,
  localize,
  MESSAGES,
  NOJS,
  PHONE_NOJS,
  SIGNED_VIDEO_SRC,
  serverVideoSource,
} from "./helpers";
import { creditAsStaff } from "./money";
import { createUser, signIn } from "./users";

/*
 * Buying a lesson from one's balance, at 1280 px with JavaScript and without (axe also at 375 px):
 * a visitor is sent to log in first and comes back to the purchase, is told how much is missing,
 * tops up with the test provider, buys a demo lesson on its confirmation page, watches the full
 * video (206), reviews it, finds it among their purchases and the movement in their balance; the
 * master sees the sale less the 20% commission. Staff credit a balance by hand.
 */

test.describe.configure({ timeout: 90_000 });

const locale = "en";
const t = MESSAGES[locale];
const money = moneyEn.money;
const pay = paymentsEn.payments;
const reviews = reviewsEn.reviews;
const locked = lessonsEn.lessons.lesson.locked;
const lessonTexts = lessonsEn.lessons.lesson;

interface ApiLesson {
  slug: string;
  title: string;
  price_cents: number;
}

/** A paid lesson of the demo teacher for at most $30, from the JSON API. */
async function paidLesson(request: APIRequestContext): Promise<ApiLesson> {
  const response = await request.get(`/api/${locale}/api/masters/${DEMO_CREDENTIALS.master.username}/`);
  const master = (await response.json()) as { lessons: ApiLesson[] };
  const lesson = master.lessons.find((item) => item.price_cents > 0 && item.price_cents <= 3000);
  expect(lesson, "the demo teacher sells a lesson for at most $30").toBeTruthy();
  return lesson as ApiLesson;
}

/** A price as the pages write it, with the site's one formatter: "$25", "$12.50". */
const dollars = (cents: number) => formatMoney(cents, locale);
/** A balance as the pages write it: "$12.50", "$0.00". */
const balance = (cents: number) => formatMoney(cents, locale, { alwaysCents: true });
/** A movement in a balance's history: "+$12.50", "−$5.00" (a real minus sign). */
const movement = (cents: number) => formatMoney(cents, locale, { alwaysCents: true, signed: true });

test("a visitor logs in to buy, tops up with the test provider, buys, watches, reviews; the master sees the sale", {
  tag: [NOJS],
}, async ({ page, baseURL }) => {
  const lesson = await paidLesson(page.request);
  const buyer = await createUser(page.request, baseURL as string, "Buyer");
  const price = dollars(lesson.price_cents);

  await test.step("a visitor logs in from the locked panel and lands on the purchase", async () => {
    await page.goto(`${localize(locale, `/lessons/${lesson.slug}`)}?tab=full`);
    await expect(page.locator("video")).toHaveCount(0);
    await page.getByRole("link", { name: locked.login }).click();
    const card = page.getByRole("region", { name: t.auth.login.title });
    await card.getByLabel(t.auth.fields.email, { exact: true }).fill(buyer.email);
    await card.getByLabel(t.auth.fields.password, { exact: true }).fill(buyer.password);
    await card.getByRole("button", { name: t.auth.login.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/lessons/${lesson.slug}/buy$`), { timeout: 15_000 });
  });

  await test.step("with no money: the missing amount and the way to top up, no way to pay", async () => {
    const region = page.getByRole("region", { name: money.buy.title });
    await expect(region.getByText(lesson.title)).toBeVisible();
    await expect(region.getByText(format(money.buy.missing, { amount: price }))).toBeVisible();
    await expect(page.getByRole("button", { name: /Pay/ })).toHaveCount(0);
    await page.getByRole("link", { name: money.buy.topUp }).click();
    await expect(page).toHaveURL(new RegExp(`/masters/${buyer.username}\\?tab=tab-4$`));
  });

  await test.step("a $50 top-up with the test provider", async () => {
    // A buyer is a learner (decision 037): nothing asks for a master profile on the own page.
    await expect(page.getByRole("region", { name: officeEn.office.prompt.hidden.title })).toHaveCount(0);
    const form = page.getByRole("region", { name: pay.form.title });
    await form.getByText(dollars(5000), { exact: true }).click();
    await form.getByRole("button", { name: pay.form.submit, exact: true }).click();
    await expect(page.getByText(pay.test.label, { exact: true })).toBeVisible();
    await page
      .getByRole("button", { name: format(pay.test.pay, { amount: dollars(5000) }), exact: true })
      .click();
    await closeFlash(page, pay.flash.credited);
    await expect(page.getByText(balance(5000), { exact: true })).toBeVisible();
  });

  await test.step("the confirmation shows the price and the balance; paying unlocks the videos", async () => {
    await page.goto(`${localize(locale, `/lessons/${lesson.slug}`)}?tab=full`);
    await page.getByRole("link", { name: locked.buy }).first().click();
    const region = page.getByRole("region", { name: money.buy.title });
    await expect(region.getByText(balance(5000 - lesson.price_cents), { exact: true })).toBeVisible();
    await page.getByRole("button", { name: format(money.buy.confirm, { price }) }).click();
    await expect(page).toHaveURL(new RegExp(`/lessons/${lesson.slug}\\?tab=full`));
    await closeFlash(page, money.flash.purchased);
    const src = await serverVideoSource(page);
    expect(src).toMatch(SIGNED_VIDEO_SRC);
    const partial = await page.request.get(src as string, { headers: { Range: "bytes=0-1023" } });
    expect(partial.status()).toBe(206);
    // The card beside the video says the lesson is the buyer's now, not its price again.
    const card = page.locator("p", { hasText: lessonTexts.yours }).locator("..");
    await expect(card.getByText(lessonTexts.bought, { exact: true })).toBeVisible();
    await expect(card.getByText(price, { exact: true })).toHaveCount(0);
    await expect(card.getByRole("link", { name: lessonTexts.watch })).toBeVisible();
  });

  await test.step("going back to the purchase page charges nothing more", async () => {
    await page.goto(localize(locale, `/lessons/${lesson.slug}/buy`));
    await expect(page).toHaveURL(new RegExp(`/lessons/${lesson.slug}\\?tab=full`));
  });

  await test.step("the buyer rates the lesson", async () => {
    await page.getByRole("radio", { name: reviews.form.stars[5] }).check();
    const text = `Worth every cent, ${buyer.username}.`;
    await page.getByRole("region", { name: reviews.form.title }).getByLabel(reviews.form.text).fill(text);
    await page.getByRole("button", { name: reviews.form.submit }).click();
    await closeFlash(page, reviews.flash.created);
    await expect(page.locator("#reviews li").filter({ hasText: text })).toHaveCount(1);
  });

  await test.step("the purchase is in tab-3 and the movements in tab-4", async () => {
    await page.goto(`${localize(locale, `/masters/${buyer.username}`)}?tab=tab-3`);
    await expect(page.getByRole("link", { name: lesson.title }).first()).toBeVisible();
    await page.goto(`${localize(locale, `/masters/${buyer.username}`)}?tab=tab-4`);
    await expect(page.getByText(balance(5000 - lesson.price_cents), { exact: true }).first()).toBeVisible();
    const purchase = page.locator("li").filter({ hasText: officeEn.office.balance.kinds.purchase });
    await expect(purchase).toContainText(movement(-lesson.price_cents));
    await expect(purchase).toContainText(lesson.title);
  });

  await test.step("the master sees the sale and the 20% commission", async () => {
    await page.context().clearCookies();
    await signIn(page, DEMO_CREDENTIALS.master);
    await page.goto(`${localize(locale, `/masters/${DEMO_CREDENTIALS.master.username}`)}?tab=tab-4`);
    const sale = page
      .locator("li")
      .filter({ hasText: officeEn.office.balance.kinds.sale })
      .filter({ hasText: lesson.title });
    await expect(sale.first()).toContainText(movement(lesson.price_cents));
    const commission = page
      .locator("li")
      .filter({ hasText: officeEn.office.balance.kinds.commission })
      .filter({ hasText: lesson.title });
    await expect(commission.first()).toContainText(movement(-Math.round(lesson.price_cents * 0.2)));
  });
});

test("staff credit a balance by hand with a reason; bad input changes nothing", { tag: [NOJS] }, async ({
  page,
  baseURL,
}) => {
  const user = await createUser(page.request, baseURL as string, "Credit");
  await creditAsStaff(page, user, "12.50");
  await signIn(page, user);
  await page.goto(`${localize(locale, `/masters/${user.username}`)}?tab=tab-4`);
  const entry = page.locator("li").filter({ hasText: officeEn.office.balance.kinds.adjustment });
  await expect(entry).toContainText(movement(1250));
  await expect(entry).toContainText("Welcome credit for testing");
});

test("staff pages are not there for anyone else", async ({ page, baseURL }) => {
  const user = await createUser(page.request, baseURL as string, "Plain");
  const response = await page.goto(localize(locale, `/masters/${DEMO_CREDENTIALS.master.username}/balance`));
  expect(response?.status()).toBe(404);
  await signIn(page, user);
  const signedIn = await page.goto(localize(locale, `/masters/${DEMO_CREDENTIALS.master.username}/balance`));
  expect(signedIn?.status()).toBe(404);
  await page.goto(localize(locale, `/masters/${DEMO_CREDENTIALS.master.username}`));
  await expect(page.getByRole("link", { name: money.adjust.link })).toHaveCount(0);
});

test.describe("accessibility (axe)", { tag: [PHONE_NOJS] }, () => {
  for (const entry of [
    { name: "the purchase page", staff: false },
    { name: "the staff's balance adjustment", staff: true },
  ]) {
    test(`${entry.name} has no axe violation`, async ({ page: projectPage, browser, baseURL }, testInfo) => {
      const target = await axeTarget({ page: projectPage, browser, baseURL }, testInfo);
      const { page } = target;
      const lesson = await paidLesson(page.request);
      const user = await createUser(page.request, baseURL as string, "Axe");
      await signIn(page, entry.staff ? DEMO_CREDENTIALS.staff : user);
      const url = localize(
        locale,
        entry.staff ? `/masters/${user.username}/balance` : `/lessons/${lesson.slug}/buy`,
      );
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(target, url);
    });
  }
});
