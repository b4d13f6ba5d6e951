import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useLocalizedHref } from "~/i18n/use-locale";

/**
 * The dialog and its form (with zod for the inline checks) load when the dialog is first opened:
 * every page has the footer's link, few visitors open it.
 */
const QuestionsDialog = lazy(() =>
  import("./questions-modal").then((module) => ({ default: module.QuestionsDialog })),
);

/**
 * Opens the questions dialog (SPEC §2 questions modal) for a plain click on any `AskQuestionLink`
 * of the page, except on the contact page, whose form is already there. One listener in the root.
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
