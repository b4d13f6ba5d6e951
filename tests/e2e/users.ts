import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { type Locale, localize, MESSAGES } from "./helpers";

/** A fresh, activated account made for one test (nothing shared between tests or projects). */
export interface TestUser {
  id: number;
  email: string;
  username: string;
  fullName: string;
  password: string;
}

export const TEST_PASSWORD = "velvet-orchid-2026";

/** What the test-only route `POST /__test__/session` answers (server/test-routes.ts). */
interface TestSession {
  id: number;
  email: string;
  username: string;
  fullName: string;
  cookie: { name: string; value: string };
  /** Asked for with `promptShown`: the cookie the office's completion prompt sets once shown. */
  promptCookie?: { name: string; value: string };
}

/**
 * Asks the server under test (NODE_ENV=test only) to make an active account, or to sign in an
 * existing one by its email, and returns the session cookie a real login would have set.
 */
async function testSession(request: APIRequestContext, body: Record<string, unknown>): Promise<TestSession> {
  const response = await request.post("/__test__/session", { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TestSession;
}

/**
 * An active account with an empty profile (not yet a listed master), made directly in the
 * database: registration → email → activation is the journey of accounts.spec.ts, not of every test.
 * A learner unless `master` (decision 037): only masters are shown the completion notice. Its
 * language (emails are written in it) is English unless `locale` says otherwise.
 */
export async function createUser(
  request: APIRequestContext,
  _baseURL: string,
  name = "Test",
  { master = false, locale }: { master?: boolean; locale?: Locale } = {},
): Promise<TestUser> {
  const tag = randomBytes(4).toString("hex");
  const user = {
    email: `${name.toLowerCase()}-${tag}@example.com`,
    username: `${name.toLowerCase()}_${tag}`,
    fullName: `${name} Maker ${tag.slice(0, 3)}`,
    password: TEST_PASSWORD,
  };
  const { id } = await testSession(request, { ...user, master, ...(locale ? { locale } : {}) });
  return { id, ...user };
}

/**
 * Adds the cookie a login sets for `user` to the page's browser; with `promptShown`, also the one
 * the office's completion prompt sets once shown (both made by the server's own code).
 */
async function addSession(page: Page, user: Pick<TestUser, "email">, promptShown: boolean) {
  const session = await testSession(page.request, { email: user.email, promptShown });
  const url = new URL(test.info().project.use.baseURL as string).origin;
  const cookies = [session.cookie, ...(session.promptCookie ? [session.promptCookie] : [])];
  await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url })));
  return session;
}

/**
 * Signs the page's browser in as `user` and opens nothing, for tests whose next step opens a page
 * anyway: left as after a login that landed, the completion prompt already shown this visit. The
 * login form itself is accounts.spec.ts's journey.
 */
export async function signIn(page: Page, user: Pick<TestUser, "email">): Promise<void> {
  await addSession(page, user, true);
}

/** Signs in and opens where a login lands: the user's own master page (a master's notice shows there). */
export async function logIn(page: Page, locale: Locale, user: Pick<TestUser, "email"> & Partial<TestUser>) {
  const { username } = await addSession(page, user, false);
  await page.goto(`${localize(locale, `/masters/${username}`)}?tab=tab-1`);
}

/** Logs in through the login form (works with JavaScript on and off) and waits for the landing. */
export async function logInWithForm(page: Page, locale: Locale, user: Pick<TestUser, "email" | "password">) {
  const t = MESSAGES[locale];
  await page.goto(localize(locale, "/login"));
  const card = page.getByRole("region", { name: t.auth.login.title });
  await card.getByLabel(t.auth.fields.email, { exact: true }).fill(user.email);
  await card.getByLabel(t.auth.fields.password, { exact: true }).fill(user.password);
  await card.getByRole("button", { name: t.auth.login.submit, exact: true }).click();
  // The landing redirects once more (id → nickname); a busy machine may take a while.
  await expect(page).not.toHaveURL(/\/login(\/|\?|$)/, { timeout: 15_000 });
}
