import { Link } from "react-router";
import { useLocalizedHref } from "~/i18n/use-locale";
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
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.pagerStatus}>
        Page {Math.min(page, pages)} of {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={styles.pagerLink} rel="next">
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
