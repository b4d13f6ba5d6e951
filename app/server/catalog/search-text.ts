/**
 * Folds text for search: lower case, compatibility forms and accents removed, in every script
 * (`Манікюр` and `манікюр`, `Éclat` and `eclat` match). Stored beside titles and names and applied
 * to the query, so one trigram index answers a case- and accent-insensitive search.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("und")
    .replace(/[łßæœ]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Letters of the eight languages that Unicode does not decompose into a base letter and a mark:
 * Polish ł (a stroke, not an accent), German ß, French æ and œ (issue 14: `rytual` did not find
 * `Rytuał`). Stored text folded before these were added is folded again by migration 0009.
 */
const UNDECOMPOSED: Readonly<Record<string, string>> = { ł: "l", ß: "ss", æ: "ae", œ: "oe" };

/** A folded query as a LIKE pattern that matches it anywhere (`%`, `_` and `\` taken literally). */
export function containsPattern(query: string): string {
  return `%${foldForSearch(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
