import { type FormFailure, fieldErrors, formValues, withoutSecrets } from "./form-data";
import { safeParseText } from "./safe-parse-text";
import type { z } from "./zod";

// Apart from form-data.ts, which the browser loads with every form: this brings zod's error class.
export type ParsedForm<T> =
  | { ok: true; data: T; values: Record<string, string> }
  | ({ ok: false } & FormFailure);

/** Validates submitted fields with the form's schema (the same one the browser uses). */
export function parseForm<S extends z.ZodType>(schema: S, form: FormData): ParsedForm<z.output<S>> {
  const values = formValues(form);
  const result = safeParseText(schema, values);
  if (result.success) return { ok: true, data: result.data, values };
  return { ok: false, errors: fieldErrors(result.error), values: withoutSecrets(values) };
}
