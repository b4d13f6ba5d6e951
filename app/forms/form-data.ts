import { safeParseText } from "./control-characters";
import type { z } from "./zod";

/** Field errors by field name; each message is a translation key. */
export type FieldErrors = Record<string, string>;

/** What an action answers (400) when a form is refused: errors and what was typed (no passwords). */
export interface FormFailure {
  errors: FieldErrors;
  values: Record<string, string>;
}

const SECRET_FIELD = /password/i;

export function formValues(form: FormData | HTMLFormElement): Record<string, string> {
  const data = form instanceof FormData ? form : new FormData(form);
  const values: Record<string, string> = {};
  for (const [key, value] of data.entries()) if (typeof value === "string") values[key] = value;
  return values;
}

/** The first message per field, keyed by the top-level field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

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

/** Never send a password back to the page. */
export function withoutSecrets(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_FIELD.test(key)));
}

/** Letters in any script (SPEC §5: names have at least 3 letters). */
export const countLetters = (value: string) => (value.match(/\p{L}/gu) ?? []).length;
