import { expect as baseExpect, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import enProfile from "../../locales/en/office-profile.json" with { type: "json" };
import ukProfile from "../../locales/uk/office-profile.json" with { type: "json" };
import { test } from "./fixtures";
import {
  format,
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
import { createUser, logIn, type TestUser } from "./users";

/*
 * The profile sections of the personal office end to end: personal data and avatar (and with them
 * the masters list), social links with the untie confirmation, brands, professional activities,
 * refused input, and another user's activity. Every test runs with JavaScript at 1280 px, in
 * English; the forms also without JavaScript, and the personal data with its upload field
 * (layout-dependent) also at 375 px with and without JavaScript, all of these in Ukrainian.
 */

// A save is a POST, a redirect and the page again: give it time on a busy machine.
const expect = baseExpect.configure({ timeout: 12_000 });

// Each test its own client address: the login form's per-address limits never block a run.
test.beforeEach(({ page }) => useFreshAddress(page));

type TestLocale = "en" | "uk";
const PROFILE = { en: enProfile.officeProfile, uk: ukProfile.officeProfile } as const;
/** English with JavaScript at 1280 px; Ukrainian without JavaScript and on phones: both covered. */
const localeOf = (testInfo: TestInfo): TestLocale =>
  hasJavaScript(testInfo) && !isPhone(testInfo) ? "en" : "uk";

function strings(testInfo: TestInfo) {
  const locale = localeOf(testInfo);
  return { locale, p: PROFILE[locale], t: MESSAGES[locale], js: hasJavaScript(testInfo) };
}

/**
 * Logs in (`logIn`: the session cookie, then the user's own page); on a busy machine that landing
 * may take longer than the helper's wait, so it is given more time (the cookie is set either way).
 */
async function logInPatiently(page: Page, locale: TestLocale, user: TestUser) {
  await logIn(page, locale, user).catch(async () => {
    await expect(page).not.toHaveURL(/\/login(\/|\?|$)/, { timeout: 20_000 });
  });
}

/** A fresh user, logged in, on an office page. */
async function freshUserOn(page: Page, testInfo: TestInfo, baseURL: string, path: string, name = "Prof") {
  const { locale, js } = strings(testInfo);
  const user = await createUser(page.request, baseURL, name, { master: true });
  await logInPatiently(page, locale, user);
  await open(page, locale, path, js);
  return user;
}

async function open(page: Page, locale: TestLocale, path: string, js: boolean) {
  await page.goto(localize(locale, path));
  if (js) await waitForHydration(page, locale);
}

const field = (page: Page, label: string) => page.getByRole("main").getByLabel(label, { exact: true });
/** The error shown under a field (its aria-describedby). */
const errorOf = (page: Page, name: string) => page.locator(`#field-${name}-error`);

async function expectSaved(page: Page, message: string) {
  const dialog = page.getByRole("dialog").filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button").first().click();
  await expect(dialog).toBeHidden();
}

const masterCards = (page: Page, user: TestUser) =>
  page.getByRole("main").getByRole("article").filter({ hasText: user.fullName });

test(
  "a fresh user fills in personal data with a photo and then appears in the masters list",
  { tag: [NOJS, PHONE, PHONE_NOJS] },
  async ({ page, baseURL }, testInfo) => {
    const { locale, p, t, js } = strings(testInfo);
    const user = await createUser(page.request, baseURL as string, "Listed", { master: true });
    await logInPatiently(page, locale, user);

    await page.goto(localize(locale, `/masters?q=${user.username}`));
    await expect(masterCards(page, user)).toHaveCount(0);

    await open(page, locale, "/personal-info", js);
    await expect(page.getByRole("heading", { level: 1, name: p.personal.title })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: p.listing.notListed })).toBeVisible();

    // Nothing but the registration data: every missing field says so, nothing is lost.
    await field(page, t.auth.fields.fullName).fill("");
    await page.getByRole("button", { name: p.common.save, exact: true }).click();
    await expect(errorOf(page, "fullName")).toHaveText(t.validation.nameRequired);
    await expect(errorOf(page, "shortDescription")).toHaveText(p.validation.descriptionRequired);
    await expect(errorOf(page, "category")).toHaveText(p.validation.categoryRequired);
    await expect(errorOf(page, "specialization")).toHaveText(p.validation.specializationRequired);
    await expect(field(page, t.auth.fields.username)).toHaveValue(user.username);

    // An unknown city is refused by the server, the rest kept.
    await field(page, t.auth.fields.fullName).fill(user.fullName);
    await field(page, t.auth.fields.city).fill("Atlantis");
    await field(page, p.personal.category).selectOption({ index: 1 });
    await field(page, p.personal.specialization).selectOption({ index: 1 });
    await field(page, p.personal.shortDescription).fill(
      "Gel manicure, nail art and the care of natural nails.",
    );
    await page.getByRole("button", { name: p.common.save, exact: true }).click();
    await expect(errorOf(page, "city")).toHaveText(t.validation.cityNotFound);
    await expect(field(page, p.personal.shortDescription)).toHaveValue(
      "Gel manicure, nail art and the care of natural nails.",
    );
    await expect(field(page, t.auth.fields.city)).toHaveValue("Atlantis");

    // A photo, and a real city: saved, listed.
    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: "#c77d93" } })
      .png()
      .toBuffer();
    await page.getByRole("main").locator('input[type="file"]').setInputFiles({
      name: "portrait.png",
      mimeType: "image/png",
      buffer: png,
    });
    // With JavaScript the photo is sent at once and kept as a checked upload of the form.
    if (js)
      await expect(page.getByRole("main").getByRole("checkbox", { name: /portrait\.png/ })).toBeChecked();
    await field(page, t.auth.fields.city).fill("Lviv");
    await page.getByRole("button", { name: p.common.save, exact: true }).click();
    await expectSaved(page, p.flash.saved);
    await expect(page.getByRole("status").filter({ hasText: p.listing.listed })).toBeVisible();
    await expect(
      page.getByRole("img", { name: format(p.personal.currentAvatar, { name: user.fullName }) }),
    ).toBeVisible();

    await page.goto(localize(locale, `/masters?q=${user.username}`));
    await expect(masterCards(page, user)).toHaveCount(1);
  },
);

