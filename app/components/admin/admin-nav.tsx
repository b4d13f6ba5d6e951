import { Link, useLocation } from "react-router";
import { ADMIN_SECTIONS, type AdminCounts, activeAdminSection } from "~/admin/sections";
import * as styles from "~/components/office/office-nav.css";
import { splitLocale } from "~/i18n/locales";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import { Icon } from "../ui/icon";
import { badge } from "./admin.css";

/** The back-office's sections (the office's menu look), with how many items wait in each queue. */
export function AdminNav({ counts }: { counts: AdminCounts }) {
  const href = useLocalizedHref();
  const t = useT();
  const active = activeAdminSection(splitLocale(useLocation().pathname).rest);
  return (
    <nav className={styles.nav} aria-label={t("admin.nav.label")}>
      <ul className={styles.list}>
        {ADMIN_SECTIONS.map((section) => {
          const waiting = section.count ? counts[section.count] : 0;
          return (
            <li key={section.path} className={styles.item}>
              <Link
                to={href(section.path)}
                className={styles.link}
                aria-current={section === active ? "page" : undefined}
              >
                <Icon name={section.icon} size={20} className={styles.icon} />
                <span className={styles.label}>{t(`admin.nav.${section.label}`)}</span>
                {waiting > 0 ? (
                  <span className={badge} data-tone="accent">
                    {waiting}
                    <span className={visuallyHidden}> {t("admin.nav.waiting")}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
