import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { serializeFlash } from "../../app/server/http/flash.server";
import catalogEn from "../../locales/en/catalog.json" with { type: "json" };
import lessonsEn from "../../locales/en/lessons.json" with { type: "json" };
import { test } from "./fixtures";
import {
  firstLoadModules,
  HTTP,
  hasJavaScript,
  isPhone,
  MESSAGES,
  NOJS,
  NOT_DESKTOP,
  PHONE,
  waitForHydration,
} from "./helpers";

const en = MESSAGES.en;

/** Sets a flash cookie the way an action does, signed with the test server's secret. */
async function setFlash(
  context: import("@playwright/test").BrowserContext,
  baseURL: string,
  flash: Parameters<typeof serializeFlash>[0],
) {
  const secret = readFileSync(`${process.env.E2E_DATA_DIR ?? ".e2e-data"}/session-secret`, "utf8").trim();
  const value = (await serializeFlash(flash, [secret])).split(";")[0]?.split("=").slice(1).join("=") ?? "";
  await context.addCookies([{ name: "flash", value, url: baseURL }]);
}

// The flash dialogs are native dialogs that work without JavaScript: tried both ways.
test.describe("flash dialogs", { tag: [NOJS] }, () => {
  test("an error flash shows the error dialog once; it closes and locks scrolling meanwhile", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await setFlash(context, baseURL as string, { kind: "error", message: "errors.tryLater" });
    await page.goto("/en/about-us");
    const dialog = page.getByRole("dialog", { name: en.errors.occurred });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(en.errors.tryLater);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .toBe("hidden");
    if (hasJavaScript(testInfo)) {
      // Modal: focus is inside and Escape closes it.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest("dialog") !== null))
        .toBe(true);
      await page.keyboard.press("Escape");
    } else {
      await dialog.getByRole("button", { name: en.dialog.close }).click();
    }
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe("hidden");
    await page.reload();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a success flash shows the success dialog, closed by its cross", async ({
    page,
    context,
    baseURL,
  }) => {
    await setFlash(context, baseURL as string, { kind: "success", message: "offline" });
    await page.goto("/en");
    const dialog = page.getByRole("dialog", { name: en.dialog.success });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: en.dialog.close }).click();
    await expect(dialog).toBeHidden();
  });

  test("a forged flash cookie shows nothing", async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: "flash", value: "eyJraW5kIjoiZXJyb3IifQ%3D%3D.forged", url: baseURL as string },
    ]);
    await page.goto("/en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

// Client-side behaviour: JavaScript at 1280 px, and the progress bar also at 375 px.
/** Holds the page's requests for code matching `pattern` until the returned function is called. */
async function holdCode(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const code = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await code;
    await route.continue();
  });
  return release;
}