test(
  "social links: a bad link is refused, a handle becomes its address, untying asks first",
  { tag: [NOJS] },
  async ({ page, baseURL }, testInfo) => {
    const { p } = strings(testInfo);
    await freshUserOn(page, testInfo, baseURL as string, "/personal-info/socials", "Social");
    const networks = p.socials.networks;
    await field(page, networks.instagram).fill("@velvet.nails");
    await field(page, networks.website).fill("not a website");
    await page.getByRole("button", { name: p.common.save, exact: true }).click();
    await expect(errorOf(page, "website")).toHaveText(p.validation.websiteInvalid);
    await expect(field(page, networks.instagram)).toHaveValue("@velvet.nails");

    await field(page, networks.website).fill("velvet-nails.com");
    await field(page, networks.tiktok).fill("@velvet");
    await page.getByRole("button", { name: p.common.save, exact: true }).click();
    await expectSaved(page, p.flash.saved);
    await expect(field(page, networks.instagram)).toHaveValue("https://www.instagram.com/velvet.nails/");
    await expect(field(page, networks.website)).toHaveValue("https://velvet-nails.com");

    // Untie: a confirmation first; cancelling keeps the link.
    const untie = (network: string) =>
      page.getByRole("link", { name: format(p.socials.untieNamed, { network }), exact: true });
    const untieDialog = (network: string) =>
      page.getByRole("dialog", { name: format(p.socials.untieTitle, { network }) });
    await untie(networks.instagram).click();
    await expect(untieDialog(networks.instagram)).toBeVisible();
    await untieDialog(networks.instagram).getByRole("link", { name: p.common.cancel }).click();
    await expect(untieDialog(networks.instagram)).toHaveCount(0);
    await expect(field(page, networks.instagram)).toHaveValue("https://www.instagram.com/velvet.nails/");
    await untie(networks.instagram).click();
    await untieDialog(networks.instagram).getByRole("button", { name: p.socials.untieConfirm }).click();
    await expectSaved(page, p.flash.untied);
    await expect(field(page, networks.instagram)).toHaveValue("");
    await expect(untie(networks.instagram)).toHaveCount(0);

    // Emptying a field and saving asks too.
    await field(page, networks.tiktok).fill("");
    await page.getByRole("button", { name: p.common.save, exact: true }).click();
    const emptied = page.getByRole("dialog", { name: p.socials.emptiedTitle });
    await expect(emptied).toBeVisible();
    await expect(emptied).toContainText(networks.tiktok);
    await emptied.getByRole("button", { name: p.socials.emptiedConfirm }).click();
    await expectSaved(page, p.flash.saved);
    await expect(field(page, networks.tiktok)).toHaveValue("");
    await expect(field(page, networks.website)).toHaveValue("https://velvet-nails.com");
  },
);

test(
  "brands: chosen from the grid (filtered when JavaScript runs) and kept",
  { tag: [NOJS] },
  async ({ page, baseURL }, testInfo) => {
    const { p, js } = strings(testInfo);
    await freshUserOn(page, testInfo, baseURL as string, "/personal-info/brands", "Brands");
    const grid = page.getByRole("main").getByRole("list");
    const boxes = grid.getByRole("checkbox");
    expect(await boxes.count()).toBeGreaterThan(30);
    if (js) {
      await page.getByLabel(p.brands.filter).fill("opi");
      await expect(grid.getByRole("checkbox", { name: "OPI", exact: true })).toBeVisible();
      await expect(grid.getByRole("checkbox", { name: "CND", exact: true })).toBeHidden();
      await grid.getByRole("checkbox", { name: "OPI", exact: true }).check();
      await page.getByLabel(p.brands.filter).fill("");
      await expect(page.getByText(format(p.brands.count, { number: 1, max: 30 }))).toBeVisible();
    } else {
      await grid.getByRole("checkbox", { name: "OPI", exact: true }).check();
    }
    await grid.getByRole("checkbox", { name: "CND", exact: true }).check();
    await page.getByRole("button", { name: p.common.save, exact: true }).click();
    await expectSaved(page, p.flash.saved);
    await expect(grid.getByRole("checkbox", { name: "OPI", exact: true })).toBeChecked();
    await expect(grid.getByRole("checkbox", { name: "CND", exact: true })).toBeChecked();
    await expect(grid.getByRole("checkbox", { checked: true })).toHaveCount(2);
  },
);

