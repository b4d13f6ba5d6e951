import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { DEMO_CREDENTIALS } from "../../app/server/seed/demo-content";
import moneyEn from "../../locales/en/money.json" with { type: "json" };
import { closeFlash, localize } from "./helpers";
import { signIn, type TestUser } from "./users";

// Money in the end-to-end tests: the JSON API's token and purchase, and staff's hand credit.

const locale = "en";
const money = moneyEn.money;

/** An access token of the user (the JSON API's login). */
export async function accessToken(request: APIRequestContext, user: Pick<TestUser, "email" | "password">) {
  const tokens = await request.post("/api/api/auth/jwt/create/", {
    data: { email: user.email, password: user.password },
  });
  expect(tokens.status()).toBe(200);
  return ((await tokens.json()) as { access: string }).access;
}

/** Buys the lesson for the user through the JSON API (201); returns their access token. */
export async function buyThroughApi(
  request: APIRequestContext,
  user: TestUser,
  slug: string,
  apiLocale = "en",
) {
  const access = await accessToken(request, user);
  const bought = await request.post(`/api/${apiLocale}/api/lessons/${slug}/purchase/`, {
    headers: {
      Authorization: `Bearer ${access}`,
      "Idempotency-Key": `e2e-${randomBytes(8).toString("hex")}`,
    },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  return access;
}

/** Staff credit `user` by hand on the adjustment page, then sign out. */
export async function creditAsStaff(page: Page, user: TestUser, dollars: string) {
  await signIn(page, DEMO_CREDENTIALS.staff);
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
