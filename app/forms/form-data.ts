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

/** Never send a password back to the page. */
export function withoutSecrets(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_FIELD.test(key)));
}

/** Letters in any script (SPEC §5: names have at least 3 letters). */
export const countLetters = (value: string) => (value.match(/\p{L}/gu) ?? []).length;
