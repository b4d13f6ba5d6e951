/** A section of the master page, with the owner's pencil to its office section and the empty state. */
import type { ReactNode } from "react";
import { outlineButton } from "~/components/ui/button.css";
import { Icon } from "~/components/ui/icon";
import { PageLink } from "~/components/ui/page-link";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "../master-profile.css";

/** Where the owner edits each section of their page (the personal office's sections). */
const EDIT_PATHS: Partial<Record<string, string>> = {
  video: "/personal-info",
  "selected-brands": "/personal-info/brands",
  activity: "/personal-info/activities",
  portfolio: "/personal-info/portfolio",
  certificates: "/personal-info/certificates",
  lessons: "/personal-info/lessons",
};

export function Section({
  id,
  title,
  count,
  editable = false,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  /** The owner's view: a pencil next to the heading opens the section in the personal office. */
  editable?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const href = useLocalizedHref();
  const edit = editable ? EDIT_PATHS[id] : undefined;
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
          {count ? <span className={styles.count}>{count}</span> : null}
        </h2>
        {edit ? (
          <PageLink
            to={href(edit)}
            className={styles.editButton}
            aria-label={t("office.own.edit", { section: title })}
            title={t("office.own.edit", { section: title })}
          >
            <Icon name="pencil" size={20} />
          </PageLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** An empty section on the owner's own page: what belongs there and the way to add it. */
export function AddSomething({ id }: { id: keyof typeof EMPTY_KEYS }) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <div className={styles.addBox}>
      <p>{t(`office.own.empty.${EMPTY_KEYS[id]}.text`)}</p>
      <PageLink to={href(EDIT_PATHS[id] ?? "/personal-info")} className={outlineButton}>
        <Icon name="plus" size={18} />
        {t(`office.own.empty.${EMPTY_KEYS[id]}.action`)}
      </PageLink>
    </div>
  );
}

const EMPTY_KEYS = {
  "selected-brands": "brands",
  activity: "activities",
  portfolio: "portfolio",
  certificates: "certificates",
  lessons: "lessons",
} as const;
