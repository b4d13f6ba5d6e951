import type { LessonCardView, MasterCardView } from "~/catalog/card-views";
import { EmptyState } from "~/components/catalog/empty-state";
import { cardGridWide, LessonCard } from "~/components/catalog/lesson-card";
import { MasterCard } from "~/components/catalog/master-card";
import { masterGridWide } from "~/components/catalog/master-card.css";
import { FollowButton } from "~/components/social/follow-button";
import { PageLink } from "~/components/ui/page-link";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { filledButton, outlineButton } from "../ui/button.css";
import * as styles from "./own-page.css";
import * as own from "./purchased-lessons.css";

export interface SavedTab {
  lessons: LessonCardView[];
  masters: (MasterCardView & { countryName: string })[];
}

/**
 * The owner's "Saved" tab (decision 045): the lessons they saved (each card's heart takes it off
 * the list) and the masters they follow (each with its follow button to stop).
 */
export function SavedPanel({ saved }: { saved: SavedTab }) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <div className={styles.panel}>
      <section aria-labelledby="saved-lessons-title" className={own.item}>
        <div className={styles.panelHead}>
          <div>
            <h2 id="saved-lessons-title" className={styles.panelTitle}>
              {t("office.saved.lessonsTitle")}
              {saved.lessons.length > 0 ? <span className={styles.count}>{saved.lessons.length}</span> : null}
            </h2>
            <p className={styles.panelLead}>{t("office.saved.lead")}</p>
          </div>
        </div>
        {saved.lessons.length === 0 ? (
          <EmptyState
            title={t("office.saved.emptyLessonsTitle")}
            text={t("office.saved.emptyLessons")}
            icon="heart"
          >
            <PageLink to={href("/lessons")} className={filledButton}>
              {t("office.purchased.browse")}
            </PageLink>
          </EmptyState>
        ) : (
          <ul className={cardGridWide} data-saved-lessons="">
            {saved.lessons.map((lesson) => (
              <li key={lesson.id}>
                <LessonCard lesson={lesson} saved />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="followed-title" className={own.item}>
        <h2 id="followed-title" className={styles.panelTitle}>
          {t("office.saved.mastersTitle")}
          {saved.masters.length > 0 ? <span className={styles.count}>{saved.masters.length}</span> : null}
        </h2>
        {saved.masters.length === 0 ? (
          <EmptyState
            title={t("office.saved.emptyMastersTitle")}
            text={t("office.saved.emptyMasters")}
            icon="user"
          >
            <PageLink to={href("/masters")} className={outlineButton}>
              {t("office.saved.browseMasters")}
            </PageLink>
          </EmptyState>
        ) : (
          <ul className={masterGridWide} data-followed-masters="">
            {saved.masters.map((master) => (
              <li key={master.id} className={own.item}>
                <MasterCard master={master} countryName={master.countryName} />
                <FollowButton username={master.username} following />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
