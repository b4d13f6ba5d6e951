import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
  type TestInfo,
} from "@playwright/test";
import { DEMO_CREDENTIALS } from "../../app/server/seed/demo-content";
import adminDe from "../../locales/de/admin.json" with { type: "json" };
import moderationEn from "../../locales/en/moderation.json" with { type: "json" };
import adminUk from "../../locales/uk/admin.json" with { type: "json" };
import { test } from "./fixtures";
import {
  freshAddress,
  HTTP,
  hasJavaScript,
  localize,
  MESSAGES,
  PHONE_NOJS,
  waitForHydration,
} from "./helpers";
import { createUser, logInWithForm, signIn, type TestUser } from "./users";

/*
 * The back-office's guarantee: every /admin URL — every route registered under the admin layout
 * in app/routes.ts, with and without a locale prefix, as a page, as a single-fetch `.data`
 * request, GET and POST with this site's Origin — is a 404 for a visitor and for a signed-in user
 * who is not staff, and a crafted POST changes nothing. The same URLs answer 200 to staff, so the
 * list is honest. Then a staff journey (JavaScript on at 1280 px, off at 375 px): unpublish a
 * lesson with a reason the master then reads, deactivate a user (their login is refused) and
 * reactivate them, and find it all in the audit log.
 */

test.describe.configure({ timeout: 120_000 });

