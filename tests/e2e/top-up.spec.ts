import { expect, type Page } from "@playwright/test";
import { formatMoney } from "../../app/i18n/money";
import office from "../../locales/en/office.json" with { type: "json" };
import payments from "../../locales/en/payments.json" with { type: "json" };
import { test } from "./fixtures";
import { format, NOJS, useFreshAddress } from "./helpers";
import { createUser, logIn, type TestUser } from "./users";

/*
 * Topping up the balance with the test provider, at 1280 px with JavaScript and without: the form on the balance tab, the clearly labelled test page, the balance and its
 * history afterwards; and a bad amount refused with its message next to the field.
 */

test.describe.configure({ timeout: 90_000 });

const t = payments.payments;
const o = office.office;

test.beforeEach(({ page }) => useFreshAddress(page));

/** Logs in (a learner: no completion notice, decision 037) and opens the balance tab. */
async function openBalance(page: Page, user: TestUser) {
  await logIn(page, "en", user);
  await expect(page.getByRole("region", { name: o.prompt.hidden.title })).toHaveCount(0);
  await page.goto(`/en/masters/${user.username}?tab=tab-4`);
  const form = page.getByRole("region", { name: t.form.title });
  await expect(form).toBeVisible();
  return form;
}

test("a new user tops up $25 with the test provider and sees the balance and the entry", {
  tag: [NOJS],
}, async ({ page, request, baseURL }) => {
  const user = await createUser(request, baseURL as string, "Topup");
  const form = await openBalance(page, user);
  // Money as the site writes it everywhere (app/i18n/money.ts): "$0.00", "$25", "+$25.00".
  await expect(page.getByText("$0.00", { exact: true })).toBeVisible();
  await expect(form.getByText(t.form.testBadge, { exact: true })).toBeVisible();

  // $10 first, then $25: the chosen pill is what is paid.
  await form.getByText("$10", { exact: true }).click();
  await form.getByText("$25", { exact: true }).click();
  await expect(form.getByRole("radio", { name: "$25" })).toBeChecked();
  await form.getByRole("button", { name: t.form.submit, exact: true }).click();

  // Our own test page, clearly labelled.
  await expect(page).toHaveURL(/\/en\/payments\/test\/\d+$/);
  const testPage = page.url();
  await expect(page.getByText(t.test.label, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: t.test.title })).toBeVisible();
  const pay = page.getByRole("button", { name: format(t.test.pay, { amount: "$25" }), exact: true });
  await pay.click();

  // Back on the balance tab with the message, the balance and the history entry.
  await expect(page).toHaveURL(new RegExp(`/en/masters/${user.username}\\?tab=tab-4$`));
  const dialog = page.getByRole("dialog").filter({ hasText: t.flash.credited });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t.flash.creditedTitle);
  await dialog.getByRole("button").first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("$25.00", { exact: true })).toBeVisible();
  const entry = page.getByRole("listitem").filter({ hasText: o.balance.kinds.top_up });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("+$25.00");
  await expect(entry).toContainText(/Test payment #\d+/);

  // The test page again (the back button, a second tab): paid already, nothing more to pay.
  await page.goto(testPage);
  await expect(page.getByText(t.test.paid)).toBeVisible();
  await expect(page.getByRole("button", { name: /\(test\)/ })).toHaveCount(0);
});

test("a top-up below $5 is refused with the message next to the field", { tag: [NOJS] }, async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createUser(request, baseURL as string, "Topmin");
  const form = await openBalance(page, user);
  await form.getByLabel(t.form.custom).fill("3");
  await form.getByRole("button", { name: t.form.submit, exact: true }).click();
  // With JavaScript the form says so before sending; without, its page comes back with it.
  const field = page.getByLabel(t.form.custom);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText(format(t.errors.amountMin, { min: formatMoney(500, "en") }), { exact: true }),
  ).toBeVisible();
  await expect(field).toHaveValue("3");
  // Nothing was credited.
  await page.goto(`/en/masters/${user.username}?tab=tab-4`);
  await expect(page.getByText(o.balance.emptyTitle)).toBeVisible();
});
