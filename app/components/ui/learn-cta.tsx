import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { filledButton, outlineButton } from "./button.css";
import * as styles from "./learn-cta.css";
import { PageLink } from "./page-link";

/** The side card on content pages that leads on to the catalog. */
export function LearnCta() {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <aside className={styles.card} aria-labelledby="learn-cta-title">
      <h2 id="learn-cta-title" className={styles.title}>
        {t("cta.title")}
      </h2>
      <p className={styles.text}>{t("cta.text")}</p>
      <PageLink to={href("/lessons?ordering=level")} className={filledButton}>
        {t("home.browseLessons")}
      </PageLink>
      <PageLink to={href("/masters?ordering=teacher")} className={outlineButton}>
        {t("home.findMaster")}
      </PageLink>
    </aside>
  );
}
