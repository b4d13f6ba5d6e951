import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import type { CompletionPart } from "~/office/types";
import { visuallyHidden } from "~/styles/utilities.css";
import { Icon } from "../ui/icon";
import * as styles from "./office-nav.css";
import { type ActiveSection, sectionsFor } from "./sections";

/**
 * The office's sections: a side column on laptops, a sideways-scrolling row of pills on phones
 * (the current one scrolled into view). The current section is `aria-current="page"`; inside an
 * item of a section (editing a lesson) the section is `aria-current="true"`, a link back to its list.
 * Sections the completion prompt asks for carry a dot until they have something.
 */
export function OfficeNav({
  active,
  missing,
  master,
}: {
  active: ActiveSection;
  missing: readonly CompletionPart[];
  /** Whether the person works as a master: a learner's navigation has only the account's sections. */
  master: boolean;
}) {
  const t = useT();
  const href = useLocalizedHref();
  const current = useRef<HTMLAnchorElement>(null);

  const activeKey = active.section.key;
  useEffect(() => {
    const link = activeKey ? current.current : null;
    const row = link?.closest("ul");
    if (!link || !row || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [activeKey]);

  return (
    <nav className={styles.nav} aria-label={t("office.sectionsLabel")}>
      <ul className={styles.list}>
        {sectionsFor(master, active).map((section) => {
          const isActive = section.key === active.section.key;
          const todo = section.part !== null && missing.includes(section.part);
          return (
            <li key={section.key} className={styles.item}>
              <Link
                ref={isActive ? current : undefined}
                to={href(section.path)}
                className={styles.link}
                aria-current={isActive ? (active.page === "section" ? "page" : "true") : undefined}
                prefetch="intent"
              >
                <Icon name={section.icon} size={20} className={styles.icon} />
                <span className={styles.label}>{t(`office.sections.${section.key}`)}</span>
                {todo ? (
                  <>
                    <span className={styles.todo} aria-hidden="true" />
                    <span className={visuallyHidden}> ({t("office.todo")})</span>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
