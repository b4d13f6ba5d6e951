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

/** A noun's whole-word forms: its stem with each ending, so that words built on the stem stay allowed. */
const forms = (stem: string, endings: string[]) => endings.map((ending) => stem + ending);

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
    // "Фахівець", "спеціаліст", "професіонал" are the same person here; the staff who review are "наша команда".
    {
      idea: "master",
      use: "майстер",
      avoid: [
        "фахів*",
        "спеціаліст*",
        ...forms("професіонал", ["", "а", "у", "ові", "ом", "и", "ів", "ам", "ами", "ах"]),
      ],
    },
    { idea: "teacher", use: "викладач", avoid: ["вчител*", "учител*", "педагог*"] },
    { idea: "lesson", use: "урок", avoid: ["туторіал*", "вебінар*"] },
    { idea: "balance", use: "баланс", avoid: ["гаманець", "гаманц*", "залишок коштів"] },
    // The usual name of a Ukrainian site's terms of sale; the legal page is written as one.
    {
      idea: "public offer",
      use: "публічна оферта",
      avoid: ["угода користувача", "угоди користувача", "умови використання", "умови користування"],
    },
  ],
  ru: [
    // "Профессионал" only as whole nouns: "профессиональный" (professional, adj.) is everywhere and fine.
    {
      idea: "master",
      use: "мастер",
      avoid: [
        "специалист*",
        ...forms("профессионал", ["", "а", "у", "ом", "е", "ы", "ов", "ам", "ами", "ах"]),
      ],
    },
    { idea: "teacher", use: "преподавател", avoid: ["учител*", "педагог*"] },
    { idea: "lesson", use: "урок", avoid: ["туториал*", "вебинар*"] },
    { idea: "balance", use: "баланс", avoid: ["кошел*", "остаток средств"] },
    {
      idea: "public offer",
      use: "публичная оферта",
      avoid: ["пользовательское соглашение", "пользовательского соглашения", "условия использования"],
    },
  ],
  pl: [
    // "Mistrz" in Polish means a champion or a guild master (and "mistrzostwa" are championships, which stay);
    // "stylistka" is one trade only. "Specjalista/specjalistka" fits every category.
    {
      idea: "master",
      use: "specjalist",
      avoid: [
        ...forms("mistrz", ["", "a", "em", "owi", "u", "owie", "ów", "om", "ami", "ach"]),
        "mistrzyni*",
        "mistrzyń",
        "profesjonalist*",
        "stylist*",
      ],
    },
    // "Instruktor/instruktorka" is the beauty trade's word for who teaches a technique; "nauczyciel" is school.
    {
      idea: "teacher",
      use: "instruktor",
      avoid: ["nauczyciel*", "wykładow*", "szkoleniowiec", "szkoleniowc*", "edukator*"],
    },
    { idea: "lesson", use: "lekcj", avoid: ["tutorial*", "webinar*"] },
    { idea: "balance", use: "saldo", avoid: ["stan konta", "stanu konta", "portfel*"] },
    // Polish sites call their terms "Regulamin"; "oferta publiczna" reads as a share offering.
    {
      idea: "public offer",
      use: "Regulamin",
      avoid: [
        "oferta publiczna",
        "oferty publicznej",
        "ofertę publiczną",
        "ofercie publicznej",
        "ofertą publiczną",
      ],
    },
  ],
  fr: [
    // "Maître" is a title (lawyers) or a master of a craft guild; "maîtrise" (mastery) stays.
    {
      idea: "master",
      use: "professionnel",
      avoid: ["maître", "maîtres", "maitre", "maitres", "maîtresse*"],
    },
    { idea: "teacher", use: "formateur", avoid: ["enseignant*", "professeur*", "instructeur*"] },
    // "Cours vidéo" is the French idiom and was already the menu's word; "leçon" sounds like school.
    // "Cours" keeps its other meanings ("en cours", "cours de base" for a training taken).
    { idea: "lesson", use: "cours", avoid: ["leçon*", "tutoriel*", "webinaire*"] },
    { idea: "balance", use: "solde", avoid: ["porte-monnaie", "portefeuille*", "cagnotte*"] },
    // "Offre publique" is a takeover bid in French; a shop's terms are its CGV.
    {
      idea: "public offer",
      use: "conditions générales de vente",
      avoid: ["offre publique", "offres publiques"],
    },
  ],
  it: [
    // "Maestro" is a school teacher or a conductor; "maestria" (mastery) stays.
    { idea: "master", use: "professionist", avoid: ["maestro", "maestra", "maestri", "maestre"] },
    // "Docente" for both genders, as the badge and the terms say; "formatore" stays the level-5 rank.
    { idea: "teacher", use: "docente", avoid: ["insegnant*", "professore", "professori", "professoress*"] },
    { idea: "lesson", use: "lezion", avoid: ["tutorial*", "webinar*"] },
    { idea: "balance", use: "saldo", avoid: ["portafoglio", "borsellino"] },
    // "Offerta pubblica" is a share offering; the terms' own "offerta al pubblico" (civil code) stays.
    {
      idea: "public offer",
      use: "condizioni generali di vendita",
      avoid: ["offerta pubblica", "offerte pubbliche"],
    },
  ],
  es: [
    // "Maestro" is a school teacher; "maestría" (mastery) stays.
    { idea: "master", use: "profesional", avoid: ["maestro", "maestra", "maestros", "maestras"] },
    // "Docente" for both genders ("eres docente"), as the seeded pages already said; "formador" stays the level-5 rank.
    { idea: "teacher", use: "docente", avoid: ["profesor", "profesora", "profesores", "profesoras"] },
    // "Clase" also named the lesson ("Clases", "videoclases"); "masterclass" for a master class.
    { idea: "lesson", use: "lección", avoid: ["tutorial*", "webinar*", "clase", "clases", "videoclase*"] },
    { idea: "balance", use: "saldo", avoid: ["monedero", "billetera"] },
    // "Oferta pública" is a share offering in Spanish.
    {
      idea: "public offer",
      use: "condiciones de contratación",
      avoid: ["oferta pública", "ofertas públicas"],
    },
  ],
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
