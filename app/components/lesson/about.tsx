import { Icon } from "~/components/ui/icon";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./lesson.css";

/** The about text, three lines and "Read more" (a checkbox: it works without JavaScript). */
export function About({
  text,
  lang,
}: {
  text: string /** Set when the text is not in the page's language. */;
  lang?: string;
}) {
  const t = useT();
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  // Three lines hold about 120 characters on a phone and 300 on a wide screen.
  const clamp = text.length > 300 || paragraphs.length > 1 ? "always" : text.length > 120 ? "phone" : null;
  return (
    <section className={styles.section} aria-labelledby="about-title">
      <h2 id="about-title" className={styles.sectionTitle}>
        {t("lessons.lesson.about")}
      </h2>
      {clamp ? (
        <input
          type="checkbox"
          id="about-more"
          className={`${visuallyHidden} ${styles.moreToggle}`}
          data-clamp={clamp}
          aria-label={t("lessons.lesson.more")}
        />
      ) : null}
      <div className={styles.about} data-clamp={clamp ?? undefined} lang={lang}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {clamp ? (
        <label htmlFor="about-more" className={styles.moreLabel} data-clamp={clamp} aria-hidden="true">
          <span className={styles.more}>{t("lessons.lesson.more")}</span>
          <span className={styles.less}>{t("lessons.lesson.less")}</span>
          <Icon name="chevron-down" size={18} />
        </label>
      ) : null}
    </section>
  );
}
