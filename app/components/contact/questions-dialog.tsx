import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
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
 * JavaScript opens the same form in a modal <dialog> over the current page instead
 * (`QuestionsDialogHost`). It holds no handler of its own, so the footer can be kept as the server
 * drew it (`keptPart`); it is a plain anchor, not a page link, so on the contact page itself the
 * browser just scrolls to the form.
 */
export function AskQuestionLink({ className = styles.footerEntry }: { className?: string }) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <a
      href={`${href("/contact")}#${QUESTIONS_ANCHOR}`}
      className={className}
      aria-haspopup="dialog"
      data-opens-questions=""
    >
      <Icon name="mail" size={18} />
      {t("questions.ask")}
    </a>
  );
}

/**
 * Opens the questions dialog for a plain click on any `AskQuestionLink` of the page, except on
 * the contact page, whose form is already there. One listener in the root.
 */
export function QuestionsDialogHost() {
  const href = useLocalizedHref();
  const { pathname } = useLocation();
  const contactPath = href("/contact");
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[data-opens-questions]");
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
      if (!link || modified || event.defaultPrevented) return;
      if (pathname.replace(/\/$/, "") === contactPath) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [pathname, contactPath]);

  return open ? (
    <Suspense fallback={null}>
      <QuestionsDialog action={contactPath} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
