import type { ReactNode } from "react";
import { Breadcrumbs } from "./breadcrumbs";
import * as styles from "./page-hero.css";

/** The heading band at the top of content pages: breadcrumbs and the page title. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <Breadcrumbs items={[{ label: title }]} />
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
