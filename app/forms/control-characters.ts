import type { FieldErrors } from "./form-data";
import { z } from "./zod";

/** The field message for text with control characters (in every locale's common.json). */
export const CONTROL_CHARACTERS_MESSAGE = "validation.controlCharacters";
/** The same for the back-office, whose messages are plain English. */
export const ADMIN_CONTROL_CHARACTERS_MESSAGE = "Remove the invisible control characters.";

/**
 * True when the text holds a control character: C0 (NUL, ESC…), DEL or C1. PostgreSQL refuses
 * NUL outright (a 500 before this check) and the rest are invisible junk in a name or a mail
 * header. Multi-line text (a textarea) may keep its line breaks and tabs; CR comes with LF from
 * every browser's textarea.
 */
export function hasControlCharacters(text: string, { multiline = false } = {}): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20) {
      if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
      return true;
    }
    if (code >= 0x7f && code <= 0x9f) return true;
  }
  return false;
}

/**
 * Search text as typed into a URL (`?q=`), its control characters turned into spaces: a search
 * finds nothing with them, and NUL must never reach PostgreSQL.
 */
export function withoutControlCharacters(text: string): string {
  let clean = "";
  for (const char of text) clean += hasControlCharacters(char) ? " " : char;
  return clean;
}

/** The message for every text field with control characters; `multiline` names the textareas. */
export function controlCharacterErrors(
  values: Record<string, unknown>,
  multiline: readonly string[] = [],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    const allowLines = multiline.includes(field);
    if (
      texts.some((text) => typeof text === "string" && hasControlCharacters(text, { multiline: allowLines }))
    ) {
      errors[field] = CONTROL_CHARACTERS_MESSAGE;
    }
  }
  return errors;
}

/** What a schema's text allows beyond one plain line, and the back-office's plain-English message. */
export interface TextRules {
  multiline?: readonly string[];
  message?: string;
}

const rulesBySchema = new WeakMap<z.ZodType, TextRules>();

/** Names a schema's textareas (they keep line breaks and tabs) and, if not a key, its message. */
export function textRules<S extends z.ZodType>(schema: S, rules: TextRules): S {
  rulesBySchema.set(schema, rules);
  return schema;
}

/**
 * `schema.safeParse(input)` with control characters refused first, field by field: the one check
 * every form and API body goes through, so no field of any form stores them (or sends NUL to
 * PostgreSQL). A field with them gets only that message: the rest of its rules wait for clean text.
 */
export function safeParseText<S extends z.ZodType>(
  schema: S,
  input: unknown,
  rules: TextRules = rulesBySchema.get(schema) ?? {},
): z.ZodSafeParseResult<z.output<S>> {
  if (input && typeof input === "object" && !Array.isArray(input)) {
    const errors = controlCharacterErrors(input as Record<string, unknown>, rules.multiline);
    const issues = Object.keys(errors).map((field) => ({
      code: "custom" as const,
      path: [field],
      message: rules.message ?? CONTROL_CHARACTERS_MESSAGE,
      input: (input as Record<string, unknown>)[field],
    }));
    if (issues.length > 0)
      return { success: false, error: new z.ZodError(issues) as z.ZodError<z.output<S>> };
  }
  return schema.safeParse(input) as z.ZodSafeParseResult<z.output<S>>;
}
