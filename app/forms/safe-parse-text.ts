import { type TextRules, textErrors } from "./control-characters";
import { z } from "./zod";

/**
 * `schema.safeParse(input)` with control characters refused first, field by field: the one check
 * every form and API body goes through, so no field of any form stores them (or sends NUL to
 * PostgreSQL). A field with them gets only that message: the rest of its rules wait for clean text.
 */
export function safeParseText<S extends z.ZodType>(
  schema: S,
  input: unknown,
  rules?: TextRules,
): z.ZodSafeParseResult<z.output<S>> {
  if (input && typeof input === "object" && !Array.isArray(input)) {
    const errors = textErrors(schema, input as Record<string, unknown>, rules);
    const issues = Object.entries(errors).map(([field, message]) => ({
      code: "custom" as const,
      path: [field],
      message,
      input: (input as Record<string, unknown>)[field],
    }));
    if (issues.length > 0)
      return { success: false, error: new z.ZodError(issues) as z.ZodError<z.output<S>> };
  }
  return schema.safeParse(input) as z.ZodSafeParseResult<z.output<S>>;
}
