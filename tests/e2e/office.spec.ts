import { expect, type Page } from "@playwright/test";
import { DEMO_CREDENTIALS, demoEmail } from "../../app/server/seed/demo-content";
import en from "../../locales/en/office.json" with { type: "json" };
import uk from "../../locales/uk/office.json" with { type: "json" };
import { axeTarget, expectNoViolations } from "./axe";
import { test } from "./fixtures";
import {
  format,
  freshAddress,
  hasJavaScript,
  isPhone,
  localize,
  MESSAGES,
  NOJS,
  PHONE,
  PHONE_NOJS,
  useFreshAddress,
  waitForHydration,
} from "./helpers";
import { createUser, logIn, signIn, type TestUser } from "./users";

/*
 * The personal office's frame end to end: the login guard, the completion prompt ("Later",
 * "Don't show again"), the section navigation, the owner's tabs on their own master page and what
 * everyone else sees there. Every test runs with JavaScript at 1280 px; the guard and the prompt
 * (forms) also without JavaScript, the section navigation (a sideways row on phones) also at
 * 375 px with and without, and the axe checks at 1280 px with JavaScript and at 375 px without.
 */

// Journeys with one or two logins each; generous on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

const t = en.office;
const common = MESSAGES.en;
const PARTS = ["personal", "activities", "portfolio", "certificates", "lessons"] as const;
const PART_PATHS = {
  personal: "/personal-info",
  activities: "/personal-info/activities",
  portfolio: "/personal-info/portfolio",
  certificates: "/personal-info/certificates",
  lessons: "/personal-info/lessons",
} as const;

/** The demo teacher with a draft lesson (DEMO_LESSONS: the only one with publishedDaysAgo null). */
const TEACHER = {
  email: demoEmail("natalia.orlova"),
  username: "natalia.orlova",
  password: DEMO_CREDENTIALS.password,
};
const DRAFT_TITLE = "Домашний уход после пилингов";

// Each test its own client address: the login form's per-address limits never block a run.
test.beforeEach(({ page }) => useFreshAddress(page));

/** The completion notice (decision 037): a region at the top of the page, never a dialog. */
const prompt = (page: Page) => page.getByRole("region", { name: t.prompt.hidden.title });

/** Signs out by forgetting every cookie (a new browser visit), then logs in again. */
async function newVisit(page: Page, user: Pick<TestUser, "email" | "password">) {
  await page.context().clearCookies();
  await logIn(page, "en", user);
}

test("a visitor opening the office logs in and comes back to the section asked for", { tag: [NOJS] }, async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createUser(request, baseURL as string, "Guard", { master: true });
  await page.goto(localize("en", "/personal-info/activities"));
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fpersonal-info%2Factivities$/);
  const card = page.getByRole("region", { name: common.auth.login.title });
  await card.getByLabel(common.auth.fields.email, { exact: true }).fill(user.email);
  await card.getByLabel(common.auth.fields.password, { exact: true }).fill(user.password);
  await card.getByRole("button", { name: common.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/personal-info\/activities$/);
  // The office's header: who is in, and the way to the public page.
  await expect(page.getByRole("main").getByText(user.fullName, { exact: true })).toBeVisible();
  await expect(prompt(page)).toBeVisible();
  await prompt(page).getByRole("link", { name: t.prompt.later, exact: true }).click();
  await expect(prompt(page)).toBeHidden();
  const publicPage = page.getByRole("link", { name: t.viewPublicPage, exact: true });
  await expect(publicPage).toHaveAttribute("href", `/en/masters/${user.username}?tab=tab-1`);
});

