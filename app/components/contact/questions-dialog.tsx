import { lazy, Suspense, useCallback, useState } from "react";
import { useLocation } from "react-router";
import { useLinkClicks } from "~/components/ui/page-link";
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

  const onContactPage = pathname.replace(/\/$/, "") === contactPath;
  useLinkClicks(
    "a[data-opens-questions]",
    useCallback(() => {
      if (onContactPage) return false;
      setOpen(true);
      return true;
    }, [onContactPage]),
  );

  return open ? (
    <Suspense fallback={null}>
      <QuestionsDialog action={contactPath} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
