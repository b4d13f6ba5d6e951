import { type FocusEvent, type FormEvent, useEffect, useState } from "react";
import type { FieldErrors } from "./form-data";
import type { z } from "./zod";

/** A function that imports a form's schema once the page is running. */
export type FormSchema = () => Promise<z.ZodType>;

/**
 * Inline validation with the form's schema once JavaScript runs; without it the server's answer
 * (the same schema, re-checked) is all there is. Server errors replace the client's after a submit.
 *
 * Every form passes a function that imports its schema: the schema, and zod with it (~25 KB
 * gzip), is fetched after the page has hydrated instead of with the page, so no page's first load
 * carries zod — nor the code that checks a form with it (validate-form.ts). Until they arrive the
 * form checks nothing and the server answers for it.
 */
export function useValidatedForm(formSchema: FormSchema, serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);
  const validator = useValidator(formSchema);
  const validate = (form: HTMLFormElement): FieldErrors => (validator ? validator(form) : {});

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

type Validator = (form: HTMLFormElement) => FieldErrors;

function useValidator(formSchema: FormSchema): Validator | null {
  const [loaded, setLoaded] = useState<{ validator: Validator } | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([formSchema(), import("./validate-form")]).then(([schema, { validateForm }]) => {
      if (current) setLoaded({ validator: (form) => validateForm(schema, form) });
    });
    return () => {
      current = false;
    };
  }, [formSchema]);
  return loaded?.validator ?? null;
}
