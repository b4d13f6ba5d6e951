import type { FieldErrors } from "./form-data";
import type { z } from "./zod";

/** The field message for text with control characters (in every locale's common.json). */
export const CONTROL_CHARACTERS_MESSAGE = "validation.controlCharacters";

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

/** What a schema's text allows beyond one plain line. */
export interface TextRules {
  multiline?: readonly string[];
}

const rulesBySchema = new WeakMap<z.ZodType, TextRules>();

/** Names a schema's textareas (they keep line breaks and tabs). */
export function textRules<S extends z.ZodType>(schema: S, rules: TextRules): S {
  rulesBySchema.set(schema, rules);
  return schema;
}

/**
 * The control-character message of each text field of a form's values, by its schema's rules:
 * the one check every form and API body goes through before its schema (safe-parse-text.ts on
 * the server, use-validated-form.ts in the browser, which must not load zod with the page).
 */
export function textErrors(
  schema: z.ZodType,
  input: Record<string, unknown>,
  rules: TextRules = rulesBySchema.get(schema) ?? {},
): FieldErrors {
  return controlCharacterErrors(input, rules.multiline);
}
