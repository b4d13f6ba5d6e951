import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { type Completion, profileToDo } from "~/office/types";
import { linkButton, outlineButton } from "../ui/button.css";
import { Icon } from "../ui/icon";
import * as styles from "./completion-prompt.css";
import { OFFICE_SECTIONS, PART_PATHS } from "./sections";

/**
 * The personal office's notice for masters (SPEC §4 "Master visibility", decision 037): says
 * whether the profile can be found by others yet and lists what is missing, each with a link to
 * its section. A region in the page's flow under the site header (the top of the office's section
 * column, the top of the own page), never a modal: the page stays usable around it at every width.
 *
 * "Later" is a link to this same page: without JavaScript the reload does not show it again (the
 * server shows it once per visit, see `completionPrompt`); with JavaScript it just goes away.
 * "Don't show again" hides it for good (a POST that also works without JavaScript).
 */
export function CompletionPrompt({ completion }: { completion: Completion }) {
  const t = useT();
  const href = useLocalizedHref();
  const location = useLocation();
  const fetcher = useFetcher();
  const ref = useRef<HTMLElement>(null);
  const [closed, setClosed] = useState(false);
  const here = `${location.pathname}${location.search}`;

  const close = () => {
    // Focus inside the notice would fall to <body>: it goes to the page's main content instead.
    if (ref.current?.contains(document.activeElement)) {
      document.getElementById("main")?.focus({ preventScroll: true });
    }
    setClosed(true);
  };

  // "Don't show again" with JavaScript: the notice goes at once, the POST runs behind it.
  const sending = fetcher.state !== "idle";
  useEffect(() => {
    if (sending) setClosed(true);
  }, [sending]);

  const parts = profileToDo(completion);
  if (closed || parts.length === 0) return null;
  const mode = completion.listed ? "listed" : "hidden";
  return (
    <section
      ref={ref}
      className={styles.notice}
      aria-labelledby="completion-title"
      aria-describedby="completion-text"
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <span className={styles.badge} aria-hidden="true">
            <Icon name={completion.listed ? "sparkle" : "eye"} size={22} />
          </span>
          <div className={styles.headText}>
            <h2 id="completion-title" className={styles.title}>
              {t(`office.prompt.${mode}.title`)}
            </h2>
            <p id="completion-text" className={styles.text}>
              {t(`office.prompt.${mode}.text`)}
            </p>
          </div>
        </div>
        <p className={styles.listLabel} id="completion-missing">
          {t("office.prompt.missing")}
        </p>
        <ul className={styles.list} aria-labelledby="completion-missing">
          {parts.map((part) => (
            <li key={part}>
              <Link to={href(PART_PATHS[part])} className={styles.part} onClick={close}>
                <span className={styles.partIcon} aria-hidden="true">
                  <Icon
                    name={OFFICE_SECTIONS.find((section) => section.part === part)?.icon ?? "sparkle"}
                    size={18}
                  />
                </span>
                <span className={styles.partText}>
                  <span className={styles.partTitle}>{t(`office.prompt.parts.${part}.title`)}</span>
                  <span className={styles.partHint}>{t(`office.prompt.parts.${part}.hint`)}</span>
                </span>
                <Icon name="chevron-right" size={18} className={styles.partArrow} />
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link
            to={here}
            replace
            preventScrollReset
            className={outlineButton}
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            {t("office.prompt.later")}
          </Link>
          <fetcher.Form method="post" action={href("/personal-info/prompt")}>
            <input type="hidden" name="redirectTo" value={here} />
            <button type="submit" className={linkButton}>
              {t("office.prompt.never")}
            </button>
          </fetcher.Form>
        </div>
      </div>
    </section>
  );
}

/** The prompt in its place at the top of the owner's own page. */
export function PagePrompt({ completion }: { completion: Completion }) {
  return (
    <div className={styles.slot}>
      <CompletionPrompt completion={completion} />
    </div>
  );
}
