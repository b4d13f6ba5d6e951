import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect as baseExpect, type Page } from "@playwright/test";
import socialDe from "../../locales/de/social.json" with { type: "json" };
import officeEn from "../../locales/en/office.json" with { type: "json" };
import socialEn from "../../locales/en/social.json" with { type: "json" };
import { generatedClip } from "../support/test-clips";
import { test } from "./fixtures";
import { freshAddress, hasJavaScript, localize, NOJS, waitForHydration } from "./helpers";
import { linkIn, waitForMails } from "./mail";
import { createUser, signIn, type TestUser } from "./users";

/*
 * Saved lessons and followed masters (issue 18 §3, decision 045), at 1280 px with JavaScript and
 * without (the buttons are real forms; with JavaScript they post by fetch, without a reload):
 * a learner saves a lesson from its card and another from its page, finds both in the office's
 * "Saved" tab, takes one off there; a German follower follows a master, the master publishes a
 * lesson, the follower's German email arrives with a signed unsubscribe link that works signed
 * out (with JavaScript through its page, without as a mail provider's one-click POST from the
 * List-Unsubscribe header), and a changed link is refused.
 */

const expect = baseExpect.configure({ timeout: 12_000 });
test.describe.configure({ timeout: 90_000 });

const en = { ...socialEn, ...officeEn };
const de = socialDe;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
});

/** Marks the page's window: still marked after a click means no document was loaded. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __noReload: true }));
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

/** Clicks a save or follow button and waits for its POST to be answered (by fetch, or the form's redirect). */
async function clickAndWait(page: Page, button: ReturnType<Page["getByRole"]>, path: RegExp) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && path.test(new URL(response.url()).pathname),
  );
  await button.click();
  await answered;
}

