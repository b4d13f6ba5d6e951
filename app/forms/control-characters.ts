import type { FieldErrors } from "./form-data";

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
