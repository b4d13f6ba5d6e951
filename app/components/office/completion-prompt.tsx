import { useEffect } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import type { Completion } from "~/office/types";
import { linkButton, outlineButton } from "../ui/button.css";
import { closeForm } from "../ui/dialog.css";
import { Icon } from "../ui/icon";
import { useModalDialog } from "../ui/use-modal-dialog";
import * as styles from "./completion-prompt.css";
import { OFFICE_SECTIONS, PART_PATHS } from "./sections";

/**
 * The personal-office prompt (SPEC §4 "Master visibility"): says whether the profile can be found
 * by others yet and lists what is missing, each with a link to its section. "Later" closes it;
 * "Don't show again" hides it for good (a POST that also works without JavaScript).
 *
 * A native <dialog>, server-rendered open so it shows and closes (form method="dialog") without
 * JavaScript; with JavaScript it becomes modal (focus kept inside, Escape closes it, the page
 * behind is inert). The server shows it once per visit (see `completionPrompt`).
 */
export function CompletionPrompt({ completion }: { completion: Completion }) {
  const t = useT();
  const href = useLocalizedHref();
  const location = useLocation();
  const fetcher = useFetcher();
  // Focus the dialog itself (its text is read first), not the close cross in its corner.
  const ref = useModalDialog({ focusDialog: true });
  const close = () => ref.current?.close();

  // "Don't show again" with JavaScript: the dialog goes at once, the POST runs behind it.
  useEffect(() => {
    if (fetcher.state !== "idle") ref.current?.close();
  }, [fetcher.state, ref]);

  const mode = completion.listed ? "listed" : "hidden";
  return (
    <dialog
      ref={ref}
      open
      className={styles.dialog}
      tabIndex={-1}
      aria-labelledby="completion-title"
      aria-describedby="completion-text"
    >
      <div className={styles.head}>
        <form method="dialog" className={closeForm}>
          <button type="submit" className={styles.close} aria-label={t("office.prompt.close")}>
            <Icon name="close" />
          </button>
        </form>
        <div className={styles.badge} aria-hidden="true">
          <Icon name={completion.listed ? "sparkle" : "eye"} size={26} />
        </div>
        <p className={styles.eyebrow}>{t("office.title")}</p>
        <h2 id="completion-title" className={styles.title}>
          {t(`office.prompt.${mode}.title`)}
        </h2>
        <p id="completion-text" className={styles.text}>
          {t(`office.prompt.${mode}.text`)}
        </p>
      </div>
      <div className={styles.body}>
        <p className={styles.listLabel} id="completion-missing">
          {t("office.prompt.missing")}
        </p>
        <ul className={styles.list} aria-labelledby="completion-missing">
          {completion.missing.map((part) => (
            <li key={part}>
              <Link to={href(PART_PATHS[part])} className={styles.part} onClick={close}>
                <span className={styles.partIcon} aria-hidden="true">
                  <Icon
                    name={OFFICE_SECTIONS.find((section) => section.part === part)?.icon ?? "sparkle"}
                    size={20}
                  />
                </span>
                <span className={styles.partText}>
                  <span className={styles.partTitle}>{t(`office.prompt.parts.${part}.title`)}</span>
                  <span className={styles.partHint}>{t(`office.prompt.parts.${part}.hint`)}</span>
                </span>
                <Icon name="chevron-right" size={20} className={styles.partArrow} />
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <form method="dialog">
            <button type="submit" className={outlineButton}>
              {t("office.prompt.later")}
            </button>
          </form>
          <fetcher.Form method="post" action={href("/personal-info/prompt")}>
            <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
            <button type="submit" className={linkButton}>
              {t("office.prompt.never")}
            </button>
          </fetcher.Form>
        </div>
      </div>
    </dialog>
  );
}
