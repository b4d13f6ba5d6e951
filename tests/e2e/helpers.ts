import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { LOCALE_NAMES, LOCALES, type Locale, localizePath } from "../../app/i18n/locales";
import { signSegmentUrl } from "../../app/server/media/signed-url.server";
import de from "../../locales/de/common.json" with { type: "json" };
import en from "../../locales/en/common.json" with { type: "json" };
import es from "../../locales/es/common.json" with { type: "json" };
import fr from "../../locales/fr/common.json" with { type: "json" };
import it from "../../locales/it/common.json" with { type: "json" };
import pl from "../../locales/pl/common.json" with { type: "json" };
import ru from "../../locales/ru/common.json" with { type: "json" };
import uk from "../../locales/uk/common.json" with { type: "json" };

/**
 * A client address of its own (sent as X-Forwarded-For, which the e2e server trusts one hop of),
 * so the per-address rate limits (login, registration, contact, uploads, the API) never add up
 * across tests, projects and retries.
 */
export function freshAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${Math.max(1, bytes[2] ?? 1)}`;
}

/** Every request of the page from a fresh address (`test.beforeEach(({ page }) => …)`). */
export const useFreshAddress = (page: Page) =>
  page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });

/** The app's own list of locales, their names and its URL rule (uk has no prefix). */
export { LOCALE_NAMES, LOCALES, type Locale };
export const localize = localizePath;

export type Messages = typeof en;
export const MESSAGES: Record<Locale, Messages> = { uk, ru, en, pl, fr, it, de, es };

/** The routes of the foundation, without a locale prefix. */
export const ROUTES = [
  "/",
  "/about-us",
  "/become-teacher",
  "/proof-of-qualification",
  "/contact",
  "/publicOffer",
] as const;

/** The page slug in the database behind each content route (its name is the page title). */
export const ROUTE_SLUGS: Record<(typeof ROUTES)[number], string | null> = {
  "/": null,
  "/about-us": "about",
  "/become-teacher": "become-teacher",
  "/proof-of-qualification": "qualification-training",
  "/contact": "contact",
  "/publicOffer": "public-offer",
};

/** The six header items in order, by page slug, with the path each links to. */
export const NAV_ITEMS = [
  { slug: "lessons", path: "/lessons?ordering=level" },
  { slug: "masters", path: "/masters?ordering=teacher" },
  { slug: "about", path: "/about-us" },
  { slug: "become-teacher", path: "/become-teacher" },
  { slug: "qualification-training", path: "/proof-of-qualification" },
  { slug: "contact", path: "/contact" },
] as const;

/** Replaces `{{name}}` placeholders like the translator does (app/i18n/translator.ts). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** Every leaf of a nested message object as `[dotted.key.path, value]`. */
export function flatten(messages: object, prefix = ""): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === "object" && value !== null
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

export const hasJavaScript = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;
export const isPhone = (testInfo: TestInfo) => (testInfo.project.use.viewport?.width ?? 1280) < 1080;

/**
 * A visitor's own browser, as the project's (JavaScript or not, its width), that has not been on
 * the site: no cookies, nothing cached. Close its `context` when done.
 */
export async function anonymousPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: hasJavaScript(testInfo),
    viewport: testInfo.project.use.viewport ?? undefined,
  });
  return { context, page: await context.newPage() };
}

/*
 * Every test runs with JavaScript at 1280 px ("desktop"); these tags add the other projects
 * (playwright.config.ts): a form journey is also tried without JavaScript, a layout-dependent
 * behaviour (hamburger, filter panel, upload field, overflow, axe) also at 375 px.
 */
/** Also without JavaScript at 1280 px (desktop-nojs). */
export const NOJS = "@nojs";
/** Also at 375 px with JavaScript (phone). */
export const PHONE = "@phone";
/** Also at 375 px without JavaScript (phone-nojs). */
export const PHONE_NOJS = "@phone-nojs";
/** HTTP and JSON only, where the browser does not matter: once, in desktop-nojs. */
export const HTTP = "@http";
/** Not in desktop (JavaScript at 1280 px): the other tags say where it runs instead. */
export const NOT_DESKTOP = "@not-desktop";

export interface ApiCategory {
  id: number;
  title: string;
  icon: string;
  sub_categories: { id: number; title: string; icon: string }[];
}
export interface ApiPage {
  slug: string;
  name: string;
}

/**
 * Opens a disclosure (the hamburger, a sub-menu, the language switcher) the way a visitor would:
 * with JavaScript its button, without it the label of its hidden checkbox.
 */
export async function openDisclosure(page: Page, label: string, js: boolean): Promise<void> {
  if (js) {
    const button = page.getByRole("button", { name: label, exact: true });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
  } else {
    const checkbox = page.getByRole("checkbox", { name: label, exact: true });
    const id = await checkbox.getAttribute("id");
    expect(id, `checkbox "${label}" has an id`).toBeTruthy();
    await page.locator(`label[for="${id}"]`).click();
    await expect(checkbox).toBeChecked();
  }
}

/** The accessible name of the language switcher's toggle on a page in `locale`. */
export const switcherLabel = (locale: Locale) =>
  `${locale.toUpperCase()} — ${format(MESSAGES[locale].language.label, { language: LOCALE_NAMES[locale] })}`;

/**
 * Waits until React has hydrated the page: the language switcher's checkbox has become a button.
 * (15 s: on a 2-core machine running two test workers and the server, a page can take more than
 * the default 5 s to hydrate while the server works on a large upload.)
 */
export async function waitForHydration(page: Page, locale: Locale): Promise<void> {
  await expect(page.getByRole("button", { name: switcherLabel(locale), exact: true })).toBeVisible({
    timeout: 15_000,
  });
}

/**
 * The modules a page loads before it hydrates: the list that the document's module script
 * preloads after the first paint (app/server/http/scripts-after-paint.server.ts), or React
 * Router's own `<link rel="modulepreload">` tags where that rewrite did not apply.
 */
export function firstLoadModules(html: string): string[] {
  const afterPaint = /for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1];
  if (afterPaint) return JSON.parse(afterPaint) as string[];
  return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] as string);
}

/**
 * The `src` the server gave the page's `<video>`: the signed upload, or the progressive MP4 once
 * the video is transcoded. (With JavaScript the player may then play the stream in the element,
 * whose `src` becomes a blob: URL; player.spec.ts covers that.) Without the `#t=` fragment a
 * buyer's saved place adds (lesson-progress.spec.ts covers that).
 */
