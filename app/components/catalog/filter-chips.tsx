import { useLocation } from "react-router";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import { Icon } from "../ui/icon";
import { PageLink } from "../ui/page-link";
import * as styles from "./filter-chips.css";

export interface FilterChip {
  /** The query parameter it stands for (a React key). */
  key: string;
  label: string;
  /** The list without this filter: a path or a query string added to the current path. */
  href: string;
}

/** The filters in use, each removable by a plain link, and "clear all". */
export function FilterChips({ chips, clearHref }: { chips: FilterChip[]; clearHref?: string }) {
  const t = useT();
  const { pathname } = useLocation();
  if (chips.length === 0) return null;
  const to = (href: string) => (href === "" || href.startsWith("?") ? `${pathname}${href}` : href);
  return (
    <div className={styles.chips}>
      <p className={styles.label} id="active-filters">
        {t("catalog.filters.active")}
      </p>
      <ul className={styles.list} aria-labelledby="active-filters">
        {chips.map((chip) => (
          <li key={chip.key}>
            <PageLink to={to(chip.href)} className={styles.chip} keepScroll>
              <span>
                <span className={visuallyHidden}>{t("catalog.filters.remove")} </span>
                {chip.label}
              </span>
              <Icon name="close" size={16} />
            </PageLink>
          </li>
        ))}
        {clearHref !== undefined && chips.length > 1 ? (
          <li>
            <PageLink to={to(clearHref)} className={styles.clear} keepScroll>
              {t("catalog.filters.clearAll")}
            </PageLink>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
