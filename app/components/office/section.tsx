import type { ReactNode } from "react";
import * as styles from "./section.css";

export interface OfficeSectionProps {
  /** The section's page heading (rendered as the page's h1). */
  title: string;
  /** One or two sentences under the heading that say what the section is for. */
  lead?: string;
  /** Buttons or links shown at the top right (under the heading on phones). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame every personal-office section renders inside the office layout's `<Outlet/>`. */
export function OfficeSection({ title, lead, actions, children }: OfficeSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="office-section-title">
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 id="office-section-title" className={styles.title}>
            {title}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
