import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./dialog.css";
import { Icon } from "./icon";

interface DialogProps {
  tone: "success" | "error";
  title: string;
  children: ReactNode;
  onClose?: () => void;
}

/**
 * A native <dialog>. Server-rendered open, so it shows and closes (form method="dialog") without
 * JavaScript; with JavaScript it becomes modal: focus stays inside, Escape closes it and the page
 * behind is inert and does not scroll.
 */
export function Dialog({ tone, title, children, onClose }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open && !dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
  }, []);

  return (
    <dialog
      ref={ref}
      open
      className={styles.dialog}
      aria-labelledby="dialog-title"
      data-tone={tone}
      onClose={onClose}
    >
      <form method="dialog" className={styles.closeForm}>
        <button type="submit" className={styles.close} aria-label={t("dialog.close")}>
          <Icon name="close" />
        </button>
      </form>
      <div className={styles.badge} data-tone={tone}>
        <Icon name={tone === "success" ? "check" : "alert"} size={28} />
      </div>
      <h2 id="dialog-title" className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
