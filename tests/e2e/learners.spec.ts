import { randomBytes } from "node:crypto";
import { expect, type Page, type TestInfo } from "@playwright/test";
import masters from "../../locales/en/masters.json" with { type: "json" };
import office from "../../locales/en/office.json" with { type: "json" };
import officeProfile from "../../locales/en/office-profile.json" with { type: "json" };
import { test } from "./fixtures";
import {
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
import { linkIn, waitForMails } from "./mail";
import { createUser, logIn } from "./users";

/*
 * Learners are not masters (issue 16 item 5, decision 037): registration asks which one the
 * person is; only a master gets the completion notice, which sits in the page under the site
 * header (never a modal over it); the answer can be changed in the office. Every test in all four
 * projects: 1280 and 375 px, JavaScript on and off.
 */

test.describe.configure({ timeout: 90_000 });

const t = MESSAGES.en;
const o = office.office;
const p = officeProfile.officeProfile;
const PASSWORD = "Velvet-Lacquer-2024!";

// Each test its own client address: registration's per-address hourly limit never blocks a run.
test.beforeEach(({ page }) => useFreshAddress(page));

const notice = (page: Page) => page.getByRole("region", { name: o.prompt.hidden.title });
const nav = (page: Page) => page.getByRole("navigation", { name: o.sectionsLabel });

async function open(page: Page, path: string, testInfo: TestInfo) {
  await page.goto(localize("en", path));
  if (hasJavaScript(testInfo)) await waitForHydration(page, "en");
}

/** Registration → activation email → login through the forms, as `role`; ends on the own page. */
async function registerAndLogIn(page: Page, testInfo: TestInfo, role: "learner" | "master") {
  const tag = `${testInfo.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;
  const email = `${role}.${tag}@example.com`;
  const nickname = `${role}_${tag}`;
  await open(page, "/registration", testInfo);
  const card = page.getByRole("region", { name: t.auth.registration.title });
  await card.getByRole("radio", { name: t.auth.role[role].title, exact: true }).check();
  await card.getByLabel(t.auth.fields.fullName, { exact: true }).fill("Olena Kovalenko");
  await card.getByLabel(t.auth.fields.username, { exact: true }).fill(nickname);
  await card.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
  await card.getByLabel(t.auth.fields.phone, { exact: true }).fill("+380 44 123 45 67");
  await card.getByLabel(t.auth.fields.country, { exact: true }).selectOption({ label: "Ukraine" });
  await card.getByLabel(t.auth.fields.city, { exact: true }).fill("Kyiv");
  await card.getByLabel(t.auth.fields.password, { exact: true }).fill(PASSWORD);
  await card.getByLabel(t.auth.fields.password2, { exact: true }).fill(PASSWORD);
  await card.getByRole("checkbox").check();
  await card.getByRole("button", { name: t.auth.registration.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/success-registration$/);
  const [mail] = await waitForMails(email, 1);
  const origin = new URL(testInfo.project.use.baseURL as string).origin;
  const link = linkIn(mail as NonNullable<typeof mail>, origin, /^\/en\/login\/[\w-]{20,}$/);
  await page.goto(link.pathname);
  if (hasJavaScript(testInfo)) await waitForHydration(page, "en");
  await expect(page.getByRole("status").filter({ hasText: t.auth.login.activated })).toBeVisible();
  const login = page.getByRole("region", { name: t.auth.login.title });
  await login.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
  await login.getByLabel(t.auth.fields.password, { exact: true }).fill(PASSWORD);
  await login.getByRole("button", { name: t.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/masters/${nickname}\\?tab=tab-1$`));
  if (hasJavaScript(testInfo)) await waitForHydration(page, "en");
}

/** Nothing in the office speaks of a master profile: no notice, no "to do" marks, no status. */
async function expectNoMasterNagging(page: Page) {
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole("region", { name: o.prompt.listed.title })).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(nav(page)).toBeVisible();
  await expect(nav(page)).not.toContainText(o.todo);
  await expect(page.getByText(o.status.unlisted, { exact: true })).toHaveCount(0);
  await expect(page.getByText(p.listing.notListed, { exact: true })).toHaveCount(0);
  // Only the account's own sections (and the one open, if it is a master's).
  const links = nav(page).getByRole("link");
  await expect(links.first()).toContainText(o.sections.personal);
  await expect(links.nth(1)).toContainText(o.sections.socials);
  expect(await links.count()).toBeLessThanOrEqual(3);
}