test("a new user is prompted for all five parts; 'Later' closes it for this visit only", {
  tag: [NOJS],
}, async ({ page, request, baseURL }) => {
  const user = await createUser(request, baseURL as string, "Later", { master: true });
  await logIn(page, "en", user);
  // Logging in opens the own page: the prompt is there, listing everything with links.
  await expect(page).toHaveURL(new RegExp(`/en/masters/${user.username}\\?tab=tab-1$`));
  const dialog = prompt(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t.prompt.hidden.text);
  const links = dialog.getByRole("listitem").getByRole("link");
  await expect(links).toHaveCount(5);
  for (const [index, part] of PARTS.entries()) {
    await expect(links.nth(index)).toContainText(t.prompt.parts[part].title);
    await expect(links.nth(index)).toHaveAttribute("href", localize("en", PART_PATHS[part]));
  }
  await dialog.getByRole("link", { name: t.prompt.later, exact: true }).click();
  await expect(dialog).toBeHidden();

  // Not again during this visit: another page, a reload.
  await page.goto(localize("en", "/personal-info"));
  await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
  await expect(prompt(page)).toHaveCount(0);
  await page.reload();
  await expect(prompt(page)).toHaveCount(0);

  // A new visit shows it again; a link in it leads to its section.
  await newVisit(page, user);
  await expect(prompt(page)).toBeVisible();
  await prompt(page)
    .getByRole("link", { name: new RegExp(t.prompt.parts.portfolio.title) })
    .click();
  await expect(page).toHaveURL(/\/en\/personal-info\/portfolio$/);
  await expect(prompt(page)).toHaveCount(0);
});