test(
  "professional activity: refused input, then add, edit and delete with a confirmation",
  { tag: [NOJS] },
  async ({ page, baseURL }, testInfo) => {
    const { p } = strings(testInfo);
    await freshUserOn(page, testInfo, baseURL as string, "/personal-info/activities", "Active");
    const main = page.getByRole("main");
    await expect(main.getByText(p.activities.empty)).toBeVisible();

    await field(page, p.activities.year).fill("1900");
    await page.getByRole("button", { name: p.activities.addSubmit, exact: true }).click();
    await expect(errorOf(page, "kind")).toHaveText(p.validation.kindRequired);
    await expect(errorOf(page, "position")).toHaveText(p.validation.activityEmpty);
    await expect(errorOf(page, "year")).toHaveText(p.validation.yearRange);
    await expect(field(page, p.activities.year)).toHaveValue("1900");

    await field(page, p.activities.kind).selectOption("judging");
    await field(page, p.activities.position).fill("Head judge");
    await field(page, p.activities.event).fill("Kyiv Nail Cup");
    await field(page, p.activities.year).fill("2023");
    await field(page, p.activities.description).fill("Judged the gel modelling category.");
    await page.getByRole("button", { name: p.activities.addSubmit, exact: true }).click();
    await expectSaved(page, p.flash.activityAdded);
    const group = main.getByRole("region", { name: p.activities.kinds.judging });
    await expect(group.getByRole("listitem")).toHaveCount(1);
    await expect(group).toContainText("Head judge");
    await expect(group).toContainText("Kyiv Nail Cup · 2023");

    await group.getByRole("link", { name: format(p.activities.editNamed, { name: "Head judge" }) }).click();
    await expect(page.getByRole("heading", { level: 1, name: p.activity.title })).toBeVisible();
    await field(page, p.activities.position).fill("");
    await field(page, p.activities.event).fill("");
    await page.getByRole("button", { name: p.common.save, exact: true }).click();
    await expect(errorOf(page, "position")).toHaveText(p.validation.activityEmpty);
    await field(page, p.activities.position).fill("Chief judge");
    await field(page, p.activities.event).fill("Kyiv Nail Cup");
    await page.getByRole("button", { name: p.common.save, exact: true }).click();
    await expectSaved(page, p.flash.saved);
    await expect(group).toContainText("Chief judge");

    await group
      .getByRole("link", { name: format(p.activities.deleteNamed, { name: "Chief judge" }) })
      .click();
    const confirm = page.getByRole("dialog", { name: p.activity.deleteTitle });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: p.activity.deleteConfirm }).click();
    await expectSaved(page, p.flash.activityDeleted);
    await expect(main.getByText(p.activities.empty)).toBeVisible();
  },
);

test("a crafted POST to another user's activity is a 404 and changes nothing", async ({
  page,
  baseURL,
}, testInfo) => {
  const { locale } = strings(testInfo);
  const owner = await createUser(page.request, baseURL as string, "Owner", { master: true });
  const tokens = await page.request.post("/api/api/auth/jwt/create/", {
    data: { email: owner.email, password: owner.password },
  });
  const { access } = (await tokens.json()) as { access: string };
  const created = await page.request.post(`/api/${locale}/api/me/activities/`, {
    headers: { Authorization: `Bearer ${access}` },
    data: { kind: "coaching", position: "Mentor", organisation: "Owner's studio" },
  });
  expect(created.status()).toBe(201);
  const activity = (await created.json()) as { id: number };

  await freshUserOn(page, testInfo, baseURL as string, "/personal-info/activities", "Intruder");
  const path = localize(locale, `/personal-info/activities/${activity.id}`);
  expect((await page.goto(path))?.status()).toBe(404);
  const forms: Record<string, string>[] = [
    { kind: "coaching", position: "Hacked", organisation: "", event: "", year: "", description: "" },
    { intent: "delete" },
  ];
  for (const form of forms) {
    const answer = await page.request.post(path, { form, maxRedirects: 0 });
    expect(answer.status()).toBe(404);
  }
  const after = await page.request.get(`/api/${locale}/api/me/activities/${activity.id}/`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(await after.json()).toMatchObject({
    id: activity.id,
    position: "Mentor",
    organisation: "Owner's studio",
  });
});
