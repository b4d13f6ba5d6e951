import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEMO_CREDENTIALS } from "../../app/server/db/seed/demo-content";
import lessonsEn from "../../locales/en/lessons.json" with { type: "json" };
import moneyEn from "../../locales/en/money.json" with { type: "json" };
import officeEn from "../../locales/en/office.json" with { type: "json" };
import { axeTarget, expectNoSeriousViolations, onlyInAxeProjects } from "./axe";
import { format, localize, MESSAGES } from "./helpers";
import { createUser, logIn, type TestUser } from "./users";

/*
 * Buying a lesson from one's balance, in every project (1280 and 375 px, JavaScript on and off):
 * staff credit a new user's balance by hand, the user buys a demo lesson on its confirmation
 * page, watches the full video (206), finds it among their purchases and the movement in their
 * balance; the master sees the sale less the 20% commission. A visitor is sent to log in first
 * and comes back to the purchase; a user with too little money is told how much is missing.
 */

test.describe.configure({ timeout: 90_000 });

const locale = "en";
const t = MESSAGES[locale];
const money = moneyEn.money;
const locked = lessonsEn.lessons.lesson.locked;

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

const usd = (cents: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

async function closeFlash(page: Page, message: string) {
  const dialog = page.getByRole("dialog").filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button").first().click();
  await expect(dialog).toBeHidden();
}

/** Staff credit `user` by hand on the adjustment page, then sign out. */
async function creditAsStaff(page: Page, user: TestUser, dollars: string) {
  await logIn(page, locale, { email: DEMO_CREDENTIALS.staff.email, password: DEMO_CREDENTIALS.password });
  await page.goto(localize(locale, `/masters/${user.username}`));
  await page.getByRole("link", { name: money.adjust.link }).click();
  await expect(page.getByRole("heading", { name: money.adjust.title })).toBeVisible();
  // Bad input first: refused next to the field, nothing changes.
  await page.getByLabel(money.adjust.amount).fill("ten dollars");
  await page.getByLabel(money.adjust.reason).fill("Welcome credit for testing");
  await page.getByRole("button", { name: money.adjust.submit }).click();
  await expect(page.getByText(money.adjust.errors.amount)).toBeVisible();
  await page.getByLabel(money.adjust.amount).fill(dollars);
  await page.getByRole("button", { name: money.adjust.submit }).click();
  await closeFlash(page, money.flash.adjusted);
  await expect(page.getByText("Welcome credit for testing")).toBeVisible();
  await page.context().clearCookies();
}

test("a learner buys a lesson, watches it, and the master sees the sale less commission", async ({
  page,
  baseURL,
}) => {
  const lesson = await paidLesson(page.request);
  const buyer = await createUser(page.request, baseURL as string, "Buyer");
  await creditAsStaff(page, buyer, "30");

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

  await test.step("the confirmation shows the price and the balance; paying unlocks the videos", async () => {
    await expect(page.getByRole("heading", { name: money.buy.title })).toBeVisible();
    await expect(page.getByRole("region", { name: money.buy.title }).getByText(lesson.title)).toBeVisible();
    const pay = page.getByRole("button", { name: /Pay \$\d+/ });
    await pay.click();
    await expect(page).toHaveURL(new RegExp(`/lessons/${lesson.slug}\\?tab=full`));
    await closeFlash(page, money.flash.purchased);
    const src = await page.locator("video").getAttribute("src");
    expect(src).toMatch(/^\/media\/video\/\d+\?u=\d+&exp=\d+&sig=/);
    const partial = await page.request.get(src as string, { headers: { Range: "bytes=0-1023" } });
    expect(partial.status()).toBe(206);
  });

  await test.step("going back to the purchase page charges nothing more", async () => {
    await page.goto(localize(locale, `/lessons/${lesson.slug}/buy`));
    await expect(page).toHaveURL(new RegExp(`/lessons/${lesson.slug}\\?tab=full`));
  });

  await test.step("the purchase is in tab-3 and the movements in tab-4", async () => {
    await page.goto(`${localize(locale, `/masters/${buyer.username}`)}?tab=tab-3`);
    await expect(page.getByRole("link", { name: lesson.title }).first()).toBeVisible();
    await page.goto(`${localize(locale, `/masters/${buyer.username}`)}?tab=tab-4`);
    await expect(page.getByText(`${usd(3000 - lesson.price_cents)} USD`).first()).toBeVisible();
    const purchase = page.locator("li").filter({ hasText: officeEn.office.balance.kinds.purchase });
    await expect(purchase).toContainText(`−${usd(lesson.price_cents)} USD`);
    await expect(purchase).toContainText(lesson.title);
  });

  await test.step("the master sees the sale and the 20% commission", async () => {
    await page.context().clearCookies();
    await logIn(page, locale, { email: DEMO_CREDENTIALS.master.email, password: DEMO_CREDENTIALS.password });
    await page.goto(`${localize(locale, `/masters/${DEMO_CREDENTIALS.master.username}`)}?tab=tab-4`);
    const sale = page
      .locator("li")
      .filter({ hasText: officeEn.office.balance.kinds.sale })
      .filter({ hasText: lesson.title });
    await expect(sale.first()).toContainText(`+${usd(lesson.price_cents)} USD`);
    const commission = page
      .locator("li")
      .filter({ hasText: officeEn.office.balance.kinds.commission })
      .filter({ hasText: lesson.title });
    await expect(commission.first()).toContainText(`−${usd(Math.round(lesson.price_cents * 0.2))} USD`);
  });
});

test("too little balance: the missing amount and a way to top up; nothing is bought", async ({
  page,
  baseURL,
}) => {
  const lesson = await paidLesson(page.request);
  const buyer = await createUser(page.request, baseURL as string, "Short");
  await logIn(page, locale, buyer);
  await page.goto(`${localize(locale, `/lessons/${lesson.slug}`)}?tab=full`);
  // The locked panel's button (the price card has one too).
  await page.getByRole("link", { name: locked.buy }).first().click();
  await expect(page.getByRole("heading", { name: money.buy.title })).toBeVisible();
  const missing = format(money.buy.missing, {
    amount: new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: lesson.price_cents % 100 === 0 ? 0 : 2,
    }).format(lesson.price_cents / 100),
  });
  await expect(page.getByText(missing)).toBeVisible();
  await expect(page.getByRole("button", { name: /Pay/ })).toHaveCount(0);
  await page.getByRole("link", { name: money.buy.topUp }).click();
  await expect(page).toHaveURL(new RegExp(`/masters/${buyer.username}\\?tab=tab-4`));
  await page.goto(`${localize(locale, `/masters/${buyer.username}`)}?tab=tab-3`);
  await expect(page.getByText(officeEn.office.purchased.emptyTitle)).toBeVisible();
});