test.describe("with JavaScript", () => {
  test("the shell's and cards' plain links navigate without reloading the document", async ({ page }) => {
    await page.goto("/en");
    await page.waitForLoadState("networkidle");
    // Survives only a client-side navigation.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () =>
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);

    // A lesson card's title (a PageLink), then a mega-menu category, then a footer link.
    const card = page.locator("main a[data-discover][href^='/en/lessons/']").first();
    const lessonPath = await card.getAttribute("href");
    await card.click();
    await expect(page).toHaveURL((url) => url.pathname === lessonPath);
    expect(await sameDocument()).toBe(true);

    const nav = page.getByRole("navigation", { name: en.nav.main, exact: true });
    await nav.getByRole("link", { name: "Lessons", exact: true }).hover();
    const category = nav.locator("a[data-discover][href^='/en/lessons?ordering=level&category=']").first();
    await category.click();
    await expect(page).toHaveURL(/\/en\/lessons\?ordering=level&category=\d+$/);
    expect(await sameDocument()).toBe(true);

    await page.getByRole("contentinfo").getByRole("link", { name: en.footer.allMasters }).click();
    await expect(page).toHaveURL(/\/en\/masters\?ordering=master$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameDocument()).toBe(true);
  });

  test("a list's cards come once, as HTML, and later pages' cards are drawn in the browser", async ({
    page,
    request,
  }) => {
    // The document holds each card's link once: the cards are not in its hydration data too.
    const html = await (await request.get("/en/lessons")).text();
    const slugs = [...html.matchAll(/href="\/en\/lessons\/([^"?]+)"/g)].map((match) => match[1] ?? "");
    expect(slugs.length).toBeGreaterThan(1);
    for (const slug of slugs) expect(html.split(slug).length - 1).toBe(1);

    await page.goto("/en/lessons");
    await page.waitForLoadState("networkidle");
    const titles = page.locator("main article h3 a");
    const firstPage = await titles.allTextContents();
    expect(firstPage.length).toBeGreaterThan(1);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole("navigation", { name: "Pages" })
      .getByRole("link", { name: "Page 2", exact: true })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(titles.first()).not.toHaveText(firstPage[0] ?? "");
    await page.goBack();
    await expect(titles).toHaveText(firstPage);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test(
    "a slow navigation shows the progress bar until the page arrives",
    { tag: [PHONE] },
    async ({ page }, testInfo) => {
      await page.goto("/en");
      await page.waitForLoadState("networkidle");
      // A click before hydration is a full page load, which has no bar (CI run 61 on a loaded machine).
      await waitForHydration(page, "en");
      await page.route("**/*.data*", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        await route.continue();
      });
      // Record the bar's opacity the moment it is inserted: it must start invisible (the 200 ms delay).
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { barOpacityAtStart: number[] }).barOpacityAtStart = seen;
        new MutationObserver(() => {
          const bar = document.querySelector("[role=progressbar]");
          if (bar && seen.length === 0) seen.push(Number(getComputedStyle(bar).opacity));
        }).observe(document.body, { childList: true, subtree: true });
      });
      const bar = page.getByRole("progressbar", { name: en.progress });
      if (isPhone(testInfo)) await page.getByRole("button", { name: en.nav.menu }).click();
      await page
        .getByRole("navigation", { name: en.nav.main })
        .getByRole("link", { name: /About us/ })
        .click();
      await expect(bar).toBeAttached();
      expect(
        await page.evaluate(() => (window as unknown as { barOpacityAtStart: number[] }).barOpacityAtStart),
      ).toEqual([0]);
      await expect.poll(() => bar.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
      await expect(page).toHaveURL(/\/en\/about-us$/);
      await expect(bar).toHaveCount(0);
    },
  );

  // The header and a list's filters hydrate apart (decision 056): until their code is there, their
  // toggles are checkboxes. A tap meanwhile opens the panel, which stays open once they hydrate.
  test("a tap on the menu or the filters before their code arrives leaves them open once hydrated", {
    tag: [PHONE, NOT_DESKTOP],
  }, async ({ page }) => {
    const releaseHeader = await holdCode(page, /\/assets\/header-parts-/);
    const releaseFilters = await holdCode(page, /\/assets\/lesson-filter-parts-/);
    await page.goto("/en/lessons", { waitUntil: "domcontentloaded" });

    const navigation = page.getByRole("navigation", { name: en.nav.main });
    await page.locator('header label[aria-hidden="true"]').first().click();
    await expect(navigation).toBeVisible();
    releaseHeader();
    const menu = page.getByRole("button", { name: en.nav.menu });
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(navigation).toBeVisible();
    await menu.click();
    await expect(navigation).toBeHidden();

    const panel = page.locator("#lesson-filters-panel");
    await page.locator('label[for="lesson-filters-toggle"]').last().click();
    await expect(panel).toBeInViewport();
    releaseFilters();
    await expect(page.locator("button#lesson-filters-toggle")).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeInViewport();
  });

  test("an order chosen before the list's controls arrive is applied once they hydrate", async ({ page }) => {
    const release = await holdCode(page, /\/assets\/lesson-filter-parts-/);
    await page.goto("/en/lessons", { waitUntil: "domcontentloaded" });
    await page.getByLabel(lessonsEn.lessons.sort.label, { exact: true }).selectOption("rating");
    release();
    await expect(page).toHaveURL((url) => url.searchParams.get("ordering") === "rating");
  });

  test("a filter chosen on a wide screen before the filter panel arrives is applied once it hydrates", async ({
    page,
  }) => {
    const release = await holdCode(page, /\/assets\/lesson-filter-parts-/);
    await page.goto("/en/lessons", { waitUntil: "domcontentloaded" });
    await page
      .getByRole("group", { name: lessonsEn.lessons.filters.level })
      .getByLabel(catalogEn.catalog.levels.intermediate, { exact: true })
      .check();
    release();
    await expect(page).toHaveURL((url) => url.searchParams.get("level") === "intermediate");
  });

  test.describe("idle prefetch", () => {
    // Every other test says Save-Data (tests/e2e/fixtures.ts); these two are about the prefetch.
    test.use({ prefetch: true });

    test("visible links' data and code are fetched after 2 s of idle time, not run", async ({ page }) => {
      const loadedRoutes = () =>
        page.evaluate(() =>
          Object.keys((window as unknown as { __reactRouterRouteModules: object }).__reactRouterRouteModules),
        );
      const prefetcher = page.waitForRequest((request) =>
        new URL(request.url()).pathname.startsWith("/assets/idle-prefetch-"),
      );
      // The cards' code, for the lists drawn in the browser (drawn-cards.ts), also comes after load.
      const cards = page.waitForRequest((request) =>
        new URL(request.url()).pathname.startsWith("/assets/cards-"),
      );
      const document = await page.goto("/en");
      // The page's own modules are asked for after its first paint: what hydration loaded.
      await waitForHydration(page, "en");
      // Not in the page's first load: imported once the page has hydrated (deferred-prefetch.tsx).
      const firstLoad = firstLoadModules((await document?.text()) ?? "");
      expect(firstLoad.length).toBeGreaterThan(3);
      expect(firstLoad.filter((href) => /\/(idle-prefetch|cards)-/.test(href))).toEqual([]);
      await Promise.all([prefetcher, cards]);
      // Its code links none of the page's stylesheets again, after the page's own (decision 054).
      const linkedTwice = await page.evaluate(() => {
        const sheets = [...globalThis.document.querySelectorAll('link[rel="stylesheet"]')].map(
          (link) => new URL(link.getAttribute("href") ?? "", location.href).pathname,
        );
        return sheets.filter((sheet, index) => sheets.indexOf(sheet) !== index);
      });
      expect(linkedTwice).toEqual([]);
      const atLoad = await loadedRoutes();
      const dataPrefetch = page.locator('link[rel="prefetch"][as="fetch"]');
      await expect.poll(() => dataPrefetch.count(), { timeout: 8000 }).toBeGreaterThan(0);
      await expect(page.locator('link[rel="modulepreload"][href^="/assets/"]').first()).toBeAttached();
      // Fetched into the cache only: no linked page's module was run while the page sat idle.
      expect(await loadedRoutes()).toEqual(atLoad);

      // The data prefetched is the very request the click makes.
      const prefetched = await dataPrefetch.evaluateAll((links) => links.map((l) => l.getAttribute("href")));
      const navigation = page.waitForRequest((request) => request.url().includes("/en/lessons.data"));
      await page.getByRole("banner").getByRole("link", { name: "Lessons", exact: true }).click();
      const requested = new URL((await navigation).url());
      expect(prefetched).toContain(requested.pathname + requested.search);
    });

    test("a lesson page keeps its parts as the server drew them; their code comes after load, for the next page", async ({
      page,
      request,
    }) => {
      const list = await (await request.get("/en/lessons")).text();
      const [first, second] = [...list.matchAll(/href="(\/en\/lessons\/[^"?#]+)"/g)].map(
        (m) => m[1] as string,
      );
      const sent = await (await request.get(first as string)).text();
      const kept = page.waitForRequest((req) => /\/assets\/kept-parts-/.test(new URL(req.url()).pathname));
      const document = await page.goto(first as string);
      await waitForHydration(page, "en");
      const firstLoad = firstLoadModules((await document?.text()) ?? "");
      expect(firstLoad.filter((href) => href.includes("/kept-parts-"))).toEqual([]);
      await kept;
      // What the server drew is what the page shows (the head, its title: a visitor's page is the same).
      // (Nonces differ by request, and a browser hides them from the DOM.)
      const withoutNonce = (html = "") => html.replace(/ nonce="[^"]*"/g, "");
      const head = /<header id="lesson-head"[^>]*>([\s\S]*?)<\/header>/.exec(sent)?.[1];
      expect(head).toContain("<h1");
      const shown = await page.locator("#lesson-head").evaluate((element) => element.innerHTML);
      expect(withoutNonce(shown)).toBe(withoutNonce(head));
      // The page linked the parts' styles itself: their code adds none, nor links one twice.
      const sheets = () =>
        page.evaluate(() =>
          [...globalThis.document.querySelectorAll('link[rel="stylesheet"]')].map(
            (link) => new URL(link.getAttribute("href") ?? "", location.href).pathname,
          ),
        );
      const linked = [...sent.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"#]+)/g)].map((m) => m[1]);
      expect(new Set(await sheets())).toEqual(new Set(linked));
      expect((await sheets()).length).toBe(new Set(await sheets()).size);

      // Another lesson, drawn in the browser: its parts are React's.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const other = await (await request.get(second as string)).text();
      const title = /<h1[^>]*>([^<]+)</.exec(other)?.[1] ?? "";
      await page.locator("main").evaluate((main, href) => {
        const link = Object.assign(globalThis.document.createElement("a"), { href, textContent: "next" });
        link.dataset.discover = "true";
        main.append(link);
        link.click();
      }, second as string);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.replace(/&#x27;/g, "'"));
      await expect(page.locator("#lesson-about")).not.toBeEmpty();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
    });

    test("nothing is prefetched with Save-Data on, nor is the prefetcher's or the cards' code loaded", async ({
      page,
    }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } });
      });
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto("/en");
      await waitForHydration(page, "en");
      await page.waitForTimeout(3500);
      await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
      // Imported after hydration where the connection allows it (deferred-prefetch.tsx).
      expect(
        scripts.some((path) => path.startsWith("/assets/entry.client-")),
        "scripts seen",
      ).toBe(true);
      expect(scripts.filter((path) => /^\/assets\/(idle-prefetch|cards)-/.test(path))).toEqual([]);
    });
  });
});