export async function serverVideoSource(page: Page): Promise<string> {
  const html = await (await page.request.get(page.url())).text();
  const src = /<video[^>]*\ssrc="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
  // A buyer's saved place (decision 043) is a media fragment on it, not part of the file's URL.
  return src.replace(/#t=\d+$/, "");
}

/** A signed video URL as the pages give it: the upload's, or the stream's progressive MP4. */
export const SIGNED_VIDEO_SRC =
  /^\/media\/(video\/\d+|hls\/\d+\/progressive\.mp4)\?u=\d+&exp=\d+&sig=[\w-]{43}$/;

/** The e2e server's session secrets (generated in its data folder), to sign what a URL could be. */
export function e2eServerSecrets(): string[] {
  return [readFileSync(path.join(process.env.E2E_DATA_DIR ?? ".e2e-data", "session-secret"), "utf8").trim()];
}

/**
 * The segment of a signed segment URL (`/media/hls/…?u&exp&sig`) signed again for the same viewer
 * with the e2e server's own secret: expired an hour ago, or now.
 */
export function resignedSegment(copied: string, { expired }: { expired: boolean }): string {
  const url = new URL(copied, "http://localhost");
  const grant = { key: url.pathname.slice("/media/".length), viewerId: Number(url.searchParams.get("u")) };
  const signedAt = expired ? new Date(Date.now() - 60 * 60 * 1000) : undefined;
  return signSegmentUrl({ sessionSecrets: e2eServerSecrets() }, grant, 0, signedAt);
}

/**
 * With JavaScript, the page's `<video>` loads its file far enough to know its length. (hls.js, on
 * phones, attaches a media source first: the length comes a moment after it opens.)
 */
export async function expectVideoLoads(video: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        video.evaluate((element: HTMLVideoElement) => (element.readyState > 0 ? element.duration : 0) || 0),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

/** Closes the flash message (a dialog) that says `message`, after seeing it. */
export async function closeFlash(page: Page, message: string) {
  const dialog = page.getByRole("dialog").filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button").first().click();
  await expect(dialog).toBeHidden();
}

/** A 1×1 transparent PNG standing in for OpenStreetMap tiles, so no test depends on the internet. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export const stubMapTiles = (page: Page) =>
  page.route(/^https:\/\/[a-z]\.tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
  );
