import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useLocation } from "react-router";
import * as dialogStyles from "~/components/ui/dialog.css";
import { Icon } from "~/components/ui/icon";
import type { QuestionsRefusal } from "~/forms/questions";
import { useLocalizedHref } from "~/i18n/use-locale";
import * as styles from "./questions.css";
import { QuestionsForm } from "./questions-form";

/** Where the contact page's form is: the questions dialog without JavaScript. */
export const QUESTIONS_ANCHOR = "questions";

/**
 * "Ask a question" (SPEC §2 questions modal): a link to the contact page's form, which with
 * JavaScript opens the same form in a modal <dialog> over the current page instead. On the
 * contact page itself it just scrolls to the form.
 */
export function AskQuestionLink({ className = styles.footerEntry }: { className?: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { pathname } = useLocation();
  const contactPath = href("/contact");
  const [open, setOpen] = useState(false);

  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (modified || pathname.replace(/\/$/, "") === contactPath) return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <Link
        to={`${contactPath}#${QUESTIONS_ANCHOR}`}
        className={className}
        onClick={openDialog}
        aria-haspopup="dialog"
      >
        <Icon name="mail" size={18} />
        {t("questions.ask")}
      </Link>
      {open ? <QuestionsDialog action={contactPath} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The questions form in a modal dialog; it closes itself once the question is sent. */
function QuestionsDialog({ action, onClose }: { action: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<QuestionsRefusal>();
  const location = useLocation();
  const openedAt = useRef(location.key);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  // Sent: the action redirected back here (a new location) and the root shows the success dialog.
  useEffect(() => {
    if (location.key !== openedAt.current) ref.current?.close();
  }, [location.key]);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="questions-dialog-title" onClose={onClose}>
      <form method="dialog" className={styles.dialogClose}>
        <button type="submit" className={dialogStyles.close} aria-label={t("dialog.close")}>
          <Icon name="close" />
        </button>
      </form>
      <header className={styles.dialogHeader}>
        <h2 id="questions-dialog-title" className={styles.title}>
          {t("questions.title")}
        </h2>
        <p className={styles.lead}>{t("questions.lead")}</p>
      </header>
      <QuestionsForm
        idPrefix="questions-dialog"
        action={action}
        returnTo={`${location.pathname}${location.search}`}
        refusal={fetcher.data}
        FormElement={fetcher.Form}
        busy={fetcher.state !== "idle"}
      />
    </dialog>
  );
}
