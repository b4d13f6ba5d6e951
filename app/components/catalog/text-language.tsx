import type { Locale } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { Icon } from "../ui/icon";
import * as styles from "./text-language.css";

/**
 * "In Ukrainian": the text beside it is in its original language, there being no translation into
 * the page's (decision 050). The text itself carries `lang`.
 */
export function TextLanguageBadge({ language }: { language: Locale }) {
  const t = useT();
  return (
    <span className={styles.badge} data-text-language={language}>
      <Icon name="globe" size={16} />
      {t(`catalog.inLanguage.${language}`)}
    </span>
  );
}
