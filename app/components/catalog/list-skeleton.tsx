import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import { cardGrid } from "./lesson-card.css";
import * as styles from "./list-skeleton.css";

/** SPEC §9: a loader appears only when loading takes longer than this. */
export const SKELETON_DELAY_MS = 200;

/**
 * True while a navigation to another view of the same list (new filters, another page) has been
 * loading for more than 200 ms. Always false on the server and without JavaScript.
 */
export function useSlowListNavigation(delay = SKELETON_DELAY_MS): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pending = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), delay);
    return () => clearTimeout(timer);
  }, [pending, delay]);
  return pending && slow;
}

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

/** The list, or its skeleton while a slow navigation to another view of it runs. */
export function ListLoading({ children, skeleton }: { children: ReactNode; skeleton: ReactNode }) {
  const slow = useSlowListNavigation();
  return <div aria-busy={slow || undefined}>{slow ? skeleton : children}</div>;
}
