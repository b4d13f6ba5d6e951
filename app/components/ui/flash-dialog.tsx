import { useT } from "~/i18n/use-t";
import type { Flash } from "~/server/http/flash.server";
import { Dialog } from "./dialog";

/** The message an action left for the next page (flash.server.ts), as a dialog. */
export function FlashDialog({ flash }: { flash: Flash }) {
  const t = useT();
  const title = flash.title
    ? t(flash.title)
    : t(flash.kind === "error" ? "errors.occurred" : "dialog.success");
  return (
    <Dialog key={`${flash.kind}:${flash.message}`} tone={flash.kind} title={title}>
      <p>{t(flash.message)}</p>
    </Dialog>
  );
}
