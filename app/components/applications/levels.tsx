import { QUALIFICATION_LEVELS } from "~/forms/applications-limits";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./applications.css";

/** The six qualification levels, from novice to international expert; the user's own marked. */
export function QualificationLevels({ current }: { current: number | null }) {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="levels-title">
      <h2 id="levels-title" className={styles.sectionTitle}>
        {t("applications.levels.title")}
      </h2>
      <p className={styles.muted}>{t("applications.levels.lead")}</p>
      <ol className={styles.levels}>
        {QUALIFICATION_LEVELS.map((level) => (
          <li
            key={level}
            className={styles.level}
            data-current={current === level ? "true" : undefined}
            aria-current={current === level ? "true" : undefined}
          >
            <span className={styles.levelMark} aria-hidden="true">
              {level}
            </span>
            <div>
              <p className={styles.levelName}>
                <span className={visuallyHidden}>{t("applications.levels.number", { level })} </span>
                {t(`levels.${level}`)}
              </p>
              <p className={styles.levelText}>{t(`applications.levels.${level}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