test("'Don't show again' hides the prompt for good", { tag: [NOJS] }, async ({ page, request, baseURL }) => {
  const user = await createUser(request, baseURL as string, "Never", { master: true });
  await logIn(page, "en", user);
  const ownPage = `/en/masters/${user.username}?tab=tab-1`;
  await expect(prompt(page)).toBeVisible();
  // With JavaScript the notice goes as the request leaves: wait for the answer before reloading,
  // which would otherwise cancel the request (the race this test lost now and then).
  const hidden = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/personal-info/prompt"),
  );
  await prompt(page).getByRole("button", { name: t.prompt.never, exact: true }).click();
  await hidden;
  await expect(prompt(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${ownPage.replace("?", "\\?")}$`));
  // A new page load, a new visit and a new login: never again.
  await page.reload();
  await expect(prompt(page)).toHaveCount(0);
  await newVisit(page, user);
  await expect(page).toHaveURL(new RegExp(`${ownPage.replace("?", "\\?")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(user.fullName);
  await expect(prompt(page)).toHaveCount(0);
  await page.goto(localize("en", "/personal-info"));
  await expect(page.getByRole("navigation", { name: t.sectionsLabel })).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
});

test(
  "the office navigation leads to every section and marks the current one",
  { tag: [PHONE, PHONE_NOJS] },
  async ({ page, request, baseURL }, testInfo) => {
    const user = await createUser(request, baseURL as string, "Nav", { master: true });
    await signIn(page, user);
    await page.goto(localize("en", "/personal-info"));
    // Hydration scrolls the phone's section row to the current item: a click before it could land
    // on whatever the scroll moves under the pointer.
    if (hasJavaScript(testInfo)) await waitForHydration(page, "en");
    const nav = page.getByRole("navigation", { name: t.sectionsLabel });
    await expect(nav.getByRole("link")).toHaveCount(8);
    const current = nav.getByRole("link", { name: new RegExp(`^${t.sections.personal}`) });
    await expect(current).toHaveAttribute("aria-current", "page");
    // Sections the prompt asks for carry a "nothing added yet" mark.
    await expect(current).toContainText(t.todo);
    await expect(nav.getByRole("link", { name: t.sections.socials, exact: true })).not.toHaveAttribute(
      "aria-current",
      /.*/,
    );
    for (const [key, path] of [
      ["lessons", "/personal-info/lessons"],
      ["certificates", "/personal-info/certificates"],
      ["socials", "/personal-info/socials"],
    ] as const) {
      const link = nav.getByRole("link", { name: new RegExp(`^${t.sections[key]}`) });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/en${path}$`));
      await expect(link).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page.getByRole("navigation", { name: common.breadcrumbs.label })).toContainText(
        t.sections[key],
      );
    }
    if (isPhone(testInfo)) {
      // On a phone the sections are one row that scrolls sideways; the page itself never does.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      const row = nav.getByRole("list");
      expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
      const box = await nav.getByRole("link", { name: t.sections.socials, exact: true }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      // A lesson's editor opens with its section (next to last, before discount codes) in view, with or without
      // JavaScript (issue 16).
      await page.goto(localize("en", "/personal-info/lessons/new"));
      const lessons = nav.getByRole("link", { name: new RegExp(`^${t.sections.lessons}`) });
      await expect(lessons).toHaveAttribute("aria-current", "true");
      const shown = await lessons.boundingBox();
      expect((shown?.x ?? -1) >= 0 && (shown?.x ?? 0) + (shown?.width ?? 0) <= 375).toBe(true);
    }
  },
);

test("the owner's page has five tabs; a demo teacher's lessons include the draft", async ({ page }) => {
  await logIn(page, "en", TEACHER);
  const base = `/en/masters/${TEACHER.username}`;
  await expect(page).toHaveURL(new RegExp(`${base}\\?tab=tab-1$`));
  const tabs = page.getByRole("navigation", { name: t.tabs.label });
  // tab-5, "Saved", is saved-and-follows.spec.ts's (decision 045).
  await expect(tabs.getByRole("link")).toHaveCount(5);
  await expect(tabs.getByRole("link", { name: t.tabs.profile })).toHaveAttribute("aria-current", "page");

  // tab-1: the public profile, the private contacts and an edit link on every section.
  await expect(page.getByText(TEACHER.email)).toBeVisible();
  for (const [section, path] of [
    ["Portfolio", "/personal-info/portfolio"],
    ["Certificates", "/personal-info/certificates"],
    ["Professional activity", "/personal-info/activities"],
    ["Lessons", "/personal-info/lessons"],
  ] as const)
    await expect(page.getByRole("link", { name: format(t.own.edit, { section }) })).toHaveAttribute(
      "href",
      `/en${path}`,
    );
  await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0);

  // tab-2: every lesson, the draft marked and editable, and the way to a new one.
  await tabs.getByRole("link", { name: t.tabs.lessons }).click();
  await expect(page).toHaveURL(new RegExp(`${base}\\?tab=tab-2$`));
  await expect(tabs.getByRole("link", { name: t.tabs.lessons })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(t.tabs.lessons) })).toBeVisible();
  const draft = page.getByRole("listitem").filter({ hasText: DRAFT_TITLE });
  await expect(draft).toContainText(t.lessons.draft);
  await expect(
    draft.getByRole("link", { name: format(t.lessons.editLesson, { title: DRAFT_TITLE }) }),
  ).toHaveAttribute("href", /^\/en\/personal-info\/lessons\/\d+$/);
  await expect(page.getByText(t.lessons.published).first()).toBeVisible();
  await expect(page.getByRole("link", { name: t.lessons.new })).toHaveAttribute(
    "href",
    "/en/personal-info/lessons/new",
  );

  // tab-3: nothing bought yet.
  await tabs.getByRole("link", { name: t.tabs.purchased }).click();
  await expect(page).toHaveURL(new RegExp(`${base}\\?tab=tab-3$`));
  await expect(page.getByRole("heading", { name: t.purchased.emptyTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: t.purchased.browse })).toHaveAttribute("href", "/en/lessons");

  // tab-4: the balance, with the demo sales of her lessons (each less the platform commission).
  await tabs.getByRole("link", { name: t.tabs.balance }).click();
  await expect(page).toHaveURL(new RegExp(`${base}\\?tab=tab-4$`));
  await expect(page.locator("li").filter({ hasText: t.balance.kinds.sale }).first()).toContainText("+");
  await expect(page.locator("li").filter({ hasText: t.balance.kinds.commission }).first()).toContainText("−");
  await expect(page.getByText(t.balance.emptyTitle)).toHaveCount(0);

  // `/masters/<id>?tab=` keeps the tab on its way to the nickname.
  const menu = page.getByRole("banner").getByRole("link", { name: t.tabs.purchased, includeHidden: true });
  const byId = (await menu.getAttribute("href")) ?? "";
  expect(byId).toMatch(/^\/en\/masters\/\d+\?tab=tab-3$/);
  await page.goto(byId);
  await expect(page).toHaveURL(new RegExp(`${base}\\?tab=tab-3$`));
});

test("anyone else sees the public page: no tabs, no drafts, ?tab= ignored", async ({
  page,
  request,
  baseURL,
}) => {
  const url = `/en/masters/${TEACHER.username}?tab=tab-2`;
  // A visitor, then another signed-in user.
  for (const signedIn of [false, true]) {
    if (signedIn) await signIn(page, await createUser(request, baseURL as string, "Other"));
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Наталья Орлова");
    await expect(page.getByRole("navigation", { name: t.tabs.label })).toHaveCount(0);
    await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0);
    await expect(page.getByText(t.lessons.draft, { exact: true })).toHaveCount(0);
    await expect(page.getByText(TEACHER.email)).toHaveCount(0);
    await expect(page.getByRole("link", { name: format(t.own.edit, { section: "Portfolio" }) })).toHaveCount(
      0,
    );
    // The public lessons are there.
    await expect(page.getByRole("heading", { level: 2, name: /^Lessons/ })).toBeVisible();
  }
});

// Each page twice (axe takes seconds a page): at 1280 px with JavaScript and at 375 px without.
test.describe("accessibility (axe)", { tag: [PHONE_NOJS] }, () => {
  const pages = [
    { name: "the office with the completion notice", user: "fresh", url: "/en/personal-info" },
    { name: "the office, a section", user: "teacher", url: "/en/personal-info/activities" },
    { name: "the office, portfolio", user: "teacher", url: "/en/personal-info/portfolio" },
    { name: "the office, certificates", user: "teacher", url: "/uk/personal-info/certificates" },
    { name: "the office, lessons", user: "teacher", url: "/uk/personal-info/lessons" },
    { name: "the own page, profile", user: "teacher", url: "/en/masters/natalia.orlova?tab=tab-1" },
    { name: "the own page, my lessons", user: "teacher", url: "/en/masters/natalia.orlova?tab=tab-2" },
    { name: "the own page, purchased", user: "teacher", url: "/en/masters/natalia.orlova?tab=tab-3" },
    { name: "the own page, balance", user: "teacher", url: "/uk/masters/natalia.orlova?tab=tab-4" },
  ] as const;
  for (const entry of pages) {
    test(`${entry.name} has no axe violation`, async ({
      page: projectPage,
      browser,
      baseURL,
      request,
    }, testInfo) => {
      const js = hasJavaScript(testInfo);
      const target = await axeTarget({ page: projectPage, browser, baseURL }, testInfo, {
        extraHTTPHeaders: { "X-Forwarded-For": freshAddress() },
      });
      const { page } = target;
      const user =
        entry.user === "fresh"
          ? await createUser(request, baseURL as string, "Axe", { master: true })
          : TEACHER;
      // Signed in without the landing page (its own journey is above); with the prompt's cookie
      // gone, this visit shows the prompt on the office page.
      await signIn(page, user);
      const url = entry.url.startsWith("/uk/") ? entry.url.slice(3) : entry.url;
      await page.context().clearCookies({ name: "office_prompt" });
      await page.goto(url);
      if (js) await waitForHydration(page, url.startsWith("/en") ? "en" : "uk");
      if (entry.user === "fresh") await expect(prompt(page)).toBeVisible();
      await expectNoViolations(target, url);
    });
  }
});

test.describe("a failing office page stays in the office's frame (issue 15)", { tag: [NOJS] }, () => {
  for (const [locale, office] of [
    ["uk", uk.office],
    ["en", en.office],
  ] as const) {
    test(`an unknown item answers 404 inside the office, in ${locale}`, async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      const messages = MESSAGES[locale];
      await signIn(page, await createUser(request, baseURL as string, "Frame", { master: true }));
      const response = await page.goto(localize(locale, "/personal-info/activities/999999"));
      expect(response?.status()).toBe(404);
      if (hasJavaScript(testInfo)) await waitForHydration(page, locale);
      await expect(page).toHaveTitle(`${messages.meta.notFound.title} — Maistry`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(messages.errors.notFound);
      // The office's own navigation is still there, and takes the user on.
      const sections = main.getByRole("navigation", { name: office.sectionsLabel });
      await sections.getByRole("link", { name: office.sections.portfolio }).click();
      await expect(page).toHaveURL((url) => url.pathname === localize(locale, "/personal-info/portfolio"));
      await expect(main.getByRole("heading", { level: 1 })).not.toHaveText(messages.errors.notFound);
    });
  }
});
