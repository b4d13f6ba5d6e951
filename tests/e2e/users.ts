import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { type Locale, localize, MESSAGES } from "./helpers";
import { linkIn, waitForMails } from "./mail";

/** A fresh, activated account made for one test (nothing shared between tests or projects). */
export interface TestUser {
  id: number;
  email: string;
  username: string;
  fullName: string;
  password: string;
}

export const TEST_PASSWORD = "velvet-orchid-2026";

/** A client address of its own, so the per-address account limits never block a test. */
const freshAddress = () => {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${Math.max(1, bytes[2] ?? 1)}`;
};

/**
 * Registers through the account API and activates through the emailed link, as a person would.
 * The profile is empty: the user is not yet a listed master.
 */
export async function createUser(
  request: APIRequestContext,
  baseURL: string,
  name = "Test",
): Promise<TestUser> {
  const tag = randomBytes(4).toString("hex");
  const user = {
    email: `${name.toLowerCase()}-${tag}@example.com`,
    username: `${name.toLowerCase()}_${tag}`,
    fullName: `${name} Maker ${tag.slice(0, 3)}`,
    password: TEST_PASSWORD,
  };
  const headers = { "X-Forwarded-For": freshAddress(), "Accept-Language": "en" };
  const created = await request.post("/api/api/auth/users/", {
    headers,
    data: {
      full_name: user.fullName,
      username: user.username,
      email: user.email,
      phone: "+380441234567",
      country: "UA",
      city: "Kyiv",
      password: user.password,
      re_password: user.password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const [mail] = await waitForMails(user.email, 1);
  const link = linkIn(mail as NonNullable<typeof mail>, baseURL, /^\/(?:[a-z]{2}\/)?login\/[^/]+$/);
  const activated = await request.get(link.pathname, { headers, maxRedirects: 0 });
  expect(activated.status()).toBeLessThan(400);
  return { id, ...user };
}

/** Logs in through the login form (works with JavaScript on and off) and waits for the landing. */
export async function logIn(page: Page, locale: Locale, user: Pick<TestUser, "email" | "password">) {
  const t = MESSAGES[locale];
  await page.goto(localize(locale, "/login"));
  const card = page.getByRole("region", { name: t.auth.login.title });
  await card.getByLabel(t.auth.fields.email, { exact: true }).fill(user.email);
  await card.getByLabel(t.auth.fields.password, { exact: true }).fill(user.password);
  await card.getByRole("button", { name: t.auth.login.submit, exact: true }).click();
  // The landing redirects once more (id → nickname); a busy machine may take a while.
  await expect(page).not.toHaveURL(/\/login(\/|\?|$)/, { timeout: 15_000 });
}