const t = MESSAGES.en;
const moderation = moderationEn.moderation;
const staffLogin = { email: DEMO_CREDENTIALS.staff.email, password: DEMO_CREDENTIALS.password };
/** The paths of the admin layout's children in app/routes.ts (`""` for its index). */
async function adminRoutePatterns(): Promise<string[]> {
  const source = await readFile(path.resolve("app/routes.ts"), "utf8");
  const start = source.indexOf('route("admin", "routes/admin/layout.tsx", [');
  expect(start, "the admin layout is in app/routes.ts").toBeGreaterThan(0);
  const block = source.slice(start, source.indexOf("]),", start));
  const patterns = [...block.matchAll(/\b(index)\(|\broute\("([^"]*)"/g)]
    .map((match) => (match[1] ? "" : match[2]))
    .filter((value): value is string => value !== undefined && value !== "admin");
  return [...new Set(patterns)];
}

/** A pattern as a regular expression over paths (`lessons/:id` → `^/admin/lessons/[^/]+$`). */
function patternRegExp(pattern: string): RegExp {
  const segments = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(":")
        ? segment.endsWith("?")
          ? '(?:/[^/?#"]+)?'
          : '/[^/?#"]+'
        : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
    );
  return new RegExp(`^/admin${segments.join("")}$`);
}

/** A request context of its own (its own cookies), signed in through the login form when given. */
async function client(baseURL: string, who?: { email: string; password: string }) {
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": freshAddress(), "Accept-Language": "en" },
  });
  if (who) {
    const response = await context.post("/en/login", {
      form: who,
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(response.status(), `log in ${who.email}`).toBe(302);
  }
  return context;
}

/** Every admin URL: the static ones, and one real example of each with a parameter (from staff's pages). */
async function adminUrls(staff: APIRequestContext): Promise<string[]> {
  const patterns = await adminRoutePatterns();
  const fixed = patterns
    .filter((pattern) => !pattern.includes(":"))
    .map((p) => (p ? `/admin/${p}` : "/admin"));
  const links = new Set<string>();
  for (const url of fixed) {
    const response = await staff.get(`/en${url}`);
    expect(response.status(), `staff GET ${url}`).toBe(200);
    for (const match of (await response.text()).matchAll(/href="\/en(\/admin\/[^"?#]*)/g)) {
      if (match[1]) links.add(match[1]);
    }
  }
  const examples = patterns
    .filter((pattern) => pattern.includes(":"))
    .map((pattern) => {
      const regexp = patternRegExp(pattern);
      const example = [...links].find((link) => regexp.test(link) && !fixed.includes(link));
      expect(example, `an example URL of admin/${pattern} linked from the admin pages`).toBeTruthy();
      return example as string;
    });
  for (const url of examples) {
    expect((await staff.get(`/en${url}`)).status(), `staff GET ${url}`).toBe(200);
  }
  return [...fixed, ...examples];
}

/** A form a forger might send to any admin action: every field name the admin forms use. */
function craftedForm(victim: TestUser) {
  return {
    intent: "grant_staff",
    userId: String(victim.id),
    reason: "Crafted request that must change nothing",
    status: "approved",
    level: "6",
    note: "crafted",
    title_en: "Crafted title",
    title_uk: "Crafted title",
    name: "Crafted",
    icon: "star",
    position: "1",
    instagram_url: "https://example.com/crafted",
  };
}

test("every /admin URL is a 404 for visitors and non-staff users, GET and POST, and a crafted POST changes nothing", {
  tag: [HTTP],
}, async ({ baseURL }) => {
  const origin = baseURL as string;
  const staff = await client(origin, staffLogin);
  const visitor = await client(origin);
  const victim = await createUser(visitor, origin, "Plain");
  const member = await client(origin, victim);
  const urls = await adminUrls(staff);
  expect(urls).toEqual(expect.arrayContaining(["/admin", "/admin/users", "/admin/lessons", "/admin/audit"]));

  const categoriesBefore = await (await visitor.get("/api/en/api/main/categories")).text();
  const publishedBefore = await (await visitor.get("/api/en/api/lessons")).json();

  const form = craftedForm(victim);
  for (const [who, context] of [
    ["visitor", visitor],
    ["non-staff user", member],
  ] as const) {
    for (const prefix of ["", "/de"]) {
      for (const url of urls) {
        const page = `${prefix}${url}`;
        const data = `${page}.data`;
        expect((await context.get(page)).status(), `${who} GET ${page}`).toBe(404);
        expect((await context.get(data)).status(), `${who} GET ${data}`).toBe(404);
        for (const target of [page, data, `${page}?index`]) {
          const response = await context.post(target, {
            form,
            headers: { Origin: origin },
            maxRedirects: 0,
          });
          expect(response.status(), `${who} POST ${target}`).toBe(404);
        }
      }
    }
  }

  // Nothing changed: the user is still not staff, the catalog and categories are as they were.
  expect((await member.get("/en/admin")).status()).toBe(404);
  expect(await (await visitor.get("/api/en/api/main/categories")).text()).toBe(categoriesBefore);
  const publishedAfter = await (await visitor.get("/api/en/api/lessons")).json();
  expect(publishedAfter.count).toBeGreaterThanOrEqual(publishedBefore.count);
  await Promise.all([staff.dispose(), visitor.dispose(), member.dispose()]);
});

/** A published lesson of `user` through the office API (trailer and full video from the demo clips). */
async function publishedLesson(request: APIRequestContext, user: TestUser, title: string) {
  const headers = { "X-Forwarded-For": freshAddress() };
  const token = await request.post("/api/api/auth/jwt/create/", {
    headers,
    data: { email: user.email, password: user.password },
  });
  expect(token.status()).toBe(200);
  const { access } = (await token.json()) as { access: string };
  const categories = (await (await request.get("/api/en/api/main/categories")).json()) as {
    sub_categories: { id: number }[];
  }[];
  const specialization = categories[0]?.sub_categories[0]?.id;
  const clip = (name: string) => readFile(path.resolve("app/server/seed/demo-media", name));
  const response = await request.post("/api/en/api/me/lessons", {
    headers: { ...headers, Authorization: `Bearer ${access}` },
    multipart: {
      title,
      about: "A lesson made for the back-office test.",
      level: "beginner",
      price: "5",
      specialization: String(specialization),
      intent: "draft",
      trailer: { name: "trailer.mp4", mimeType: "video/mp4", buffer: await clip("manicure-trailer.mp4") },
      full: { name: "full.mp4", mimeType: "video/mp4", buffer: await clip("manicure-full.mp4") },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id, slug } = (await response.json()) as { id: number; slug: string };
  // Published once the transcode worker has made the full video's streaming renditions.
  const item = `/api/en/api/me/lessons/${id}`;
  const auth = { ...headers, Authorization: `Bearer ${access}` };
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(item, { headers: auth })).json()) as {
            full_video: { streaming: { state: string } };
          }
        ).full_video.streaming.state,
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe("ready");
  const published = await request.patch(item, { headers: auth, data: { published: true } });
  expect(published.status(), await published.text()).toBe(200);
  return { id, slug };
}

async function expectFlash(page: Page, message: string | RegExp) {
  const dialog = page.getByRole("dialog").filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button").first().click();
  await expect(dialog).toBeHidden();
}

/** A fresh browser of the project's kind (JavaScript on or off), signed out. */
async function freshPage(browser: Browser, testInfo: TestInfo, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: hasJavaScript(testInfo),
    viewport: testInfo.project.use.viewport,
    extraHTTPHeaders: { "X-Forwarded-For": freshAddress() },
  });
  return context.newPage();
}

