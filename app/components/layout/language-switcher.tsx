import { LOCALE_NAMES, LOCALES } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { Disclosure } from "../ui/disclosure";
import { Icon } from "../ui/icon";
import * as styles from "./header.css";

/**
 * The current locale's code and a list of the others as plain links (they work without
 * JavaScript): each goes through /language/<code>, which remembers the choice in the `lng` cookie
 * and returns to the same page in that language.
 */
export function LanguageSwitcher({ currentPath }: { currentPath: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Disclosure
      // The visible code starts the accessible name (WCAG 2.5.3 label in name).
      label={`${locale.toUpperCase()} — ${t("language.label", { language: LOCALE_NAMES[locale] })}`}
      toggle={
        <>
          <Icon name="globe" size={20} />
          <span className={styles.localeCode}>{locale.toUpperCase()}</span>
        </>
      }
      toggleClassName={styles.languageToggle}
      panelClassName={styles.languagePanel}
    >
      <ul className={styles.languageList}>
        {LOCALES.map((code) => (
          <li key={code}>
            <a
              href={`/language/${code}?next=${encodeURIComponent(currentPath)}`}
              hrefLang={code}
              lang={code}
              rel="nofollow"
              className={styles.languageLink}
              aria-current={code === locale ? "true" : undefined}
            >
              <span className={styles.localeCode}>{code.toUpperCase()}</span>
              {LOCALE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
