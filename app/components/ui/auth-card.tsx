import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import * as styles from "./auth-card.css";

/** The centred card of the account pages (registration, login, password recovery). */
export function AuthCard({
  title,
  lead,
  notice,
  children,
  footer,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  notice?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={styles.page}>
      <section className={styles.card} data-wide={wide || undefined} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {notice}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </div>
  );
}

export function Notice({ tone, children }: { tone: "success" | "error" | "info"; children: ReactNode }) {
  return (
    <div className={styles.notice} data-tone={tone} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/** The minutes to wait that a refused form's answer names (a 429 says them), else 1. */
export function retryAfterMinutes(answer: object | undefined): number {
  return answer && "retryAfterMin" in answer && typeof answer.retryAfterMin === "number"
    ? answer.retryAfterMin
    : 1;
}

/** The form-level error (wrong credentials, too many attempts…) above a form; `answer` is the action's. */
export function FormNotice({ error, answer }: { error?: string; answer?: object }) {
  const t = useT();
  return error ? <Notice tone="error">{t(error, { minutes: retryAfterMinutes(answer) })}</Notice> : null;
}
