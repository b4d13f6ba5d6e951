import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import * as styles from "./dialog.css";
import { Icon } from "./icon";
import { useModalDialog } from "./use-modal-dialog";

type DialogProps = {
  title: string;
  children: ReactNode;
} & (
  | {
      /** A message (the flash dialog): a × and Escape close it. */
      tone: "success" | "error";
      onClose?: () => void;
    }
  | {
      /**
       * A question before something is removed (SPEC §2 "untie social account", deleting an
       * activity): no ×, the choice is one of the two actions.
       */
      tone: "confirm";
      /** Names the dialog and its title/text ids; several may sit on one page. */
      id: string;
      /** The confirm button inside its POST form. */
      confirm: ReactNode;
      /** The cancel action: a link back, or a `<form method="dialog">` button. */
      cancel: ReactNode;
      /** What Escape does with JS when cancelling is more than closing (e.g. leave the ?untie URL). */
      onCancel?: () => void;
    }
);

/**
 * A native <dialog>, server-rendered open so that it shows and its actions work without
 * JavaScript; with JavaScript it becomes modal (see `useModalDialog`).
 */
export function Dialog(props: DialogProps) {
  const t = useT();
  const ref = useModalDialog();
  const { tone, title, children } = props;
  const confirm = props.tone === "confirm" ? props : null;
  const ids = confirm
    ? { title: `${confirm.id}-title`, body: `${confirm.id}-body` }
    : { title: "dialog-title" };

  return (
    <dialog
      ref={ref}
      open
      id={confirm?.id}
      className={styles.dialog}
      aria-labelledby={ids.title}
      aria-describedby={ids.body}
      data-tone={tone}
      onClose={props.tone === "confirm" ? undefined : props.onClose}
      onCancel={
        confirm?.onCancel
          ? (event) => {
              // Escape: a cancel action of its own (leaving the ?untie URL) runs instead.
              event.preventDefault();
              confirm.onCancel?.();
            }
          : undefined
      }
    >
      {confirm ? null : (
        <form method="dialog" className={styles.closeForm}>
          <button type="submit" className={styles.close} aria-label={t("dialog.close")}>
            <Icon name="close" />
          </button>
        </form>
      )}
      <div className={styles.badge} data-tone={tone}>
        <Icon name={tone === "success" ? "check" : "alert"} size={28} />
      </div>
      <h2 id={ids.title} className={styles.title}>
        {title}
      </h2>
      <div id={ids.body} className={styles.body}>
        {children}
      </div>
      {confirm ? (
        <div className={styles.actions}>
          {confirm.cancel}
          {confirm.confirm}
        </div>
      ) : null}
    </dialog>
  );
}
