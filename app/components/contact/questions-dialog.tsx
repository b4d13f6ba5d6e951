import { lazy, type MouseEvent, Suspense, useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./questions.css";

/**
 * The dialog and its form (with zod for the inline checks) load when the dialog is first opened:
 * every page has the footer's link, few visitors open it.
 */
const QuestionsDialog = lazy(() =>
  import("./questions-modal").then((module) => ({ default: module.QuestionsDialog })),
);

/** Where the contact page's form is: the questions dialog without JavaScript. */
export const QUESTIONS_ANCHOR = "questions";

/**
 * "Ask a question" (SPEC §2 questions modal): a link to the contact page's form, which with
 * JavaScript opens the same form in a modal <dialog> over the current page instead. On the
 * contact page itself it just scrolls to the form.
 */
export function AskQuestionLink({ className = styles.footerEntry }: { className?: string }) {
  const t = useT();
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
      {open ? (
        <Suspense fallback={null}>
          <QuestionsDialog action={contactPath} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
