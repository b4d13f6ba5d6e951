import type { LessonDetail } from "~/catalog/types";
import { PersonPhoto } from "~/components/catalog/person-photo";
import { Rating } from "~/components/catalog/rating";
import { outlineButton } from "~/components/ui/button.css";
import { Icon } from "~/components/ui/icon";
import { PageLink } from "~/components/ui/page-link";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./lesson.css";

/** The lesson page's "your master" card: portrait, name, level and the way to their page. */
export function MasterBox({ master }: { master: LessonDetail["master"] }) {
  const t = useT();
  const locale = useLocale();
  const href = useLocalizedHref();
  return (
    <section className={styles.masterCard} aria-labelledby="master-title">
      <h2 id="master-title" className={styles.masterHeading}>
        {t("lessons.lesson.master")}
      </h2>
      <div className={styles.masterIdentity}>
        <PersonPhoto
          photo={master.avatar}
          name={master.fullName}
          sizes="72px"
          loading="lazy"
          className={styles.avatar}
          initialClassName={styles.avatar}
        />
        <div className={styles.masterText}>
          <p className={styles.masterName}>{master.fullName}</p>
          <p className={styles.masterHandle}>@{master.username}</p>
        </div>
      </div>
      <ul className={styles.masterBadges}>
        {master.isTeacher ? (
          <li className={styles.teacherBadge}>
            <Icon name="award" size={16} />
            {t("lessons.lesson.teacher")}
          </li>
        ) : null}
        {master.qualificationLevel ? (
          <li className={styles.levelChip}>
            {t("lessons.lesson.qualification", { level: master.qualificationLevel })}
          </li>
        ) : null}
      </ul>
      <Rating value={master.rating} count={master.reviewCount} size="md" />
      {master.shortDescription ? (
        <p
          className={styles.masterAbout}
          lang={master.aboutLanguage === locale ? undefined : master.aboutLanguage}
        >
          {master.shortDescription}
        </p>
      ) : null}
      <PageLink to={href(`/masters/${encodeURIComponent(master.username)}`)} className={outlineButton}>
        {t("lessons.lesson.viewProfile")}
        <span className={visuallyHidden}>: {master.fullName}</span>
      </PageLink>
    </section>
  );
}
