import { textErrors } from "./control-characters";
import { type FieldErrors, fieldErrors, formValues } from "./form-data";
import type { z } from "./zod";

/**
 * A form's fields checked in the browser as the server checks them: control characters first (as
 * safe-parse-text.ts does, without loading zod's error class here), then the schema. Imported with
 * the form's schema once the page runs (use-validated-form.ts), not with the page.
 */
export function validateForm(schema: z.ZodType, form: HTMLFormElement): FieldErrors {
  const values = formValues(form);
  const textProblems = textErrors(schema, values);
  if (Object.keys(textProblems).length > 0) return textProblems;
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}
