import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import * as dialogStyles from "~/components/ui/dialog.css";
import { Icon } from "~/components/ui/icon";
import type { QuestionsRefusal } from "~/forms/questions-limits";
import { useT } from "~/i18n/use-t";
import * as styles from "./questions.css";
import { QuestionsForm } from "./questions-form";

/** The questions form in a modal dialog; it closes itself once the question is sent. */
export function QuestionsDialog({ action, onClose }: { action: string; onClose: () => void }) {
  const t = useT();
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