async function tryLogIn(page: Page, user: TestUser) {
  await page.goto("/en/login");
  const card = page.getByRole("region", { name: t.auth.login.title });
  await card.getByLabel(t.auth.fields.email, { exact: true }).fill(user.email);
  await card.getByLabel(t.auth.fields.password, { exact: true }).fill(user.password);
  await card.getByRole("button", { name: t.auth.login.submit, exact: true }).click();
}

test(
  "staff unpublish a lesson with a reason, deactivate and reactivate a user, and find both in the audit log",
  { tag: [PHONE_NOJS] },
  async ({ page, browser, baseURL }, testInfo) => {
    // The lesson is published once its full video is transcoded (decision 039).
    test.setTimeout(240_000);
    const origin = baseURL as string;
    const target = await createUser(page.request, origin, "Target");
    const title = `Moderated lesson ${randomBytes(3).toString("hex")}`;
    const lesson = await publishedLesson(page.request, target, title);
    const reason = `The trailer shows a competitor's logo (${randomBytes(2).toString("hex")}). Please re-cut it.`;

    await signIn(page, staffLogin);

    // Lessons: find it, open it, unpublish it with a reason.
    await page.goto("/en/admin/lessons");
    await page.getByRole("searchbox", { name: "Search lessons" }).fill(title);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("admin-lesson-row")).toHaveCount(1);
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.getByRole("button", { name: "Unpublish lesson" }).click();
    await expect(page.getByText("Give the master a reason of at least 10 characters")).toBeVisible();
    await page.getByLabel("Reason for the master").fill(reason);
    await page.getByRole("button", { name: "Unpublish lesson" }).click();
    await expectFlash(page, /Lesson unpublished/);
    await expect(page.getByText("Unpublished by staff")).toBeVisible();
    // Off the catalog at once.
    const search = await page.request.get(`/api/en/api/lessons?q=${encodeURIComponent(title)}`);
    expect(((await search.json()) as { count: number }).count).toBe(0);

    // Users: find the target, deactivate them.
    await page.goto("/en/admin/users");
    await page.getByRole("searchbox", { name: "Search users" }).fill(target.email.toUpperCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByTestId("admin-user-row").filter({ hasText: target.username });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId("admin-user-row")).toHaveCount(1);
    await row.getByRole("button", { name: "Deactivate" }).click();
    await expectFlash(page, /Account deactivated/);
    await expect(row.getByText("Inactive")).toBeVisible();

    // They cannot log in: the credentials error, no activation link offered.
    const theirs = await freshPage(browser, testInfo, origin);
    await tryLogIn(theirs, target);
    await expect(theirs.getByText(t.validation.loginFailed)).toBeVisible();
    await expect(theirs.getByRole("button", { name: t.auth.login.resend })).toHaveCount(0);

    // Reactivated, they log in and read the reason in their lesson editor.
    await row.getByRole("button", { name: "Reactivate" }).click();
    await expectFlash(page, /Account reactivated/);
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await logInWithForm(theirs, "en", target);
    await theirs.goto(`/en/personal-info/lessons/${lesson.id}`);
    const notice = theirs.getByRole("region", { name: moderation.unpublished.title });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(reason);
    await theirs.context().close();

    // The audit log tells it all.
    await page.goto("/en/admin/audit");
    const entries = page.locator("tr");
    await expect(entries.filter({ hasText: "lesson.unpublish" }).filter({ hasText: reason })).toHaveCount(1);
    await expect(
      entries.filter({ hasText: "user.deactivate" }).filter({ hasText: target.username }),
    ).toHaveCount(1);
    await expect(
      entries.filter({ hasText: "user.activate" }).filter({ hasText: target.username }),
    ).toHaveCount(1);
  },
);

