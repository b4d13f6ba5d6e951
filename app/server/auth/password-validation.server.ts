/**
 * Server-side password validation with the semantics of Django 5.2's default
 * AUTH_PASSWORD_VALIDATORS (`django/contrib/auth/password_validation.py`), run in Django's order:
 *
 *   1. UserAttributeSimilarityValidator (max_similarity 0.7)
 *   2. MinimumLengthValidator (min_length 8)
 *   3. CommonPasswordValidator (Django's 19,640-password list, see ./data/README.md)
 *   4. NumericPasswordValidator
 *
 * Every validator runs; all problems are reported (like Django's `validate_password`).
 * Lengths are counted in Unicode code points, as Python's `len(str)` does.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { SequenceMatcher } from "./sequence-matcher";

export type PasswordProblem =
  | "passwordTooShort"
  | "passwordTooSimilar"
  | "passwordTooCommon"
  | "passwordEntirelyNumeric";

export interface PasswordContext {
  email?: string;
  username?: string;
  fullName?: string;
}

export const MIN_PASSWORD_LENGTH = 8;

/** Django's UserAttributeSimilarityValidator default `max_similarity`. */
const MAX_SIMILARITY = 0.7;

/**
 * The attributes compared, in the order checked. Django's defaults are
 * ("username", "first_name", "last_name", "email"); we keep one full name instead of first/last.
 */
const USER_ATTRIBUTES = ["username", "fullName", "email"] as const;

/** Python's `\W` for str patterns: anything that is not `str.isalnum()` and not `_`. */
const NON_WORD_RUN = /[^\p{L}\p{N}_]+/u;

/**
 * Python's `str.isdigit()`: Unicode Numeric_Type Decimal (= general category Nd) or Digit. The
 * explicit ranges are the Numeric_Type=Digit characters (superscripts, subscripts, circled
 * digits, ...), i.e. every `c` with `c.isdigit() and not c.isdecimal()` in Python 3.11.
 */
const ENTIRELY_DIGITS =
  /^[\p{Nd}\u00b2\u00b3\u00b9\u1369-\u1371\u19da\u2070\u2074-\u2079\u2080-\u2089\u2460-\u2468\u2474-\u247c\u2488-\u2490\u24ea\u24f5-\u24fd\u24ff\u2776-\u277e\u2780-\u2788\u278a-\u2792\u{10a40}-\u{10a43}\u{10e60}-\u{10e68}\u{11052}-\u{1105a}\u{1f100}-\u{1f10a}]+$/u;

/**
 * The characters Python's `str.strip()` removes (`str.isspace()`): this differs from
 * `String.prototype.trim()`, which keeps U+001C..U+001F and U+0085 but removes U+FEFF.
 */
const PYTHON_WHITESPACE = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002,
  0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
]);

/** Python's `str.strip()` with no arguments. */
function pythonStrip(value: string): string {
  const chars = Array.from(value);
  let start = 0;
  let end = chars.length;
  while (start < end && PYTHON_WHITESPACE.has((chars[start] as string).codePointAt(0) as number)) start++;
  while (end > start && PYTHON_WHITESPACE.has((chars[end - 1] as string).codePointAt(0) as number)) end--;
  return chars.slice(start, end).join("");
}

/** Python's `len(str)`: the number of code points. */
function codePointLength(value: string): number {
  return Array.from(value).length;
}

/**
 * Django's `exceeds_maximum_length_ratio`: a value much shorter than the password can never reach
 * `max_similarity`, so it is not compared (this also bounds the work for very long passwords).
 */
function exceedsMaximumLengthRatio(password: string, maxSimilarity: number, value: string): boolean {
  const pwdLen = codePointLength(password);
  const lengthBoundSimilarity = (maxSimilarity / 2) * pwdLen;
  const valueLen = codePointLength(value);
  return pwdLen >= 10 * valueLen && valueLen < lengthBoundSimilarity;
}

