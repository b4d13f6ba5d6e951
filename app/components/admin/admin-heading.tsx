import type { ReactNode } from "react";
import * as styles from "./admin.css";

/** A back-office page's title, its one-line purpose and (optionally) an action beside them. */
export function AdminHeading({
  title,
  lead,
  action,
}: {
  title: string;
  lead?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <header className={styles.heading}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {action}
    </header>
  );
}
