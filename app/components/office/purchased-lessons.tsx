import { Link } from "react-router";
import type { LessonCard as LessonCardData } from "~/catalog/types";
import { EmptyState } from "~/components/catalog/empty-state";
import { cardGridWide, LessonCard } from "~/components/catalog/lesson-card";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { filledButton } from "../ui/button.css";
import * as styles from "./own-page.css";

/** The owner's "purchased lessons" tab: the lessons they bought, or the way to the catalog. */
export function PurchasedLessons({ lessons }: { lessons: LessonCardData[] }) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <section className={styles.panel} aria-labelledby="purchased-title">
      <div className={styles.panelHead}>
        <div>
          <h2 id="purchased-title" className={styles.panelTitle}>
            {t("office.tabs.purchased")}
            {lessons.length > 0 ? <span className={styles.count}>{lessons.length}</span> : null}
          </h2>
          <p className={styles.panelLead}>{t("office.purchased.lead")}</p>
        </div>
      </div>
      {lessons.length === 0 ? (
        <EmptyState
          title={t("office.purchased.emptyTitle")}
          text={t("office.purchased.emptyText")}
          icon="play"
        >
          <Link to={href("/lessons")} className={filledButton}>
            {t("office.purchased.browse")}
          </Link>
        </EmptyState>
      ) : (
        <ul className={cardGridWide}>
          {lessons.map((lesson) => (
            <li key={lesson.id}>
              <LessonCard lesson={lesson} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
