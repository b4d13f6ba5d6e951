import { Link, useLocation } from "react-router";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import { Icon } from "../ui/icon";
import * as styles from "./pagination.css";

export type PageItem = number | "gap";

/** A phone shows every number up to this many pages; past it, the first, the current and the last. */
const PHONE_MAX_NUMBERS = 5;

/**
 * The pages to show: the first, the last, and the current one with its neighbours; a gap stands
 * for two or more skipped pages (a single skipped page is shown instead of a gap).
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const n of sorted) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push("gap");
    items.push(n);
    previous = n;
  }
  return items;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  /**
   * The link of a page: a path, or a query string (`lessonSearch(filters, page)`, which is "" for
   * the first page without filters) that is added to the current path.
   */
  href: (page: number) => string;
}

/** Previous / numbered / next links (plain links: they work without JavaScript). */
export function Pagination({ page, pageCount, href }: PaginationProps) {
  const t = useT();
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const to = (n: number) => {
    const target = href(n);
    return target === "" || target.startsWith("?") ? `${pathname}${target}` : target;
  };
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav className={styles.nav} aria-label={t("catalog.pagination.label")}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link to={to(current - 1)} className={styles.step} rel="prev" prefetch="intent">
              <Icon name="chevron-left" size={18} />
              <span className={styles.stepText}>{t("catalog.pagination.previous")}</span>
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              <Icon name="chevron-left" size={18} />
              <span className={styles.stepText}>{t("catalog.pagination.previous")}</span>
            </span>
          )}
        </li>
        {pageItems(current, pageCount).map((item, index) =>
          item === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li
              key={item}
              className={styles.item}
              data-far={
                pageCount > PHONE_MAX_NUMBERS && item !== 1 && item !== pageCount && item !== current
                  ? ""
                  : undefined
              }
            >
              {item === current ? (
                <span className={styles.number} aria-current="page">
                  <PageLabel page={item} />
                </span>
              ) : (
                <Link to={to(item)} className={styles.number} prefetch="intent">
                  <PageLabel page={item} />
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {current < pageCount ? (
            <Link to={to(current + 1)} className={styles.step} rel="next" prefetch="intent">
              <span className={styles.stepText}>{t("catalog.pagination.next")}</span>
              <Icon name="chevron-right" size={18} />
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              <span className={styles.stepText}>{t("catalog.pagination.next")}</span>
              <Icon name="chevron-right" size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** The number for the eye, "Page 3" for screen readers. */
function PageLabel({ page }: { page: number }) {
  const t = useT();
  return (
    <>
      <span aria-hidden="true">{page}</span>
      <span className={visuallyHidden}>{t("catalog.pagination.page", { page })}</span>
    </>
  );
}
