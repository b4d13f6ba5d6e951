import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { useT } from "~/i18n/use-t";
import { outlineButton } from "../ui/button.css";
import { Icon } from "../ui/icon";
import * as styles from "./empty-state.css";

interface EmptyStateProps {
  title?: string;
  text?: string;
  /** Where "Reset filters" leads (a path or a query string); no link when absent. */
  resetHref?: string;
  resetLabel?: string;
  icon?: string;
  children?: ReactNode;
}

/** Nothing to show: a soft illustration, a friendly message and the way back to everything. */
export function EmptyState({
  title,
  text,
  resetHref,
  resetLabel,
  icon = "search",
  children,
}: EmptyStateProps) {
  const t = useT();
  const { pathname } = useLocation();
  const reset =
    resetHref === undefined
      ? null
      : resetHref === "" || resetHref.startsWith("?")
        ? `${pathname}${resetHref}`
        : resetHref;
  return (
    <div className={styles.empty}>
      <span className={styles.art} aria-hidden="true">
        <span className={styles.ring} />
        <Icon name={icon} size={36} />
        <span className={styles.spark}>
          <Icon name="sparkle" size={18} />
        </span>
      </span>
      <h2 className={styles.title}>{title ?? t("catalog.empty.title")}</h2>
      <p className={styles.text}>{text ?? t("catalog.empty.text")}</p>
      {reset ? (
        <PageLink to={reset} className={outlineButton}>
          {resetLabel ?? t("catalog.filters.reset")}
        </PageLink>
      ) : null}
      {children}
    </div>
  );
}
