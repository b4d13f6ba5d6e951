import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { DEMO_CREDENTIALS } from "../../app/server/seed/demo-content";
import enApps from "../../locales/en/applications.json" with { type: "json" };
import enMasters from "../../locales/en/masters.json" with { type: "json" };
import enItems from "../../locales/en/office-items.json" with { type: "json" };
import ukApps from "../../locales/uk/applications.json" with { type: "json" };
import ukMasters from "../../locales/uk/masters.json" with { type: "json" };
import ukItems from "../../locales/uk/office-items.json" with { type: "json" };
import { test } from "./fixtures";
import {
  format,
  hasJavaScript,
  localize,
  MESSAGES,
  NOJS,
  useFreshAddress,
  waitForHydration,
} from "./helpers";
import { waitForMails } from "./mail";
import { createUser, signIn, type TestUser } from "./users";

/*
 * Become-teacher and proof-of-qualification applications end to end, at 1280 px with JavaScript (in
 * English) and without (in Ukrainian); the upload field at 375 px is uploads.spec.ts's: a listed master applies to teach and for
 * level 4 with a certificate photo, demo staff approve both in the back-office, the master gets
 * both emails and shows in the masters list as a teacher of level 4.
 */

test.beforeEach(({ page }) => useFreshAddress(page));

type TestLocale = "en" | "uk";
const STRINGS = {
  en: {
    a: enApps.applications,
    items: enItems.officeItems,
    masters: enMasters.masters,
    levels: MESSAGES.en.levels,
  },
  uk: {
    a: ukApps.applications,
    items: ukItems.officeItems,
    masters: ukMasters.masters,
    levels: MESSAGES.uk.levels,
  },
} as const;

function setup(testInfo: TestInfo) {
  const locale: TestLocale = hasJavaScript(testInfo) ? "en" : "uk";
  return { locale, ...STRINGS[locale], js: hasJavaScript(testInfo) };
}

async function open(page: Page, locale: TestLocale, pathname: string, js: boolean) {
  await page.goto(localize(locale, pathname));
  if (js) await waitForHydration(page, locale);
}

const main = (page: Page) => page.getByRole("main");

async function certificate() {
  const buffer = await sharp({
    create: { width: 400, height: 500, channels: 3, background: { r: 222, g: 190, b: 200 } },
  })
    .png()
    .toBuffer();
  return { name: "diploma.png", mimeType: "image/png", buffer };
}

async function closeFlash(page: Page, message: string) {
  const dialog = page.getByRole("dialog").filter({ hasText: message });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button").first().click();
}

/** Fills the basic profile through the office API, so that the user is a listed master. */
async function listedMaster(page: Page, baseURL: string, locale: TestLocale) {
  const user = await createUser(page.request, baseURL, "Applicant", { master: true });
  const tokens = await page.request.post("/api/api/auth/jwt/create/", {
    data: { email: user.email, password: user.password },
  });
  const { access } = (await tokens.json()) as { access: string };
  const categories = (await (await page.request.get(`/api/${locale}/api/main/categories`)).json()) as {
    id: number;
    title: string;
    sub_categories: { id: number; title: string }[];
  }[];
  const category = categories.find((entry) => entry.sub_categories.length > 0);
  const specialization = category?.sub_categories[0];
  if (!category || !specialization) throw new Error("no categories");
  const saved = await page.request.patch(`/api/${locale}/api/auth/users/me/`, {
    headers: { Authorization: `Bearer ${access}` },
    data: {
      short_description: "Nail artist from Kyiv: gel, hardware manicure and nail art.",
      category: category.id,
      specialization: specialization.id,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(((await saved.json()) as { is_listed: boolean }).is_listed).toBe(true);
  return { user, category, specialization };
}

/** The queue card of the user in the back-office. */
const queueCard = (page: Page, user: TestUser) =>
  main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: user.fullName, exact: true }) });

async function chooseFiles(field: Locator, files: Awaited<ReturnType<typeof certificate>>[], js: boolean) {
  await field.locator('input[type="file"]').setInputFiles(files);
  if (js) await expect(field.getByRole("checkbox")).toHaveCount(files.length, { timeout: 20_000 });
}

