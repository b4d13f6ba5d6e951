import { Link } from "react-router";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./error-page.css";

type ErrorKind = "notFound" | "unavailable" | "error";

/** The 404, 503 and 500 pages (SPEC §8): code, translated message, a way back home. */
export function ErrorPage({ kind, details }: { kind: ErrorKind; details?: string }) {
  const t = useT();
  const href = useLocalizedHref();
  const code = kind === "notFound" ? "404" : kind === "unavailable" ? "503" : "500";
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 id="error-title" className={styles.title}>
        {kind === "notFound"
          ? t("errors.notFound")
          : kind === "unavailable"
            ? t("errors.unavailableTitle")
            : t("errors.occurred")}
      </h1>
      <p className={styles.text}>
        {kind === "notFound"
          ? t("errors.notFoundHint")
          : kind === "unavailable"
            ? t("errors.unavailable")
            : t("errors.tryLater")}
      </p>
      <Link to={href("/")} className={styles.button}>
        {t("errors.backHome")}
      </Link>
      {details ? <pre className={styles.details}>{details}</pre> : null}
    </section>
  );
}
