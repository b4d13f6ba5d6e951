import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./error-page.css";
import { type ErrorKind, errorKind } from "./error-status";
import { PageLink } from "./page-link";

const TEXT: Record<ErrorKind, { title: string; hint: string }> = {
  notFound: { title: "errors.notFound", hint: "errors.notFoundHint" },
  forbidden: { title: "errors.forbidden", hint: "errors.forbiddenHint" },
  tooManyRequests: { title: "errors.tooManyRequests", hint: "errors.tooManyRequestsHint" },
  unavailable: { title: "errors.unavailableTitle", hint: "errors.unavailable" },
  badRequest: { title: "errors.badRequest", hint: "errors.badRequestHint" },
  error: { title: "errors.occurred", hint: "errors.tryLater" },
};

/** The 4xx, 503 and 500 pages (SPEC §8): code, translated message, a way back home. */
export function ErrorPage({ status, details }: { status: number; details?: string }) {
  const t = useT();
  const href = useLocalizedHref();
  const kind = errorKind(status);
  const code = String(status);
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 id="error-title" className={styles.title}>
        {t(TEXT[kind].title)}
      </h1>
      <p className={styles.text}>{t(TEXT[kind].hint)}</p>
      <PageLink to={href("/")} className={styles.button}>
        {t("errors.backHome")}
      </PageLink>
      {details ? <pre className={styles.details}>{details}</pre> : null}
    </section>
  );
}
