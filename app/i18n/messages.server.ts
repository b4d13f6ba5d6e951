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

/**
 * Each locale's messages as a small, fingerprinted script (`/i18n/<locale>.<hash>.js`) that the
 * browser caches for good, instead of repeating ~30 KB of messages in every page's data.
 */
interface MessagesScript {
  path: string;
  body: string;
}
const scripts = new Map<Locale, MessagesScript>();

export function messagesScript(locale: Locale): MessagesScript {
  let script = scripts.get(locale);
  if (!script) {
    const body = `(window.__maistryMessages=window.__maistryMessages||{})[${JSON.stringify(locale)}]=${JSON.stringify(messages[locale])};\n`;
    const hash = createHash("sha256").update(body).digest("base64url").slice(0, 12);
    script = { path: `/i18n/${locale}.${hash}.js`, body };
    scripts.set(locale, script);
  }
  return script;
}

/** The script behind `/i18n/<file>`, if that is the current fingerprint of a locale. */
export function findMessagesScript(file: string): MessagesScript | null {
  const locale = file.split(".")[0];
  if (!isLocale(locale)) return null;
  const script = messagesScript(locale);
  return script.path === `/i18n/${file}` ? script : null;
}
