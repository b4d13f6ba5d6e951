import { type FocusEvent, type FormEvent, useEffect, useState } from "react";
import { safeParseText } from "./control-characters";
import { type FieldErrors, fieldErrors, formValues } from "./form-data";
import type { z } from "./zod";

/**
 * Inline validation with the form's schema once JavaScript runs; without it the server's answer
 * (the same schema, re-checked) is all there is. Server errors replace the client's after a submit.
 */
export function useValidatedForm(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);

  const validate = (form: HTMLFormElement): FieldErrors => {
    const result = safeParseText(schema, formValues(form));
    return result.success ? {} : fieldErrors(result.error);
  };

  return {
    errors,
    /** Re-checks a field when the visitor leaves it (only clears or shows that field's message). */
    onBlur(event: FocusEvent<HTMLFormElement>) {
      const target = event.target as unknown as HTMLInputElement;
      const { name, value } = target;
      if (!name) return;
      // Focus moving to the submit button: the submit validates everything. Updating now would
      // move the button under the pointer between mousedown and mouseup and swallow the click.
      if ((event.relatedTarget as HTMLElement | null)?.matches?.("button[type=submit]")) return;
      const next = validate(event.currentTarget);
      // Only complain about a field the visitor has typed in (or that already showed an error).
      setErrors((current) => {
        const { [name]: _, ...rest } = current;
        return next[name] && (current[name] || value) ? { ...rest, [name]: next[name] } : rest;
      });
    },
    /** Stops a submit the server would refuse anyway, and focuses the first bad field. */
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const next = validate(event.currentTarget);
      if (Object.keys(next).length === 0) return;
      event.preventDefault();
      setErrors(next);
      const first = Object.keys(next)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    },
  };
}
