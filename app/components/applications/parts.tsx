import type { ReactNode } from "react";
import { Link } from "react-router";
import { filledButton, outlineButton } from "~/components/ui/button.css";
import { Icon, type IconName } from "~/components/ui/icon";
import { dateFormat } from "~/i18n/formatters";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./applications.css";

/** The card that holds the application: sign-in call, status or form. */
export function ApplicationPanel({
  id = "apply",
  eyebrow,
  title,
  lead,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.panelHeader}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h2 id={`${id}-title`} className={styles.panelTitle}>
          {title}
        </h2>
        {lead ? <p className={styles.panelLead}>{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** For visitors: log in (and come back here) or register. */
export function SignInCall({ loginHref, registerHref }: { loginHref: string; registerHref: string }) {
  const t = useT();
  return (
    <div className={styles.buttons}>
      <Link to={loginHref} className={filledButton}>
        {t("applications.common.logIn")}
      </Link>
      <Link to={registerHref} className={outlineButton}>
        {t("applications.common.register")}
      </Link>
    </div>
  );
}

const STATUS_ICONS: Record<string, IconName> = { pending: "sparkle", approved: "check", rejected: "alert" };

/** A date in the page's language: "24 November 2026". */
export function useDate() {
  const locale = useLocale();
  return (iso: string) => dateFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

/** The status of the user's newest application: what it is, when, the staff note, what comes next. */
export function StatusCard({
  status,
  title,
  text,
  meta,
  note,
  children,
}: {
  status: "pending" | "approved" | "rejected";
  title: string;
  text: ReactNode;
  meta?: string;
  note?: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className={styles.status} data-status={status} role="status">
      <span className={styles.statusIcon} aria-hidden="true">
        <Icon name={STATUS_ICONS[status] ?? "sparkle"} size={22} />
      </span>
      <div className={styles.statusBody}>
        <p className={styles.statusTitle}>{title}</p>
        <p className={styles.statusText}>{text}</p>
        {note ? (
          <p className={styles.note}>
            <span className={styles.noteLabel}>{t("applications.common.staffNote")}</span>
            {note}
          </p>
        ) : null}
        {meta ? <p className={styles.statusMeta}>{meta}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** The side card: three steps from applying to the result. */
export function HowItWorks({ steps }: { steps: string[] }) {
  const t = useT();
  return (
    <aside className={styles.sideCard} aria-labelledby="how-it-works">
      <h2 id="how-it-works" className={styles.sideTitle}>
        {t("applications.common.howItWorks")}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step} className={styles.step}>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      <a href="#apply" className={outlineButton}>
        {t("applications.common.toApplication")}
      </a>
    </aside>
  );
}