test("staff pages are not there for anyone else", async ({ page, baseURL }) => {
  const user = await createUser(page.request, baseURL as string, "Plain");
  const response = await page.goto(localize(locale, `/masters/${DEMO_CREDENTIALS.master.username}/balance`));
  expect(response?.status()).toBe(404);
  await logIn(page, locale, user);
  const signedIn = await page.goto(localize(locale, `/masters/${DEMO_CREDENTIALS.master.username}/balance`));
  expect(signedIn?.status()).toBe(404);
  await page.goto(localize(locale, `/masters/${DEMO_CREDENTIALS.master.username}`));
  await expect(page.getByRole("link", { name: money.adjust.link })).toHaveCount(0);
});

test.describe("accessibility (axe)", () => {
  for (const entry of [
    { name: "the purchase page", staff: false },
    { name: "the staff's balance adjustment", staff: true },
  ]) {
    test(`${entry.name} has no serious or critical violation`, async ({
      page: projectPage,
      browser,
      baseURL,
    }, testInfo) => {
      onlyInAxeProjects(testInfo);
      const target = await axeTarget({ page: projectPage, browser, baseURL }, testInfo);
      const { page } = target;
      const lesson = await paidLesson(page.request);
      const user = await createUser(page.request, baseURL as string, "Axe");
      await logIn(
        page,
        locale,
        entry.staff ? { email: DEMO_CREDENTIALS.staff.email, password: DEMO_CREDENTIALS.password } : user,
      );
      const url = localize(
        locale,
        entry.staff ? `/masters/${user.username}/balance` : `/lessons/${lesson.slug}/buy`,
      );
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(target, url);
    });
  }
});
