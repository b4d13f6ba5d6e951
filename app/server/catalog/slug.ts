/**
 * URL slugs for lessons: the title in lower-case Latin letters and digits joined by hyphens, with
 * a short suffix that keeps equal titles apart (`Манікюр для початківців` + `k3x9` →
 * `manikiur-dlia-pochatkivtsiv-k3x9`). Cyrillic follows Ukraine's national romanisation (2010);
 * text with letters only Russian has (ы, э, ъ, ё) and none only Ukrainian has is romanised the
 * Russian way (г → g, и → i, й → y, я → ya). Other scripts lose their accents (`Éclat` → `eclat`).
 *
 * The geography helpers (`~/server/geo/normalize.server`) romanise too, but into comparison keys
 * (no word breaks, doubled letters squeezed, several spellings), which is not what a URL needs.
 */

const CYRILLIC: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "h",
  ґ: "g",
  д: "d",
  е: "e",
  ё: "io",
  є: "ie",
  ж: "zh",
  з: "z",
  и: "y",
  і: "i",
  ї: "i",
  й: "i",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "iu",
  я: "ia",
};

/** Russian spellings where they differ from the Ukrainian table. */
const RUSSIAN: Readonly<Record<string, string>> = { г: "g", и: "i", й: "y", ё: "yo", ю: "yu", я: "ya" };
const ONLY_RUSSIAN = /[ыэъё]/;
const ONLY_UKRAINIAN = /[іїєґ]/;

/** At the start of a word these letters are written as in the national table's first column. */
const WORD_START: Readonly<Record<string, string>> = { є: "ye", ї: "yi", й: "y", ю: "yu", я: "ya", ё: "yo" };

/** Latin letters that Unicode decomposition leaves alone. */
const LATIN_EXTRA: Readonly<Record<string, string>> = {
  ł: "l",
  ø: "o",
  đ: "d",
  ð: "d",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  þ: "th",
  ı: "i",
  ħ: "h",
};

/** Longest slug body before the suffix: cut at a word boundary. */
export const MAX_SLUG_BODY = 80;

/** The title part of a slug: lower-case Latin words joined by hyphens (may be empty). */
export function slugify(text: string): string {
  const lower = text
    .normalize("NFC")
    .toLocaleLowerCase("und")
    .replace(/['’ʼ`]/g, "");
  const russian = ONLY_RUSSIAN.test(lower) && !ONLY_UKRAINIAN.test(lower);
  let latin = "";
  let previous = "";
  // "зг" is written "zgh" (Згорани → Zghorany), so that it is not read as "ж".
  for (const ch of lower) {
    const startOfWord = !/\p{L}/u.test(previous);
    if (russian) latin += RUSSIAN[ch] ?? CYRILLIC[ch] ?? LATIN_EXTRA[ch] ?? ch;
    else if (ch === "г" && previous === "з") latin += "gh";
    else latin += (startOfWord ? WORD_START[ch] : undefined) ?? CYRILLIC[ch] ?? LATIN_EXTRA[ch] ?? ch;
    previous = ch;
  }
  const words = latin
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  let body = "";
  for (const word of words) {
    const next = body ? `${body}-${word}` : word;
    if (next.length > MAX_SLUG_BODY) {
      if (!body) body = word.slice(0, MAX_SLUG_BODY);
      break;
    }
    body = next;
  }
  return body;
}

/** A lesson's slug: the title's slug and a suffix (`lesson` when the title has no Latin letters left). */
export function lessonSlug(title: string, suffix: string): string {
  const body = slugify(title) || "lesson";
  const tail = slugify(suffix);
  return tail ? `${body}-${tail}` : body;
}

const SUFFIX_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** A short random suffix for a new lesson's slug (unambiguous letters and digits). */
export function randomSlugSuffix(length = 5): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => SUFFIX_ALPHABET[byte % SUFFIX_ALPHABET.length]).join("");
}
