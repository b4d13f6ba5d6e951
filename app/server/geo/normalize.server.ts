/**
 * Name normalisation shared by the geography helpers: turns a place name typed in any case, with or without
 * accents, apostrophes, hyphens or spaces, in Latin or Cyrillic script, into comparison keys.
 *
 * Cyrillic has several competing romanisations (Ukrainian national, Russian BGN/PCGN, loose everyday ones), so
 * a Cyrillic input yields a bounded set of keys, one per plausible spelling: Київ → kyiv, kyyiv, kiiv, …
 */

/** Romanisations tried for each Cyrillic letter, most usual first. Letters not listed are kept as they are. */
const CYRILLIC: Readonly<Record<string, readonly string[]>> = {
  а: ["a"],
  б: ["b"],
  в: ["v"],
  г: ["h", "g"],
  ґ: ["g"],
  д: ["d"],
  е: ["e"],
  є: ["ye", "ie"],
  ё: ["yo", "e"],
  ж: ["zh"],
  з: ["z"],
  и: ["y", "i"],
  і: ["i"],
  ї: ["yi", "i"],
  й: ["y", "i"],
  к: ["k"],
  л: ["l"],
  м: ["m"],
  н: ["n"],
  о: ["o"],
  п: ["p"],
  р: ["r"],
  с: ["s"],
  т: ["t"],
  у: ["u"],
  ў: ["u", "w"],
  ф: ["f"],
  х: ["kh", "h"],
  ц: ["ts"],
  ч: ["ch"],
  ш: ["sh"],
  щ: ["shch", "sch"],
  ъ: [""],
  ы: ["y", "i"],
  ь: [""],
  э: ["e"],
  ю: ["yu", "iu"],
  я: ["ya", "ia"],
  // Serbian and Macedonian letters, romanised the usual way.
  ђ: ["dj"],
  ј: ["j"],
  љ: ["lj"],
  њ: ["nj"],
  ћ: ["c"],
  џ: ["dz"],
  ѓ: ["gj"],
  ќ: ["kj"],
  ѕ: ["dz"],
};

/** Russian е is "ye" at the start of a word and after a vowel or a soft/hard sign (Елец → Yelets, Киев → Kiyev). */
const YE_AFTER = new Set(["", "а", "е", "ё", "є", "и", "і", "ї", "о", "у", "ы", "э", "ю", "я", "ь", "ъ"]);

/** Latin letters that Unicode decomposition leaves alone. */
const LATIN_EXTRA: Readonly<Record<string, string>> = {
  ł: "l",
  ŀ: "l",
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
const LATIN_EXTRA_RE = new RegExp(`[${Object.keys(LATIN_EXTRA).join("")}]`, "g");

const CYRILLIC_RE = /[\u0400-\u04ff]/;
const APOSTROPHES_RE = /['’ʼ`´‘]/g;

/** At most this many keys are generated for one input. */
export const MAX_VARIANTS = 256;

/**
 * The comparison key of a Latin-script (or already transliterated) string: lower case, no diacritics, only letters
 * and digits, doubled letters and doubled digraphs squeezed (Odessa ≡ Odesa, Zaporizhzhia ≡ Zaporizhia).
 */
export function latinKey(value: string): string {
  return value
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(LATIN_EXTRA_RE, (ch) => LATIN_EXTRA[ch] ?? ch)
    .replace(/[^\p{L}\p{N}]/gu, "")
    .replace(/(zh|kh|sh|ch|ts)\1+/g, "$1")
    .replace(/(.)\1+/gu, "$1");
}

/** Cyrillic letters are compared as letters (й is not и + breve), so the Cyrillic step runs on composed text. */
function cyrillicSpellings(value: string, limit: number): string[] {
  let spellings = [""];
  let previous = "";
  for (const ch of value) {
    let options = CYRILLIC[ch];
    if (ch === "е" && YE_AFTER.has(previous)) options = ["e", "ye"];
    // Word boundaries reset the "start of word" rule for е.
    previous = /\p{L}/u.test(ch) ? ch : "";
    if (!options) {
      spellings = spellings.map((s) => s + ch);
      continue;
    }
    // Past the limit, a letter keeps only its usual romanisation.
    const choices = spellings.length * options.length > limit ? options.slice(0, 1) : options;
    spellings = spellings.flatMap((s) => choices.map((option) => s + option));
  }
  return spellings;
}

/**
 * Every comparison key of a name: one for Latin text, a bounded set (at most `limit`) for text with Cyrillic
 * letters. Empty keys are left out, so a name with no letters or digits has none.
 */
export function nameKeys(value: string, limit = MAX_VARIANTS): string[] {
  const text = value.normalize("NFC").toLowerCase().replace(APOSTROPHES_RE, "");
  const spellings = CYRILLIC_RE.test(text) ? cyrillicSpellings(text, limit) : [text];
  const keys = new Set<string>();
  for (const spelling of spellings) {
    const key = latinKey(spelling);
    if (key) keys.add(key);
  }
  return [...keys];
}

/** German umlauts are also written ae/oe/ue (München ≡ Muenchen): the spelled-out form of a name, if different. */
export function umlautSpelling(value: string): string | null {
  const spelled = value.normalize("NFC").replace(/[äÄ]/g, "ae").replace(/[öÖ]/g, "oe").replace(/[üÜ]/g, "ue");
  return spelled === value.normalize("NFC") ? null : spelled;
}
