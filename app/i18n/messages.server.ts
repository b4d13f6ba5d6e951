import de from "../../locales/de/common.json";
import en from "../../locales/en/common.json";
import es from "../../locales/es/common.json";
import fr from "../../locales/fr/common.json";
import it from "../../locales/it/common.json";
import pl from "../../locales/pl/common.json";
import ru from "../../locales/ru/common.json";
import uk from "../../locales/uk/common.json";
import { getI18n, type Messages } from "./i18n";
import type { Locale } from "./locales";

export const messages: Record<Locale, Messages> = { uk, ru, en, pl, fr, it, de, es };

/** The shared i18next instance of a locale, on the server. */
export function serverI18n(locale: Locale) {
  return getI18n(locale, messages[locale]);
}
