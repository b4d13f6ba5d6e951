import { COURSE_DATA } from "~/catalog/json-ld";
import type { LessonDetail } from "~/catalog/types";
import { Rating } from "~/components/catalog/rating";
import { TextLanguageBadge } from "~/components/catalog/text-language";
import { ViewCount } from "~/components/catalog/view-count";
import { Notice } from "~/components/ui/auth-card";
import { Breadcrumbs, type Crumb } from "~/components/ui/breadcrumbs";
import { Icon } from "~/components/ui/icon";
import { JsonLd } from "~/components/ui/json-ld";
import { PageLink } from "~/components/ui/page-link";
import { LOCALE_NAMES } from "~/i18n/locales";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./lesson.css";

/**
 * The lesson page's head: breadcrumbs, a draft's notice, topic, title and the facts (language,
 * level, rating, views, subtitles), with the page's JSON-LD. Drawn inside the page's `<header>`.
 */
export function LessonHead({
  lesson,
  lang,
  isOwner,
  courseData,
}: {
  lesson: LessonDetail;
  /** The title's language when it is not the page's (no translation into it). */
  lang: LessonDetail["textLanguage"] | undefined;
  isOwner: boolean;
  /** The page's schema.org `Course`, made by the loader (`keepOutOfHydration`, `JsonLd`). */
  courseData: string[] | null;
}) {
  const t = useT();
  const href = useLocalizedHref();

  const crumbs: Crumb[] = [{ label: t("nav.items.lessons"), path: "/lessons?ordering=level" }];
  if (lesson.category)
    crumbs.push({
      label: lesson.category.title,
      path: `/lessons?ordering=level&category=${lesson.category.id}`,
    });
  crumbs.push({ label: lesson.title });

  return (
    <div className={styles.headInner}>
      <JsonLd id={COURSE_DATA} text={courseData} />
      <Breadcrumbs items={crumbs} />
      {!lesson.published ? (
        <Notice tone="info">
          {isOwner ? t("lessons.lesson.draftOwner") : t("lessons.lesson.draftStaff")}
        </Notice>
      ) : null}
      {lesson.subCategory ? (
        <p className={styles.topic}>
          <PageLink to={href(`/lessons?ordering=level&subcategory=${lesson.subCategory.id}`)}>
            {lesson.subCategory.title}
          </PageLink>
        </p>
      ) : null}
      <h1 className={styles.title} lang={lang}>
        {lesson.title}
      </h1>
      <ul className={styles.facts}>
        {lang ? (
          <li>
            <TextLanguageBadge language={lang} />
          </li>
        ) : (
          <li className={styles.subtitlesFact} data-language={lesson.language}>
            <Icon name="volume" size={16} />
            <span className={visuallyHidden}>{t("catalog.taughtInLabel")}: </span>
            {t(`catalog.languageNames.${lesson.language}`)}
          </li>
        )}
        {lesson.level !== "none" ? (
          <li className={styles.levelBadge}>
            <span className={visuallyHidden}>{t("catalog.level")}: </span>
            {t(`catalog.levels.${lesson.level}`)}
          </li>
        ) : null}
        <li>
          <a href="#reviews" className={styles.factLink}>
            <Rating value={lesson.rating} count={lesson.reviewCount} size="md" />
          </a>
        </li>
        <li className={styles.viewsFact}>
          <ViewCount views={lesson.views} />
        </li>
        {lesson.subtitles.length > 0 ? (
          <li className={styles.subtitlesFact} data-subtitles={lesson.subtitles.join(" ")}>
            <span className={styles.ccMark} aria-hidden="true">
              CC
            </span>
            <span className={visuallyHidden}>{t("lessons.lesson.subtitles")}: </span>
            {lesson.subtitles.map((language, index) => (
              <span key={language} lang={language}>
                {index > 0 ? " · " : ""}
                {LOCALE_NAMES[language]}
              </span>
            ))}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
