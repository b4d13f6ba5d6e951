import { useEffect, useRef } from "react";

/**
 * For a native <dialog> the server renders open (so it shows, and closes with
 * `form method="dialog"`, without JavaScript): once JavaScript runs it becomes modal — focus stays
 * inside, Escape closes it, the page behind is inert and does not scroll. `focusDialog` moves the
 * focus to the dialog itself (its text is read first) instead of its first button.
 */
export function useModalDialog({ focusDialog = false }: { focusDialog?: boolean } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog?.open && !dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
      if (focusDialog) dialog.focus();
    }
  }, [focusDialog]);
  return ref;
}