// Every form imports its schema once the page runs (use-validated-form.ts): zod (~25 KB gzip) is in
// no route's first load, the sign-in page's and the back-office's included.
test("no route's first load has the form validation library or hls.js", { tag: [HTTP] }, async ({
  request,
}) => {
  const html = await (await request.get("/en/login")).text();
  const manifestHref = html.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  expect(manifestHref).toBeTruthy();
  const source = await (await request.get(manifestHref as string)).text();
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  const routes = Object.entries(manifest.routes);
  expect(routes.map(([id]) => id)).toEqual(
    expect.arrayContaining(["routes/auth/login", "routes/admin/footer"]),
  );
  // Read, not named: the bundler may fold zod into a shared chunk (the forms' one did once).
  const sources = new Map<string, Promise<string>>();
  const read = (href: string) => {
    if (!sources.has(href))
      sources.set(
        href,
        request.get(href).then((response) => response.text()),
      );
    return sources.get(href) as Promise<string>;
  };
  const withZod: string[] = [];
  const withHls: string[] = [];
  for (const [id, route] of routes) {
    const modules = await Promise.all([route.module, ...(route.imports ?? [])].map(read));
    if (modules.some((source) => source.includes("ZodError"))) withZod.push(id);
    // hls.js (an event name it keeps as a string) is imported by the lesson player when a stream plays.
    if (modules.some((source) => source.includes("hlsManifestParsed"))) withHls.push(id);
  }
  expect(withZod).toEqual([]);
  expect(withHls).toEqual([]);
});

