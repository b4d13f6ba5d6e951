import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./breadcrumbs.css";
import { PageLink } from "./page-link";

export interface Crumb {
  label: string;
  /** Unlocalized path; the last crumb (the current page) has none. */
  path?: string;
}

/** Main page › … › current page, with the main page always first. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  const href = useLocalizedHref();
  const crumbs: Crumb[] = [{ label: t("breadcrumbs.home"), path: "/" }, ...items];
  return (
    <nav aria-label={t("breadcrumbs.label")} className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path ?? crumb.label} className={styles.item}>
            {crumb.path && index < crumbs.length - 1 ? (
              <PageLink to={href(crumb.path)} className={styles.link}>
                {crumb.label}
              </PageLink>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
