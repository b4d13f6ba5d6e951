/**
 * Folds text for search: lower case, compatibility forms and accents removed, in every script
 * (`Манікюр` and `манікюр`, `Éclat` and `eclat` match). Stored beside titles and names and applied
 * to the query, so one trigram index answers a case- and accent-insensitive search.
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase("und").replace(/\s+/g, " ").trim();
}

/** A folded query as a LIKE pattern that matches it anywhere (`%`, `_` and `\` taken literally). */
export function containsPattern(query: string): string {
  return `%${foldForSearch(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