test(
  "a master applies to teach and for level 4; staff approve both; the list shows a level-4 teacher",
  { tag: [NOJS] },
  async ({ page, baseURL }, testInfo) => {
    test.setTimeout(150_000);
    const { locale, a, items, masters, levels, js } = setup(testInfo);
    const { user, category, specialization } = await listedMaster(page, baseURL as string, locale);

    // A visitor is asked to log in, and comes back here afterwards.
    await open(page, locale, "/become-teacher", js);
    await expect(main(page).getByRole("link", { name: a.common.logIn, exact: true })).toHaveAttribute(
      "href",
      `${localize(locale, "/login")}?redirectTo=${encodeURIComponent(localize(locale, "/become-teacher"))}`,
    );
    await signIn(page, user);

    // The teacher application.
    await open(page, locale, "/become-teacher", js);
    const teacherPanel = main(page).getByRole("region", { name: a.teacher.formTitle });
    await teacherPanel
      .getByLabel(a.teacher.experience, { exact: true })
      .fill("Eight years of nail art in two salons; I ran gel manicure workshops for beginners.");
    await teacherPanel
      .getByLabel(a.teacher.motivation, { exact: true })
      .fill("I want to teach careful hardware manicure to masters who are just starting out.");
    await teacherPanel
      .getByLabel(a.teacher.links, { exact: true })
      .fill("https://example.com/portfolio\nhttps://instagram.com/nails.by.test");
    await teacherPanel.getByRole("button", { name: a.teacher.submit, exact: true }).click();
    await closeFlash(page, a.teacher.flash.sent);
    await expect(main(page).getByText(a.common.pendingStatus, { exact: true })).toBeVisible();

    // The qualification request: level 4 with a certificate photo.
    await open(page, locale, "/proof-of-qualification", js);
    await expect(main(page).getByText(a.levels["4"].text, { exact: true })).toBeVisible();
    const request = main(page).getByRole("region", { name: a.qualification.formTitle });
    await request.getByLabel(items.fields.category, { exact: true }).selectOption({ label: category.title });
    await request
      .getByLabel(items.fields.specialization, { exact: true })
      .selectOption({ label: specialization.title });
    await request
      .getByLabel(a.qualification.level, { exact: true })
      .selectOption({ label: format(a.qualification.levelOption, { level: 4, name: levels["4"] }) });
    await chooseFiles(
      request.getByRole("group", { name: a.qualification.photos, exact: true }),
      [await certificate()],
      js,
    );
    await request
      .getByLabel(a.qualification.description, { exact: true })
      .fill("Second place at the 2025 regional nail cup; certified hardware manicure trainer.");
    await request.getByRole("button", { name: a.qualification.submit, exact: true }).click();
    await closeFlash(page, a.qualification.flash.sent);
    await expect(main(page).getByText(format(a.qualification.pendingText, { level: 4 }))).toBeVisible();

    // Staff approve both in the back-office.
    await page.context().clearCookies();
    await signIn(page, DEMO_CREDENTIALS.staff);
    await page.goto("/en/admin/teacher-applications");
    const application = queueCard(page, user);
    await expect(application).toContainText("https://instagram.com/nails.by.test");
    await application.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: /Teacher application #\d+ approved/ }),
    ).toBeVisible();
    await expect(queueCard(page, user)).toContainText("Approved: now a teacher");

    await page.goto("/en/admin/qualification-requests");
    const qualification = queueCard(page, user);
    await expect(qualification.getByRole("link", { name: /^Photo 1/ })).toHaveAttribute("href", /^\/media\//);
    await expect(qualification.getByLabel("Level to grant")).toHaveValue("4");
    await qualification.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: /Qualification request #\d+ approved/ }),
    ).toBeVisible();

    // Both decisions reach the master by email, each with a link to their page.
    const mails = await waitForMails(user.email, 2, 30_000);
    const decisions = mails.filter((mail) => mail.text.includes(`/masters/${user.username}`));
    expect(decisions).toHaveLength(2);

    // The masters list: a teacher (teachers first) of level 4.
    await page.goto(localize(locale, `/masters?ordering=teacher&level=4&q=${user.username}`));
    const card = main(page).getByRole("article").filter({ hasText: user.fullName });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(masters.card.teacher);
    await page.goto(localize(locale, `/masters?ordering=teacher&level=3&q=${user.username}`));
    await expect(main(page).getByRole("article").filter({ hasText: user.fullName })).toHaveCount(0);
  },
);

test(
  "bad input is refused with messages next to the fields, and nothing is sent",
  { tag: [NOJS] },
  async ({ page, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const { locale, a, js } = setup(testInfo);
    const user = await createUser(page.request, baseURL as string, "Hasty", { master: true });
    await signIn(page, user);
    await open(page, locale, "/become-teacher", js);
    const panel = main(page).getByRole("region", { name: a.teacher.formTitle });
    await panel.getByLabel(a.teacher.experience, { exact: true }).fill("Two years.");
    await panel.getByLabel(a.teacher.motivation, { exact: true }).fill("I like teaching beginners a lot.");
    await panel.getByLabel(a.teacher.links, { exact: true }).fill("my instagram");
    await panel.getByRole("button", { name: a.teacher.submit, exact: true }).click();
    await expect(panel.getByText(a.errors.experienceShort, { exact: true })).toBeVisible();
    await expect(panel.getByText(a.errors.linkInvalid, { exact: true })).toBeVisible();
    await expect(panel.getByLabel(a.teacher.motivation, { exact: true })).toHaveValue(
      "I like teaching beginners a lot.",
    );
    // A crafted post gets the same answer from the server, and nothing is stored.
    const crafted = await page.request.post(localize(locale, "/become-teacher"), {
      multipart: { experience: "short", motivation: "also short", links: "" },
      headers: { Origin: new URL(baseURL as string).origin },
      maxRedirects: 0,
    });
    expect(crafted.status()).toBe(400);
    await page.reload();
    await expect(main(page).getByText(a.common.pendingStatus, { exact: true })).toHaveCount(0);
  },
);
