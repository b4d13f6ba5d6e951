import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import { cardGrid } from "./lesson-card.css";
import * as styles from "./list-skeleton.css";

/** Grey stand-ins for cards while the next view of the list loads. */
export function ListSkeleton({
  count = 6,
  variant = "lesson",
  gridClassName = cardGrid,
}: {
  count?: number;
  variant?: "lesson" | "master";
  gridClassName?: string;
}) {
  const t = useT();
  return (
    <div role="status" aria-live="polite">
      <span className={visuallyHidden}>{t("catalog.loading")}</span>
      <ul className={gridClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <li key={index} className={styles.card} data-variant={variant}>
            <span className={styles.media} />
            <span className={styles.line} data-width="short" />
            <span className={styles.line} />
            <span className={styles.line} data-width="medium" />
          </li>
        ))}
      </ul>
    </div>
  );
}
