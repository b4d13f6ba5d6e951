import { Link } from "react-router";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./admin.css";

/** Previous / next links of a numbered back-office list, keeping its search. */
export function AdminPager({
  page,
  pages,
  path,
  query,
  label,
}: {
  page: number;
  pages: number;
  path: string;
  query: Record<string, string>;
  label: string;
}) {
  const href = useLocalizedHref();
  const t = useT();
  if (pages <= 1) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ""));
    if (target > 1) params.set("page", String(target));
    const search = params.toString();
    return href(search ? `${path}?${search}` : path);
  };
  return (
    <nav className={styles.pager} aria-label={label}>
      {page > 1 ? (
        <Link to={to(page - 1)} className={styles.pagerLink} rel="prev">
          {t("admin.pager.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.pagerStatus}>
        {t("admin.pager.status", { page: Math.min(page, pages), pages })}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={styles.pagerLink} rel="next">
          {t("admin.pager.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
