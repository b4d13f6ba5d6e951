import { useEffect, useRef } from "react";
import { Notice } from "~/components/ui/auth-card";
import { useT } from "~/i18n/use-t";

/**
 * Above a form the server refused: a short notice (the messages themselves are next to their
 * fields, which may be far down a long form) and, with JavaScript, the first bad field focused.
 */
export function RefusedNotice({ errors }: { errors: Record<string, string> | undefined }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    const form = ref.current?.closest("form");
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  if (!errors || Object.keys(errors).length === 0) return null;
  return (
    <div ref={ref}>
      <Notice tone="error">{errors.form ? t(errors.form) : t("officeItems.errors.checkFields")}</Notice>
    </div>
  );
}