/**
 * A table's column, as a header on a laptop and as the label of each cell on a phone (where the
 * rows are cards and the header row is hidden).
 */
async function expectColumn(page: Page, name: string) {
  await expect(page.locator("thead th", { hasText: name })).toHaveCount(1);
  await expect(page.locator(`td[data-label="${name}"]`).first()).toBeVisible();
}

/*
 * The back-office speaks the staff's language (issue 16, item 6; decision 036): with the site in
 * Ukrainian and in German, its navigation, headings, table headers, a form's error and the audit
 * log's action names are the locale's, with JavaScript (1280 px) and without (375 px).
 */
for (const [locale, admin] of [
  ["uk", adminUk.admin],
  ["de", adminDe.admin],
] as const) {
  test(
    `the back-office in ${locale}: navigation, heading, table header, a form error and the audit log`,
    {
      tag: [PHONE_NOJS],
    },
    async ({ page }, testInfo) => {
      const js = hasJavaScript(testInfo);
      const at = (path: string) => localize(locale, path);
      await signIn(page, staffLogin);

      await page.goto(at("/admin"));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page).toHaveTitle(`${admin.meta.backOffice} — Maistry`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(admin.overview.title);
      const nav = page.getByRole("navigation", { name: admin.nav.label, exact: true });
      await expect(nav.getByRole("link", { name: admin.nav.users, exact: true })).toBeVisible();
      await expect(nav.getByRole("link", { name: admin.nav.audit, exact: true })).toBeVisible();

      // A list: its heading, title and table headers.
      await nav.getByRole("link", { name: admin.nav.users, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/admin/users")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(admin.users.title);
      await expect(page).toHaveTitle(`${admin.meta.users} — ${admin.meta.backOffice} — Maistry`);
      await expectColumn(page, admin.users.columns.joined);
      await expectColumn(page, admin.users.columns.balance);
      // Dates and usernames stay whole in the narrow cells ("24 лист. 2026 р." once left "р." alone).
      const lines = await page
        .locator(`td[data-label="${admin.users.columns.joined}"], td a[href*="/masters/"]`)
        .evaluateAll((elements) =>
          elements.map((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
            return `${element.textContent?.trim()}: ${new Set(tops).size}`;
          }),
        );
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.filter((line) => !line.endsWith(": 1"))).toEqual([]);

      // A form: an empty brand name is refused next to its field, in the locale's words.
      await page.goto(at("/admin/brands"));
      if (js) await waitForHydration(page, locale);
      const name = page.getByLabel(admin.brands.name, { exact: true });
      await page.getByRole("button", { name: admin.brands.submitNew, exact: true }).click();
      await expect(page.locator("#field-name-error")).toHaveText(admin.errors.brandName);
      await expect(name).toHaveAttribute("aria-invalid", "true");

      // An audited change (a brand added, then removed: nothing stays) and its names in the log.
      const brand = `E2E ${locale} ${testInfo.project.name} ${randomBytes(3).toString("hex")}`;
      await name.fill(brand);
      await page.getByRole("button", { name: admin.brands.submitNew, exact: true }).click();
      await expectFlash(page, admin.brands.added.replace("{{name}}", brand));
      await page.getByRole("link", { name: admin.common.editNamed.replace("{{name}}", brand) }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        admin.brand.title.replace("{{name}}", brand),
      );
      await page.getByRole("button", { name: admin.brand.submitRemove, exact: true }).click();
      await expectFlash(page, admin.brand.removed);

      await page.goto(at("/admin/audit"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(admin.audit.title);
      await expectColumn(page, admin.audit.columns.action);
      const rows = page.locator("tr").filter({ hasText: brand });
      await expect(rows.filter({ hasText: admin.audit.actions.brand.delete })).toHaveCount(1);
      await expect(rows.filter({ hasText: admin.audit.actions.brand.create })).toHaveCount(1);
      await expect(rows.first()).toContainText(admin.audit.subjects.brand.replace(" {{id}}", ""));
    },
  );
}
