import { createHash } from "node:crypto";
import { getI18n, type Messages } from "./i18n";
import { isLocale, type Locale } from "./locales";

// Each locale's messages are split by area into `locales/<lng>/<area>.json` (common, catalog…);
// the files of a locale are merged, and no two of them may share a top-level key.
const files = import.meta.glob<Messages>("../../locales/*/*.json", { eager: true, import: "default" });

function mergeLocaleFiles(): Record<Locale, Messages> {
  const merged = {} as Record<Locale, Messages>;
  for (const [file, content] of Object.entries(files)) {
    const locale = file.split("/").at(-2);
    if (!isLocale(locale)) throw new Error(`${file}: not a locale folder`);
    merged[locale] ??= {};
    const target = merged[locale];
    for (const [key, value] of Object.entries(content)) {
      if (key in target) throw new Error(`${file}: the key "${key}" is also in another file of ${locale}`);
      target[key] = value;
    }
  }
  return merged;
}

export const messages = mergeLocaleFiles();

/** The translator of a locale, on the server. */
export function serverI18n(locale: Locale) {
  return getI18n(locale, messages[locale]);
}

/** Areas the browser never needs: the JSON API's refusals and the emails are written on the server. */
const SERVER_ONLY_AREAS = new Set(["api", "emails"]);
/**
 * Areas only signed-in pages use (the office's forms, uploads, top-ups): a visitor's browser gets
 * them once someone signs in (the login answers with a full page load for that), so a first visit
 * loads about half of a locale's messages.
 */
const ACCOUNT_AREAS = new Set([
  "officeItems",
  "officeProfile",
  "payments",
  "uploads",
  "moderation",
  "questionForms",
  "coupons",
  "refunds",
  "payouts",
  "translations",
]);
/** The back-office's area (locales/<lng>/admin.json): only staff's browsers load it (decision 036). */
const STAFF_AREAS = new Set(["admin"]);

/**
 * The browser's share of a locale's messages, in three bundles: every visitor's, the account's
 * and the staff's.
 */
export type MessagesBundle = "site" | "account" | "staff";
const BUNDLES: readonly MessagesBundle[] = ["site", "account", "staff"];

const bundleOf = (area: string): MessagesBundle =>
  STAFF_AREAS.has(area) ? "staff" : ACCOUNT_AREAS.has(area) ? "account" : "site";

function bundleMessages(locale: Locale, bundle: MessagesBundle): Messages {
  const picked: Messages = {};
  for (const [area, value] of Object.entries(messages[locale])) {
    if (!SERVER_ONLY_AREAS.has(area) && bundleOf(area) === bundle) picked[area] = value;
  }
  return picked;
}

/**
 * One bundle of a locale's messages as a small, fingerprinted script
 * (`/i18n/<locale>.<bundle>.<hash>.js`) that the browser caches for good, instead of repeating
 * them in every page's data. It adds its messages to the locale's and records itself as loaded
 * (`<locale>.<bundle>` in `__maistryBundles`, what `data-messages` names).
 */
export interface MessagesScript {
  /** `<locale>.<bundle>`: the `data-messages` of its script element. */
  id: string;
  path: string;
  body: string;
}
const scripts = new Map<string, MessagesScript>();

function messagesScript(locale: Locale, bundle: MessagesBundle): MessagesScript {
  const id = `${locale}.${bundle}`;
  let script = scripts.get(id);
  if (!script) {
    const body = `(function(w,l,b,m){var a=w.__maistryMessages=w.__maistryMessages||{},o=a[l]=a[l]||{};for(var k in m)o[k]=m[k];(w.__maistryBundles=w.__maistryBundles||[]).push(l+"."+b)})(window,${JSON.stringify(locale)},${JSON.stringify(bundle)},${JSON.stringify(bundleMessages(locale, bundle))});\n`;
    const hash = createHash("sha256").update(body).digest("base64url").slice(0, 12);
    script = { id, path: `/i18n/${id}.${hash}.js`, body };
    scripts.set(id, script);
  }
  return script;
}

/**
 * The messages scripts a page loads: every visitor's bundle, the account's when someone is signed
 * in, and the back-office's when that is a staff member (someone made staff gets it with their next full page load).
 */
export function pageMessagesScripts(
  locale: Locale,
  user: { isStaff: boolean } | null,
): Pick<MessagesScript, "id" | "path">[] {
  const bundles: MessagesBundle[] = user ? (user.isStaff ? [...BUNDLES] : ["site", "account"]) : ["site"];
  return bundles.map((bundle) => {
    const { id, path } = messagesScript(locale, bundle);
    return { id, path };
  });
}

/** The script behind `/i18n/<file>`, if that is the current fingerprint of a locale's bundle. */
export function findMessagesScript(file: string): MessagesScript | null {
  const [locale, bundle] = file.split(".");
  if (!isLocale(locale) || !BUNDLES.includes(bundle as MessagesBundle)) return null;
  const script = messagesScript(locale, bundle as MessagesBundle);
  return script.path === `/i18n/${file}` ? script : null;
}
