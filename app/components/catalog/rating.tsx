import type { CSSProperties } from "react";
import { numberFormat } from "~/i18n/formatters";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./rating.css";

interface RatingProps {
  /** Average 1–5; 0 means no review yet. */
  value: number;
  /** Number of reviews; shown after the number when given. */
  count?: number;
  size?: "sm" | "md" | "lg";
}

/**
 * Five stars filled to the average, the number beside them and, when given, the review count.
 * Screen readers hear one phrase ("Rated 4.5 out of 5, 12 reviews"); the drawing is hidden.
 */
export function Rating({ value, count, size = "sm" }: RatingProps) {
  const t = useT();
  const locale = useLocale();
  const rated = value > 0 && count !== 0;
  const clamped = Math.min(5, Math.max(0, value));
  const number = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(clamped);
  const reviews =
    count === undefined
      ? ""
      : t("catalog.rating.reviews", { count, formatted: numberFormat(locale).format(count) });
  const label = rated
    ? [t("catalog.rating.label", { rating: number }), reviews].filter(Boolean).join(", ")
    : t("catalog.rating.none");
  const filled = { "--rating": `${Math.round(clamped * 200) / 10}%` } as CSSProperties;
  return (
    <span className={styles.rating} data-size={size} role="img" aria-label={label}>
      <span className={styles.stars} style={filled} aria-hidden="true" />
      {rated ? (
        <>
          <span className={styles.value} aria-hidden="true">
            {number}
          </span>
          {count !== undefined ? (
            <span className={styles.count} aria-hidden="true">
              {`(${numberFormat(locale).format(count)})`}
            </span>
          ) : null}
        </>
      ) : (
        <span className={styles.count} aria-hidden="true">
          {t("catalog.rating.new")}
        </span>
      )}
    </span>
  );
}
