import { useT } from "~/i18n/use-t";
import * as styles from "./moderation-notice.css";

/** Shown to a master whose lesson staff unpublished: the team's reason and how to publish again. */
export function ModerationNotice({ note }: { note: string }) {
  const t = useT();
  return (
    <section className={styles.notice} aria-labelledby="moderation-title">
      <h2 id="moderation-title" className={styles.title}>
        {t("moderation.unpublished.title")}
      </h2>
      <p className={styles.text}>{t("moderation.unpublished.lead")}</p>
      <blockquote className={styles.reason}>{note}</blockquote>
      <p className={styles.text}>{t("moderation.unpublished.hint")}</p>
    </section>
  );
}
