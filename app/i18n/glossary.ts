import type { Locale } from "./locales";

/**
 * One word per idea in each language (issue 16): the word the site uses for a recurring idea, and
 * the synonyms that must not appear in its texts, the interface's (locales/<lng>/*.json) and the
 * seeded pages' alike (app/i18n/glossary.test.ts). Translators read it first; a new text that
 * drifts to a synonym fails the suite. The qualification levels have one name each by construction
 * (`levels.1`–`levels.6` in common.json, which the seeded pages use too), and the lessons'
 * difficulty its own words (`catalog.levels.*`), which must not reuse the word for a master.
 */
export interface GlossaryTerm {
  /** The idea, in English. */
  idea: string;
  /** The word the site uses for it in this language (its stem where it inflects). */
  use: string;
  /** Synonyms that must not appear, as whole words, or as word starts where they end in `*` (any case). */
  avoid: string[];
}

export const GLOSSARY: Record<Locale, GlossaryTerm[]> = {
  en: [
    { idea: "master", use: "master", avoid: ["tutor*", "beautician*"] },
    { idea: "teacher", use: "teacher", avoid: ["tutor*", "educator*", "lecturer*"] },
    { idea: "lesson", use: "lesson", avoid: ["tutorial*", "webinar*"] },
  ],
  de: [
    // "Meister" is also a legal title in German crafts (Meisterbrief): the site says "Profi".
    {
      idea: "master",
      use: "Profi",
      avoid: ["Meister", "Meistern", "Meisterin*", "Meisterseite*"],
    },
    // "Dozentin oder Dozent", "Dozierende", "Dozent:in" on a badge: the courses' word, not the school's.
    { idea: "teacher", use: "Dozent", avoid: ["Lehrkraft*", "Lehrkräfte*", "Lehrer", "Lehrerin*"] },
    {
      idea: "public offer",
      use: "AGB",
      avoid: ["öffentliche Angebot", "öffentliches Angebot", "öffentlichen Angebot*"],
    },
    { idea: "lesson", use: "Lektion", avoid: ["Tutorial", "Webinar"] },
    { idea: "balance", use: "Guthaben", avoid: ["Kontostand"] },
  ],
  uk: [
    { idea: "teacher", use: "викладач", avoid: ["вчител*", "учител*", "педагог*"] },
    { idea: "lesson", use: "урок", avoid: ["туторіал*", "вебінар*"] },
  ],
  ru: [
    { idea: "teacher", use: "преподавател", avoid: ["учител*", "педагог*"] },
    { idea: "lesson", use: "урок", avoid: ["туториал*", "вебинар*"] },
  ],
  pl: [{ idea: "lesson", use: "lekcj", avoid: ["tutorial*", "webinar*"] }],
  fr: [{ idea: "lesson", use: "leçon", avoid: ["tutoriel*", "webinaire*"] }],
  it: [{ idea: "lesson", use: "lezion", avoid: ["tutorial*", "webinar*"] }],
  es: [{ idea: "lesson", use: "lección", avoid: ["tutorial*", "webinar*"] }],
};

const pattern = (word: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${word.replace(/\*$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${word.endsWith("*") ? "" : "(?![\\p{L}\\p{N}])"}`,
    "iu",
  );

/** The synonyms a text uses where the glossary says otherwise, each as "idea: word". */
export function glossaryDrift(locale: Locale, text: string): string[] {
  return GLOSSARY[locale].flatMap(({ idea, avoid }) =>
    avoid.filter((word) => pattern(word).test(text)).map((word) => `${idea}: ${word.replace(/\*$/, "")}`),
  );
}
