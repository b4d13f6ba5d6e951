import { createHash } from "node:crypto";
import de from "../../locales/de/common.json";
import en from "../../locales/en/common.json";
import es from "../../locales/es/common.json";
import fr from "../../locales/fr/common.json";
import it from "../../locales/it/common.json";
import pl from "../../locales/pl/common.json";
import ru from "../../locales/ru/common.json";
import uk from "../../locales/uk/common.json";
import { getI18n, type Messages } from "./i18n";
import { isLocale, type Locale } from "./locales";

export const messages: Record<Locale, Messages> = { uk, ru, en, pl, fr, it, de, es };

/** The shared i18next instance of a locale, on the server. */
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
