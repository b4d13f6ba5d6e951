import { formatMoney } from "~/i18n/money";
import type { TFunction } from "~/i18n/translator";

/**
 * Texts the database keeps for a person to read later (the audit log's detail, a ledger entry's
 * reference) are stored as a message key and its values, not as a sentence in one language, so
 * each reader sees them in their own language (decision 036). What a person typed (a reason, a
 * name, a note) goes in as a value and comes out as typed. Rows written before this (plain text)
 * are shown as they are.
 *
 * A value is a string, a number, `{ cents }` (money, shown signed in the reader's format) or
 * `{ key }` (another message, e.g. "(network home)" for an empty link).
 */
export type StoredValue = string | number | { cents: number } | { key: string };

interface StoredForm {
  /** The message key. */
  k: string;
  /** Its values (`{{name}}` placeholders; a numeric `count` picks the plural form). */
  v?: Record<string, StoredValue>;
}

/** The longest a text value is kept (a typed note or reason is shorter: their forms' limits). */
const VALUE_MAX = 2000;

/** A key and its values as the JSON text to store. */
export function storedText(key: string, values?: Record<string, StoredValue>): string {
  const capped = values
    ? Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === "string" ? value.slice(0, VALUE_MAX) : value,
        ]),
      )
    : undefined;
  const form: StoredForm = capped ? { k: key, v: capped } : { k: key };
  return JSON.stringify(form);
}

/** The key and values of a stored text, or null for plain text (an old row, a typed text). */
export function parseStoredText(text: string): StoredForm | null {
  if (!text.startsWith('{"k":')) return null;
  try {
    const form = JSON.parse(text) as unknown;
    if (!form || typeof form !== "object") return null;
    const { k, v } = form as Partial<StoredForm>;
    if (typeof k !== "string" || (v !== undefined && (typeof v !== "object" || v === null))) return null;
    return { k, v };
  } catch {
    return null;
  }
}

/** A stored text in the reader's language (`t` is the reader's); plain text comes back unchanged. */
export function readStoredText(t: TFunction, locale: string, text: string): string {
  const form = parseStoredText(text);
  if (!form) return text;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(form.v ?? {})) {
    if (typeof value === "string" || typeof value === "number") values[name] = value;
    else if (value && typeof value === "object" && "cents" in value)
      values[name] = formatMoney(value.cents, locale, { alwaysCents: true, signed: true });
    else if (value && typeof value === "object" && "key" in value) values[name] = t(value.key);
  }
  return t(form.k, values);
}