/**
 * The first user attribute the password is too similar to, or null. This mirrors Django 5.2's
 * UserAttributeSimilarityValidator.validate, which skips parts for which
 * `exceeds_maximum_length_ratio` holds (added by the CVE-2021-45115 fix, Django 2.2.26/3.2.11/4.0.1)
 * and flags a part when
 * `SequenceMatcher(a=password, b=value_part).quick_ratio() >= max_similarity` — quick_ratio
 * alone, without a follow-up `.ratio()`.
 *
 * One deliberate deviation: empty parts (from a value that starts or ends with a non-word
 * character, e.g. "alice@") are skipped. Django only compares one when the password is empty
 * too, where `SequenceMatcher("", "").quick_ratio()` is 1.0 and would report "too similar".
 */
export function similarAttribute(
  password: string,
  user: PasswordContext,
): "email" | "username" | "fullName" | null {
  const passwordLower = password.toLowerCase();
  for (const attribute of USER_ATTRIBUTES) {
    const value = user[attribute];
    if (!value || typeof value !== "string") continue;
    const valueLower = value.toLowerCase();
    const valueParts = [...valueLower.split(NON_WORD_RUN), valueLower];
    for (const valuePart of valueParts) {
      if (valuePart === "") continue;
      if (exceedsMaximumLengthRatio(passwordLower, MAX_SIMILARITY, valuePart)) continue;
      if (new SequenceMatcher(passwordLower, valuePart).quickRatio() >= MAX_SIMILARITY) return attribute;
    }
  }
  return null;
}

const COMMON_PASSWORDS_FILE = "common-passwords.txt.gz";

/**
 * The list sits beside this module. In the production bundle modules move (and `import.meta.url`
 * points into `build/`), so fall back to the source location relative to the working directory.
 */
function commonPasswordsPath(): string {
  try {
    const besideModule = fileURLToPath(new URL(`./data/${COMMON_PASSWORDS_FILE}`, import.meta.url));
    if (existsSync(besideModule)) return besideModule;
  } catch {
    // import.meta.url is not a file: URL; use the fallback.
  }
  return path.resolve("app/server/auth/data", COMMON_PASSWORDS_FILE);
}

let commonPasswords: Promise<Set<string>> | undefined;

async function readCommonPasswords(): Promise<Set<string>> {
  const file = commonPasswordsPath();
  const text = (await promisify(gunzip)(await readFile(file))).toString("utf8");
  // Django: `{x.strip() for x in f}` over the lines of the gunzipped text file (universal
  // newlines; a final newline does not yield an extra empty line).
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  if (lines.at(-1) === "") lines.pop();
  const passwords = new Set<string>();
  for (const line of lines) passwords.add(pythonStrip(line));
  return passwords;
}

/** The common-password set, gunzipped once on first use (and retried if that failed). */
function loadCommonPasswords(): Promise<Set<string>> {
  if (!commonPasswords) {
    commonPasswords = readCommonPasswords().catch((error: unknown) => {
      commonPasswords = undefined;
      throw error;
    });
  }
  return commonPasswords;
}

/** Django's CommonPasswordValidator: `password.lower().strip() in passwords`. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const passwords = await loadCommonPasswords();
  return passwords.has(pythonStrip(password.toLowerCase()));
}

/** Django's NumericPasswordValidator: `password.isdigit()`. */
function isEntirelyNumeric(password: string): boolean {
  return ENTIRELY_DIGITS.test(password);
}

/** All problems with the password, in Django's validator order. An empty array means valid. */
export async function validatePassword(password: string, user: PasswordContext): Promise<PasswordProblem[]> {
  const problems: PasswordProblem[] = [];
  if (similarAttribute(password, user) !== null) problems.push("passwordTooSimilar");
  if (codePointLength(password) < MIN_PASSWORD_LENGTH) problems.push("passwordTooShort");
  if (await isCommonPassword(password)) problems.push("passwordTooCommon");
  if (isEntirelyNumeric(password)) problems.push("passwordEntirelyNumeric");
  return problems;
}