// What only some visitors see (an owner's panels, a signed-in menu, a message after an action) and
// what hydrates apart from its page (the player, the upload field, the map), only draws in the
// browser (the lists' cards) or is kept as the server drew it (the footer, a lesson's head and
// reviews: kept-parts) is its own chunk, which no route's first load holds (lazy-component.tsx).
test("no route's first load has the parts that load apart", { tag: [HTTP] }, async ({ request }) => {
  const html = await (await request.get("/en/login")).text();
  const manifestHref = html.match(/\/assets\/manifest-[\w-]+\.js/)?.[0] as string;
  const source = await (await request.get(manifestHref)).text();
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  const apart =
    /\/assets\/(lesson-player|owner-parts|cards|upload-control|contact-map|map-parts|flash-dialog|signed-in-menu|validate-form|kept-parts|header-parts|lesson-filter-parts|master-filter-parts)-/;
  const routes = Object.values(manifest.routes);
  expect(routes.length).toBeGreaterThan(20);
  expect(
    routes.flatMap((route) => [route.module, ...(route.imports ?? [])]).filter((href) => apart.test(href)),
  ).toEqual([]);
});

// A page is sent whole: a Suspense boundary (the player's) is inline HTML, never a fallback with
// its content hidden after it for a script to swap in, which a browser without JavaScript would
// not do (entry.server.tsx, progressiveChunkSize).
test("a lesson page's player is in the document as HTML, not swapped in by a script", {
  tag: [HTTP],
}, async ({ request }) => {
  const list = await (await request.get("/en/lessons")).text();
  const lessons = [...list.matchAll(/href="(\/en\/lessons\/[^"?#]+)"/g)].map((match) => match[1] as string);
  let page = "";
  // The first lesson whose trailer a visitor may watch.
  for (const lesson of lessons) {
    page = await (await request.get(lesson)).text();
    if (page.includes("data-player=")) break;
  }
  expect(page).toMatch(/<div class="[^"]*" role="group"[^>]*data-player="native"[\s\S]*?<video /);
  expect(page).not.toContain('<template id="B:');
  expect(page).not.toContain("$RC");
});
