import { formatStepTime } from "~/catalog/step-time";
import { numberFormat } from "~/i18n/formatters";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import type { LessonProgressStats } from "~/server/catalog/lesson-progress.server";
import * as styles from "./lesson-stats.css";

/**
 * A lesson's totals for its master (decision 043): buyers, how many started and completed the full
 * video, the average share watched, and the step where most of those who stopped stand.
 */
export function LessonStats({ stats }: { stats: LessonProgressStats }) {
  const t = useT();
  const locale = useLocale();
  const count = numberFormat(locale);
  const figures: [string, string][] = [
    ["buyers", count.format(stats.buyers)],
    ["started", count.format(stats.started)],
    ["completed", count.format(stats.completed)],
    ["average", numberFormat(locale, { style: "percent" }).format(stats.averagePercent / 100)],
  ];
  return (
    <section className={styles.stats} aria-labelledby="lesson-stats-title" data-lesson-stats>
      <h2 id="lesson-stats-title" className={styles.title}>
        {t("officeItems.stats.title")}
      </h2>
      <p className={styles.lead}>{t("officeItems.stats.lead")}</p>
      <dl className={styles.figures}>
        {figures.map(([key, value]) => (
          <div key={key} className={styles.figure} data-stat={key}>
            <dt className={styles.figureLabel}>{t(`officeItems.stats.${key}`)}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.stop} data-stat="stop-step">
        <span className={styles.stopLabel}>{t("officeItems.stats.stopStep")}:</span>
        <span>
          {stats.stopStep
            ? t("officeItems.stats.stopStepValue", {
                title: stats.stopStep.title,
                time: formatStepTime(stats.stopStep.startMs),
              })
            : t("officeItems.stats.noStopStep")}
        </span>
      </p>
    </section>
  );
}