/** The notice is in the page's flow under the site header: the header is whole and on top. */
async function expectUnderTheHeader(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const header = await page.getByRole("banner").boundingBox();
  const box = await notice(page).boundingBox();
  expect(header && box, "the header and the notice are both laid out").toBeTruthy();
  if (!header || !box) return;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  const width = page.viewportSize()?.width ?? 0;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
  // What is drawn across the header is the header's own (nothing laid over it).
  const covered = await page.evaluate(
    ({ y, width }) =>
      [0.1, 0.5, 0.9].some((share) => {
        const element = document.elementFromPoint(width * share, y);
        return element !== null && !element.closest("header");
      }),
    { y: header.y + header.height / 2, width },
  );
  expect(covered, "something covers the site header").toBe(false);
  expect(await notice(page).evaluate((element) => getComputedStyle(element).position)).toBe("static");
}

test(
  "a learner who registers is never asked for a master profile",
  {
    tag: [NOJS, PHONE, PHONE_NOJS],
  },
  async ({ page }, testInfo) => {
    await registerAndLogIn(page, testInfo, "learner");
    await expect(notice(page)).toHaveCount(0);
    // Their own page does not invite them to add a master's work.
    for (const section of [
      masters.masters.page.portfolio,
      masters.masters.page.certificates,
      masters.masters.page.lessons,
    ])
      await expect(page.getByRole("heading", { name: section, exact: true })).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    for (const path of ["/personal-info", "/personal-info/portfolio"]) {
      await open(page, path, testInfo);
      await expectNoMasterNagging(page);
    }
    // The office shows the answer given at registration.
    await open(page, "/personal-info", testInfo);
    await expect(page.getByRole("radio", { name: t.auth.role.learner.title, exact: true })).toBeChecked();
    // Its texts speak of the learner's own account, never of a master page or a workplace.
    await expect(page.getByText(p.personal.leadLearner, { exact: true })).toBeVisible();
    await expect(page.getByText(p.personal.placeTitleLearner, { exact: true })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(p.personal.placeTitle);
    await expect(page.getByRole("main")).not.toContainText("master page");
  },
);

test(
  "a master who registers gets the notice under the header, not over it; 'Later' puts it away",
  {
    tag: [NOJS, PHONE, PHONE_NOJS],
  },
  async ({ page }, testInfo) => {
    await registerAndLogIn(page, testInfo, "master");
    await expect(notice(page)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectUnderTheHeader(page);
    if (isPhone(testInfo)) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    }
    // The page around it works: the header's links and the own page's tabs are there to use.
    await expect(page.getByRole("navigation", { name: o.tabs.label })).toBeVisible();
    await notice(page).getByRole("link", { name: o.prompt.later, exact: true }).click();
    await expect(notice(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olena Kovalenko");
    await expect(notice(page)).toHaveCount(0);
  },
);

test(
  "the answer can be changed in the office, and the notice follows it",
  {
    tag: [NOJS, PHONE, PHONE_NOJS],
  },
  async ({ page, request, baseURL }, testInfo) => {
    const user = await createUser(request, baseURL as string, "Switch");
    await logIn(page, "en", user);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(user.fullName);
    await expect(notice(page)).toHaveCount(0);
    await open(page, "/personal-info", testInfo);
    await expectNoMasterNagging(page);

    const choose = async (role: "learner" | "master") => {
      const form = page.locator("form").filter({ has: page.getByRole("group", { name: p.role.title }) });
      await form.getByRole("radio", { name: t.auth.role[role].title, exact: true }).check();
      await form.getByRole("button", { name: p.role.save, exact: true }).click();
      const saved = page.getByRole("dialog").filter({ hasText: p.flash.saved });
      await expect(saved).toBeVisible();
      await saved.getByRole("button").first().click();
      await expect(saved).toBeHidden();
      await expect(page.getByRole("radio", { name: t.auth.role[role].title, exact: true })).toBeChecked();
    };

    await choose("master");
    // Now a master: the notice (first time this visit), the marks and the status.
    await expect(notice(page)).toBeVisible();
    await expectUnderTheHeader(page);
    await expect(nav(page)).toContainText(o.todo);
    await expect(page.getByText(o.status.unlisted, { exact: true })).toBeVisible();

    // On a new visit an office page opens scrolled to its section (office-nav.css.ts): the notice,
    // above the section, is in view.
    await page.context().clearCookies({ name: "office_prompt" });
    await open(page, "/personal-info/portfolio", testInfo);
    await expect(notice(page)).toBeInViewport();
    // A page load of its own: the same "saved" message twice in a row is one dialog to React.
    await open(page, "/personal-info", testInfo);
    await choose("learner");
    await expectNoMasterNagging(page);
    await open(page, "/personal-info/activities", testInfo);
    await expectNoMasterNagging(page);
  },
);
