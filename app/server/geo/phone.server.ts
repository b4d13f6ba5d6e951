/**
 * Phone numbers for registration forms, with libphonenumber-js. The "max" metadata is used so that validity is
 * checked against each country's real number patterns, not only against possible lengths (the server can afford
 * the larger metadata).
 */
import { isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js/max";

/** Longer input is no phone number: rejected before parsing. */
const MAX_INPUT_LENGTH = 64;

/**
 * The E.164 form of a valid phone number, or null. `input` is either international ("+380 44 123 45 67") or a
 * number as dialled in `country` (ISO alpha-2): national ("044 123 45 67" with "UA") or with that country's
 * international prefix ("00380441234567" with "UA"). Spaces, dashes, brackets and a "tel:" prefix are allowed;
 * an extension is dropped. An unknown `country` is ignored.
 */
export function normalizePhone(input: string, country?: string): { e164: string } | null {
  if (input.length > MAX_INPUT_LENGTH) return null;
  const code = country?.trim().toUpperCase();
  const defaultCountry = code && isSupportedCountry(code) ? code : undefined;
  const parsed = parsePhoneNumberFromString(input, defaultCountry);
  if (!parsed?.isValid()) return null;
  return { e164: parsed.number };
}
