import { useId, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { filledButton, outlineButton } from "~/components/ui/button.css";
import { Dialog } from "~/components/ui/dialog";
import * as dialogStyles from "~/components/ui/dialog.css";
import { SubmitButton } from "~/components/ui/submit-button";
import { useT } from "~/i18n/use-t";
import * as styles from "./office-items.css";

interface DeleteProps {
  /** The item route that deletes it (a POST with intent=delete). */
  action: string;
  /** The same page with its confirmation step, for browsers without JavaScript. */
  confirmHref: string;
  /** What the confirmation asks, and what it warns. */
  title: string;
  text: string;
  /** An accessible name for the button that says which item goes ("Delete Gel polish basics"). */
  label?: string;
}

const dangerOutline = `${outlineButton} ${styles.smallButton} ${styles.dangerButton}`;

/**
 * "Delete": with JavaScript the confirmation dialog opens where the button is; without it the
 * button is a link to the item's confirmation step (`?delete`), whose form does the POST.
 */
export function DeleteButton({ action, confirmHref, title, text, label }: DeleteProps) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const id = `delete-${useId().replace(/[^\w-]/g, "")}`;
  if (!hydrated) {
    return (
      <Link to={confirmHref} className={dangerOutline} aria-label={label}>
        {t("officeItems.actions.delete")}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={dangerOutline}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t("officeItems.actions.delete")}
      </button>
      {open ? (
        <Dialog
          tone="confirm"
          id={id}
          title={title}
          onCancel={() => setOpen(false)}
          cancel={
            <button type="button" className={outlineButton} onClick={() => setOpen(false)}>
              {t("officeItems.actions.cancel")}
            </button>
          }
          confirm={
            <Form method="post" action={action} className={dialogStyles.actionForm}>
              <SubmitButton name="intent" value="delete" className={filledButton}>
                {t("officeItems.actions.confirmDelete")}
              </SubmitButton>
            </Form>
          }
        >
          <p>{text}</p>
        </Dialog>
      ) : null}
    </>
  );
}

/** The confirmation step of an item page (`?delete`): the same dialog, server-rendered open. */
export function ConfirmDelete({
  title,
  text,
  cancelHref,
}: {
  title: string;
  text: string;
  cancelHref: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Dialog
      tone="confirm"
      id="confirm-delete"
      title={title}
      onCancel={() => navigate(cancelHref, { preventScrollReset: true, replace: true })}
      cancel={
        <Link to={cancelHref} preventScrollReset replace className={outlineButton}>
          {t("officeItems.actions.cancel")}
        </Link>
      }
      confirm={
        <Form method="post" className={dialogStyles.actionForm}>
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className={filledButton}>
            {t("officeItems.actions.confirmDelete")}
          </button>
        </Form>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