test(
  "a learner saves lessons from a card and from the lesson page, finds them in the office and unsaves one",
  {
    tag: [NOJS],
  },
  async ({ page, baseURL }, testInfo) => {
    const js = hasJavaScript(testInfo);
    const learner = await createUser(page.request, baseURL as string, "Saver");

    // A visitor's lesson page offers the heart as a way to sign in (the page is the same for every visitor).
    await page.goto(localize("en", "/lessons"));
    const firstTitle = page.getByRole("main").getByRole("article").first().getByRole("heading");
    const firstHref = (await firstTitle.getByRole("link").getAttribute("href")) as string;
    await expect(page.getByRole("button", { name: /^Save the lesson/ })).toHaveCount(0);
    await page.goto(firstHref);
    const signInToSave = page.getByRole("main").getByRole("link", { name: en.social.save, exact: true });
    await expect(signInToSave).toHaveAttribute(
      "href",
      `/en/login?redirectTo=${encodeURIComponent(firstHref)}`,
    );

    await signIn(page, learner);
    await page.goto(localize("en", "/lessons"));
    if (js) await waitForHydration(page, "en");
    const cards = page.getByRole("main").getByRole("article");
    const first = cards.nth(0);
    const second = cards.nth(1);
    const firstName = (await first.getByRole("heading").innerText()).trim();
    const secondHref = (await second.getByRole("heading").getByRole("link").getAttribute("href")) as string;
    const secondName = (await second.getByRole("heading").innerText()).trim();

    await test.step("save the first lesson from its card", async () => {
      const heart = first.getByRole("button", { name: `Save the lesson “${firstName}”` });
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      if (js) await mark(page);
      await clickAndWait(page, heart, /\/save(\.data)?$/);
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      if (js) expect(await stillMarked(page)).toBe(true);
      else await expect(page).toHaveURL(/\/en\/lessons$/);
    });

    await test.step("save the second from its page", async () => {
      await page.goto(secondHref);
      if (js) await waitForHydration(page, "en");
      const save = page.getByRole("main").getByRole("button", { name: en.social.save, exact: true });
      await expect(save).toHaveAttribute("aria-pressed", "false");
      if (js) await mark(page);
      await clickAndWait(page, save, /\/save(\.data)?$/);
      const saved = page.getByRole("main").getByRole("button", { name: en.social.saved, exact: true });
      await expect(saved).toHaveAttribute("aria-pressed", "true");
      if (js) expect(await stillMarked(page)).toBe(true);
      await expect(page).toHaveURL(new RegExp(`${secondHref}$`));
    });

    await test.step("both are in the office's Saved tab; one is taken off there", async () => {
      await page.goto(`${localize("en", `/masters/${learner.username}`)}?tab=tab-5`);
      await expect(page.getByRole("link", { name: en.office.tabs.saved })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const list = page.locator("[data-saved-lessons] article");
      await expect(list).toHaveCount(2);
      // The latest saved first.
      await expect(list.nth(0).getByRole("heading")).toHaveText(secondName);
      await expect(list.nth(1).getByRole("heading")).toHaveText(firstName);
      if (js) await waitForHydration(page, "en");
      await list
        .nth(1)
        .getByRole("button", { name: `Save the lesson “${firstName}”` })
        .click();
      await expect(list).toHaveCount(1);
      await expect(list.first().getByRole("heading")).toHaveText(secondName);
    });

    await test.step("the lesson taken off shows Save again; the JSON API agrees", async () => {
      await page.goto(firstHref);
      await expect(
        page.getByRole("main").getByRole("button", { name: en.social.save, exact: true }),
      ).toHaveAttribute("aria-pressed", "false");
      const token = await page.request.post("/api/api/auth/jwt/create/", {
        data: { email: learner.email, password: learner.password },
      });
      const { access } = (await token.json()) as { access: string };
      const saved = await page.request.get("/api/en/api/me/saved/", {
        headers: { Authorization: `Bearer ${access}` },
      });
      expect(((await saved.json()) as { title: string }[]).map((lesson) => lesson.title)).toEqual([
        secondName,
      ]);
    });
  },
);

/** A draft lesson with a short trailer and full video, uploaded through the office API. */
async function uploadDraft(request: APIRequestContext, master: TestUser, title: string) {
  const headers = { "X-Forwarded-For": freshAddress() };
  const token = await request.post("/api/api/auth/jwt/create/", {
    headers,
    data: { email: master.email, password: master.password },
  });
  expect(token.status()).toBe(200);
  const { access } = (await token.json()) as { access: string };
  const auth = { ...headers, Authorization: `Bearer ${access}` };
  const categories = (await (await request.get("/api/en/api/main/categories")).json()) as {
    sub_categories: { id: number }[];
  }[];
  const clip = async (seconds: number) => readFile(await generatedClip(320, 180, seconds));
  const response = await request.post("/api/en/api/me/lessons", {
    headers: auth,
    multipart: {
      title,
      about: "A lesson for its master's followers.",
      level: "beginner",
      price: "0",
      specialization: String(categories[0]?.sub_categories[0]?.id),
      intent: "draft",
      trailer: { name: "trailer.mp4", mimeType: "video/mp4", buffer: await clip(1) },
      full: { name: "full.mp4", mimeType: "video/mp4", buffer: await clip(2) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { item: `/api/en/api/me/lessons/${id}`, auth };
}

/** Publishes the draft once its full video is ready for streaming (decision 039). */
async function publish(request: APIRequestContext, draft: Awaited<ReturnType<typeof uploadDraft>>) {
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(draft.item, { headers: draft.auth })).json()) as {
            full_video: { streaming: { state: string } };
          }
        ).full_video.streaming.state,
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe("ready");
  const published = await request.patch(draft.item, { headers: draft.auth, data: { published: true } });
  expect(published.status(), await published.text()).toBe(200);
  return published;
}

test(
  "a follower hears of a master's new lesson once, in their language, and unsubscribes signed out",
  {
    tag: [NOJS],
  },
  async ({ page, browser, baseURL }, testInfo) => {
    const js = hasJavaScript(testInfo);
    const origin = baseURL as string;
    const master = await createUser(page.request, origin, "Followed", { master: true });
    const title = `Chrome French ${randomBytes(3).toString("hex")}`;
    // The upload and its processing run while the follower follows.
    const draft = uploadDraft(page.request, master, title);

    // A German follower (emails are written in the language one registered in).
    const tag = randomBytes(4).toString("hex");
    const follower = { email: `follower-${tag}@example.com`, username: `follower_${tag}` };
    const session = await page.request.post("/__test__/session", {
      data: { ...follower, fullName: `Greta ${tag}`, password: "velvet-orchid-2026", locale: "de" },
    });
    expect(session.status()).toBe(200);

    const masterPage = localize("de", `/masters/${master.username}`);
    await test.step("a visitor's follow button leads to the login", async () => {
      await page.goto(masterPage);
      await expect(page.getByRole("link", { name: de.social.follow, exact: true })).toHaveAttribute(
        "href",
        `/de/login?redirectTo=${encodeURIComponent(masterPage)}`,
      );
    });

    await test.step("the follower follows the master", async () => {
      await signIn(page, follower);
      await page.goto(masterPage);
      if (js) await waitForHydration(page, "de");
      const follow = page.getByRole("button", { name: de.social.follow, exact: true });
      if (js) await mark(page);
      await clickAndWait(page, follow, /\/follow(\.data)?$/);
      await expect(page.getByRole("button", { name: de.social.following, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      if (js) expect(await stillMarked(page)).toBe(true);
      await page.goto(`${localize("de", `/masters/${follower.username}`)}?tab=tab-5`);
      await expect(page.locator("[data-followed-masters] li")).toHaveCount(1);
    });

    const mail = await test.step("the master publishes: one German email, once", async () => {
      const ready = await draft;
      await publish(page.request, ready);
      const [received] = await waitForMails(follower.email, 1, 20_000);
      // Publishing again (a draft, then published) sends nothing more.
      await page.request.patch(ready.item, { headers: ready.auth, data: { published: false } });
      await page.request.patch(ready.item, { headers: ready.auth, data: { published: true } });
      expect(received?.subject).toBe(`Neue Lektion von ${master.fullName}: ${title}`);
      expect(received?.text).toContain(`${origin}/de/lessons/`);
      return received as NonNullable<typeof received>;
    });

    await test.step("the unsubscribe link works signed out; a changed one is refused", async () => {
      const link = linkIn(mail, origin, /^\/de\/unsubscribe$/);
      const context = await browser.newContext({
        baseURL: origin,
        javaScriptEnabled: js,
        extraHTTPHeaders: { "X-Forwarded-For": freshAddress() },
      });
      const visitor = await context.newPage();
      const tampered = new URL(link);
      tampered.searchParams.set("m", String(Number(tampered.searchParams.get("m")) + 1));
      const refused = await visitor.goto(`${tampered.pathname}${tampered.search}`);
      expect(refused?.status()).toBe(403);
      await expect(visitor.getByRole("heading", { name: de.social.unsubscribe.invalidTitle })).toBeVisible();

      // The same link as the one-click List-Unsubscribe header (RFC 8058).
      expect(mail.list?.unsubscribe?.url).toBe(link.href);
      expect(mail.list?.["unsubscribe-post"]?.name).toBe("List-Unsubscribe=One-Click");
      if (js) {
        await visitor.goto(`${link.pathname}${link.search}`);
        await visitor.getByRole("button", { name: de.social.unsubscribe.button }).click();
        await expect(
          visitor.getByRole("heading", {
            name: de.social.unsubscribe.doneTitle.replace("{{name}}", master.fullName),
          }),
        ).toBeVisible();
      } else {
        // A mail provider's one-click "Unsubscribe": its server posts to the header's URL, without
        // the reader's cookie (server to server: no Origin, no Sec-Fetch-Site).
        const oneClick = await context.request.post(`${link.pathname}${link.search}`, {
          form: { "List-Unsubscribe": "One-Click" },
        });
        expect(oneClick.status()).toBe(200);
      }
      await context.close();

      await page.goto(masterPage);
      await expect(page.getByRole("button", { name: de.social.follow, exact: true })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      // Still exactly one email for the lesson.
      expect((await waitForMails(follower.email, 1)).length).toBe(1);
    });
  },
);
