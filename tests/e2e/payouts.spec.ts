import { expect } from "@playwright/test";
import { formatMoney } from "../../app/i18n/money";
import { DEMO_CREDENTIALS } from "../../app/server/seed/demo-content";
import adminEn from "../../locales/en/admin.json" with { type: "json" };
import payoutsEn from "../../locales/en/payouts.json" with { type: "json" };
import { test } from "./fixtures";
import { format, localize, NOJS, PHONE, PHONE_NOJS, useFreshAddress } from "./helpers";
import { accessToken, creditAsStaff } from "./money";
import { createUser, signIn } from "./users";

/*
 * Payouts (issue 18 §6, decision 048), with JavaScript and without, at 1280 px and 375 px: a fresh
 * master whose balance holds only a staff credit (not a sale, so nothing is withdrawable) opens
 * the payouts page from the balance tab, sees the four amounts, and is refused next to the field —
 * first without details, then under the $20 minimum; nothing changes and no request appears. The
 * JSON API tells the same. Staff open the payout queue. (Paying out and rejecting, which need sales
 * older than 14 days, are covered by the Vitest tests.)
 */

test.describe.configure({ timeout: 90_000 });
test.beforeEach(({ page }) => useFreshAddress(page));

const locale = "en";
const p = payoutsEn.payouts;
const cents = (value: number) => formatMoney(value, locale, { alwaysCents: true });

test("a master without withdrawable sales is told why a payout is refused; staff see the queue", {
  tag: [NOJS, PHONE, PHONE_NOJS],
}, async ({ page, baseURL }) => {
  const master = await createUser(page.request, baseURL as string, "Payee");
  await creditAsStaff(page, master, "25");

  await test.step("the balance tab links to the payouts page with its amounts", async () => {
    await signIn(page, master);
    await page.goto(`${localize(locale, `/masters/${master.username}`)}?tab=tab-4`);
    await page.getByRole("link", { name: p.title }).click();
    await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();
    await expect(page.getByTestId("withdrawable")).toHaveText(cents(0));
    await expect(page.getByTestId("on-hold")).toHaveText(cents(0));
    await expect(page.getByText(p.empty)).toBeVisible();
  });

  await test.step("bad input is refused next to the field and changes nothing", async () => {
    const submit = page.getByRole("button", { name: format(p.submit, { amount: cents(0) }) });
    await submit.click();
    await expect(page.getByText(p.errors.details)).toBeVisible();
    await page.getByLabel(p.details).fill("Jane Payee, IBAN DE89 3704 0044 0532 0130 00");
    await page.getByRole("button", { name: format(p.submit, { amount: cents(0) }) }).click();
    await expect(
      page.getByText(format(p.errors.minimum, { amount: formatMoney(2000, locale) })),
    ).toBeVisible();
    await expect(page.getByTestId("payout-request")).toHaveCount(0);
  });

  await test.step("the JSON API tells the same", async () => {
    const access = await accessToken(page.request, master);
    const headers = { Authorization: `Bearer ${access}` };
    const summary = await page.request.get(`/api/${locale}/api/me/payouts/`, { headers });
    expect(await summary.json()).toMatchObject({
      balance_cents: 2500,
      withdrawable_cents: 0,
      on_hold_cents: 0,
      minimum_cents: 2000,
      requests: [],
    });
    const asked = await page.request.post(`/api/${locale}/api/me/payouts/`, {
      headers,
      data: { details: "Jane Payee, IBAN DE89" },
    });
    expect(asked.status()).toBe(409);
  });

  await test.step("staff open the payout queue", async () => {
    await page.context().clearCookies();
    await signIn(page, DEMO_CREDENTIALS.staff);
    await page.goto(localize(locale, "/admin/payouts"));
    await expect(page.getByRole("heading", { level: 1, name: p.staff.title })).toBeVisible();
    await expect(page.getByRole("link", { name: adminEn.admin.nav.payouts })).toBeVisible();
  });
});
