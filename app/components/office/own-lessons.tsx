import { EmptyState } from "~/components/catalog/empty-state";
import { cardGridWide, LessonCard } from "~/components/catalog/lesson-card";
import { PageLink } from "~/components/ui/page-link";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import type { OwnLesson } from "~/office/types";
import { filledButton } from "../ui/button.css";
import { Icon } from "../ui/icon";
import * as styles from "./own-page.css";

/** The owner's "my lessons" tab: every lesson with its status, drafts included, and edit links. */
export function OwnLessons({ lessons }: { lessons: OwnLesson[] }) {
  const t = useT();
  const href = useLocalizedHref();
  const newLesson = (
    <PageLink to={href("/personal-info/lessons/new")} className={`${filledButton} ${styles.headButton}`}>
      <Icon name="plus" size={20} />
      {t("office.lessons.new")}
    </PageLink>
  );
  return (
    <section className={styles.panel} aria-labelledby="own-lessons-title">
      <div className={styles.panelHead}>
        <div>
          <h2 id="own-lessons-title" className={styles.panelTitle}>
            {t("office.tabs.lessons")}
            {lessons.length > 0 ? <span className={styles.count}>{lessons.length}</span> : null}
          </h2>
          <p className={styles.panelLead}>{t("office.lessons.lead")}</p>
        </div>
        {lessons.length > 0 ? newLesson : null}
      </div>
      {lessons.length === 0 ? (
        <EmptyState title={t("office.lessons.emptyTitle")} text={t("office.lessons.emptyText")} icon="play">
          {newLesson}
        </EmptyState>
      ) : (
        <ul className={cardGridWide}>
          {lessons.map((lesson) => (
            <li key={lesson.id} className={styles.lessonItem}>
              <LessonCard lesson={lesson} showMaster={false} />
              <div className={styles.lessonMeta}>
                <span className={styles.status} data-published={lesson.published}>
                  <span className={styles.statusDot} aria-hidden="true" />
                  {t(lesson.published ? "office.lessons.published" : "office.lessons.draft")}
                </span>
                <PageLink
                  to={href(`/personal-info/lessons/${lesson.id}`)}
                  className={styles.editLink}
                  aria-label={t("office.lessons.editLesson", { title: lesson.title })}
                >
                  <Icon name="pencil" size={16} />
                  {t("office.lessons.edit")}
                </PageLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
