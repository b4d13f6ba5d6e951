import type { LessonCardView } from "~/catalog/card-views";
import { imageSrc, imageSrcSet } from "~/catalog/image-urls";
import type { Locale } from "~/i18n/locales";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import { SaveButton } from "../social/save-button";
import { Icon } from "../ui/icon";
import { PageLink } from "../ui/page-link";
import { usePrice } from "./format";
import * as styles from "./lesson-card.css";
import { Rating } from "./rating";
import { ViewCount } from "./view-count";

/** What a card's poster takes in the lesson grids (`cardGrid`): one column of two on phones, four on desktop. */
export const LESSON_CARD_SIZES = "(min-width: 1100px) 280px, (min-width: 768px) 30vw, 50vw";

interface LessonCardProps {
  lesson: LessonCardView;
  /** The first card of a page: its poster loads at once with high priority (it is the largest paint). */
  priority?: boolean;
  /** The title's heading level: 2 when the list sits right under the page's h1, else 3. */
  headingLevel?: 2 | 3;
  /** Hide the master's name (on the master's own page). */
  showMaster?: boolean;
  sizes?: string;
  /** A signed-in viewer's saved state: the heart over the poster (decision 045); none for a visitor. */
  saved?: boolean;
}

/**
 * A lesson in a list: a 4:5 poster with the level, the title (three lines at most), the master,
 * rating, views and price. The whole card opens the lesson; the master's name is its own link.
 */
export function LessonCard({
  lesson,
  priority = false,
  headingLevel = 3,
  showMaster = true,
  sizes = LESSON_CARD_SIZES,
  saved,
}: LessonCardProps) {
  const t = useT();
  const locale = useLocale();
  const href = useLocalizedHref();
  const price = usePrice();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const topic = lesson.subCategory?.title || lesson.category?.title;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {lesson.poster ? (
          <img
            className={styles.poster}
            src={imageSrc(lesson.poster)}
            srcSet={imageSrcSet(lesson.poster)}
            sizes={sizes}
            width={lesson.poster.width}
            height={lesson.poster.height}
            alt=""
            loading={priority ? "eager" : "lazy"}
            decoding={priority ? "sync" : "async"}
            fetchPriority={priority ? "high" : "auto"}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <Icon name="play" size={40} />
          </span>
        )}
        {lesson.level !== "none" ? (
          <span className={styles.level}>
            <span className={visuallyHidden}>{`${t("catalog.level")}: `}</span>
            {t(`catalog.levels.${lesson.level}`)}
          </span>
        ) : null}
        <LanguageBadge language={lesson.language} subtitles={lesson.subtitles} />
        {saved === undefined ? null : <SaveButton slug={lesson.slug} title={lesson.title} saved={saved} />}
      </div>
      <div className={styles.body}>
        {topic ? <p className={styles.topic}>{topic}</p> : null}
        <Heading
          className={styles.title}
          lang={lesson.textLanguage === locale ? undefined : lesson.textLanguage}
        >
          <PageLink to={href(`/lessons/${encodeURIComponent(lesson.slug)}`)} className={styles.titleLink}>
            {lesson.title}
          </PageLink>
        </Heading>
        {showMaster ? (
          <p className={styles.master}>
            <span className={visuallyHidden}>{`${t("catalog.master")}: `}</span>
            <PageLink
              to={href(`/masters/${encodeURIComponent(lesson.master.username)}`)}
              className={styles.masterLink}
            >
              {lesson.master.fullName}
            </PageLink>
          </p>
        ) : null}
        <div className={styles.stats}>
          <Rating value={lesson.rating} count={lesson.reviewCount} />
          <span className={styles.views}>
            <ViewCount views={lesson.views} />
          </span>
        </div>
        <p className={styles.price} data-free={lesson.priceCents === 0 || undefined}>
          <span className={visuallyHidden}>{`${t("catalog.price")}: `}</span>
          {price(lesson.priceCents)}
        </p>
      </div>
    </article>
  );
}

/**
 * "UK · CC DE EN" over the poster: the language the lesson is taught in (decision 050) and the
 * languages of the full video's subtitles (decision 044).
 */
function LanguageBadge({ language, subtitles }: { language: Locale; subtitles: Locale[] }) {
  const t = useT();
  const name = (code: Locale) => t(`catalog.languageNames.${code}`);
  const spoken = t("catalog.taughtIn", { language: name(language) });
  const subtitled =
    subtitles.length > 0 ? t("catalog.subtitles", { languages: subtitles.map(name).join(", ") }) : null;
  return (
    <span
      className={styles.subtitles}
      data-language={language}
      data-subtitles={subtitles.join(" ") || undefined}
    >
      <span aria-hidden="true">{language.toUpperCase()}</span>
      {subtitled ? (
        <>
          <span aria-hidden="true" className={styles.ccMark}>
            CC
          </span>
          <span aria-hidden="true">{subtitles.map((code) => code.toUpperCase()).join(" ")}</span>
        </>
      ) : null}
      <span className={visuallyHidden}>{subtitled ? `${spoken}. ${subtitled}` : spoken}</span>
    </span>
  );
}

/** The grid lesson cards sit in: a list, so screen readers announce how many there are. */
export { cardGrid, cardGridWide } from "./lesson-card.css";
