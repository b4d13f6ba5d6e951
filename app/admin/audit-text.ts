import type { TFunction } from "~/i18n/translator";
import { readStoredText } from "./stored-text";

/**
 * The audit log's columns in the reader's language (decision 036): the action `brand.delete` is
 * `admin.audit.actions.brand.delete`, the subject `brand:7` is `admin.audit.subjects.brand` with
 * its id, the detail a stored text (app/admin/stored-text.ts). An action or thing without a message
 * (one added later, a row from before) shows as stored.
 */
export function auditActionText(t: TFunction, action: string): string {
  const key = `admin.audit.actions.${action}`;
  const text = t(key);
  return text === key ? action : text;
}

export function auditSubjectText(t: TFunction, subject: string): string {
  const match = /^([a-z_]+):(.+)$/.exec(subject);
  if (!match) return subject;
  const key = `admin.audit.subjects.${match[1]}`;
  const text = t(key, { id: match[2] });
  return text === key ? subject : text;
}

export function auditDetailText(t: TFunction, locale: string, detail: string): string {
  return readStoredText(t, locale, detail);
}
