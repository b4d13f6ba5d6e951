import { type APIRequestContext, expect } from "@playwright/test";
import { formatMoney } from "../../app/i18n/money";
import { DEMO_CREDENTIALS } from "../../app/server/seed/demo-content";
import officeEn from "../../locales/en/office.json" with { type: "json" };
import refundsEn from "../../locales/en/refunds.json" with { type: "json" };
import { test } from "./fixtures";
import { closeFlash, format, localize, NOJS, useFreshAddress } from "./helpers";
import { accessToken, buyThroughApi, creditAsStaff } from "./money";
import { createUser, signIn } from "./users";

/*
 * Refunds (issue 18 §5, decision 049), at 1280 px with JavaScript and without: a buyer who bought
 * a paid lesson a moment ago asks for a refund in the office's purchased-lessons tab — the price
 * is back on the balance, the lesson leaves the purchases and the history shows the refund; the
 * JSON API answers a second ask as already done. Staff refund a purchase of the same buyer from
 * the user's balance page: a missing explanation is refused next to its field, then it is done.
 */

test.describe.configure({ timeout: 90_000 });
test.beforeEach(({ page }) => useFreshAddress(page));

const locale = "en";
const r = refundsEn.refunds;
const dollars = (cents: number) => formatMoney(cents, locale);

interface ApiLesson {
  slug: string;
  title: string;
  price_cents: number;
}

/** Two paid lessons of the demo teacher for at most $30 each. */
async function paidLessons(request: APIRequestContext): Promise<[ApiLesson, ApiLesson]> {
  const response = await request.get(`/api/${locale}/api/masters/${DEMO_CREDENTIALS.master.username}/`);
  const { lessons } = (await response.json()) as { lessons: ApiLesson[] };
  const paid = lessons.filter((lesson) => lesson.price_cents > 0 && lesson.price_cents <= 3000);
  expect(paid.length, "the demo teacher sells two lessons for at most $30").toBeGreaterThan(1);
  return [paid[0] as ApiLesson, paid[1] as ApiLesson];
}

test("a buyer has a fresh purchase refunded from the office; staff refund another with an explanation", {
  tag: [NOJS],
}, async ({ page, baseURL }) => {
  const [first, second] = await paidLessons(page.request);
  const buyer = await createUser(page.request, baseURL as string, "Refunder");
  await creditAsStaff(page, buyer, "60");
  await buyThroughApi(page.request, buyer, first.slug);
  await buyThroughApi(page.request, buyer, second.slug);
  const tab = `${localize(locale, `/masters/${buyer.username}`)}?tab=tab-3`;

  await test.step("the buyer asks for a refund under the lesson in the purchased tab", async () => {
    await signIn(page, buyer);
    await page.goto(tab);
    const item = page.getByRole("listitem").filter({ hasText: first.title });
    await item.getByText(r.ask).click();
    await item.getByRole("button", { name: format(r.submit, { price: dollars(first.price_cents) }) }).click();
    await closeFlash(page, format(r.done, { price: dollars(first.price_cents) }));
    await expect(page).toHaveURL(/\?tab=tab-3$/);
    await expect(page.getByRole("listitem").filter({ hasText: first.title })).toHaveCount(0);
    await expect(page.getByRole("listitem").filter({ hasText: second.title })).toHaveCount(1);

    await page.goto(`${localize(locale, `/masters/${buyer.username}`)}?tab=tab-4`);
    await expect(page.getByText(officeEn.office.balance.kinds.refund, { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText(formatMoney(6000 - second.price_cents, locale, { alwaysCents: true })).first(),
    ).toBeVisible();
  });

  await test.step("the JSON API answers a second ask as already done, and moves nothing", async () => {
    const access = await accessToken(page.request, buyer);
    const again = await page.request.post(`/api/${locale}/api/lessons/${first.slug}/refund/`, {
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({
      status: "already",
      price_cents: first.price_cents,
      balance_cents: 6000 - second.price_cents,
    });
  });

  await test.step("staff refund the other purchase, with an explanation", async () => {
    await page.context().clearCookies();
    await signIn(page, DEMO_CREDENTIALS.staff);
    await page.goto(localize(locale, `/masters/${buyer.username}/balance`));
    const purchases = page.getByRole("region", { name: r.staff.title });
    const row = purchases.getByRole("listitem").filter({ hasText: second.title });
    const submit = row.getByRole("button", {
      name: format(r.staff.submit, { price: dollars(second.price_cents) }),
    });
    await submit.click();
    await expect(page.getByText(r.errors.reason)).toBeVisible();
    await expect(purchases.getByRole("listitem").filter({ hasText: second.title })).toHaveCount(1);
    await purchases
      .getByRole("listitem")
      .filter({ hasText: second.title })
      .getByLabel(r.staff.reason)
      .fill("The video would not play on the buyer's phone");
    await purchases
      .getByRole("listitem")
      .filter({ hasText: second.title })
      .getByRole("button", { name: format(r.staff.submit, { price: dollars(second.price_cents) }) })
      .click();
    await closeFlash(
      page,
      format(r.staff.done, { price: dollars(second.price_cents), name: buyer.fullName }),
    );
    await expect(page.getByText(format(r.staff.empty, { name: buyer.fullName }))).toBeVisible();
  });
});
