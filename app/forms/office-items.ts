/**
 * The personal office's item forms: a portfolio work or a certificate (one shape, a "gallery
 * item"), and a lesson. Shared by the pages (inline checks in the browser), their actions and the
 * office JSON API; every message is a translation key. Fields that repeat (photos, kept photos,
 * brands) arrive as an array on the server and as one string from the browser's inline check.
 */

import { isLocale, type Locale } from "~/i18n/locales";
import { LESSON_LEVEL_NAMES, type LessonLevelName } from "./catalog-filters";
import { textRules } from "./control-characters";
import { checkStepRows, stepRows } from "./lesson-steps";
import {
  GALLERY_MAX_PHOTOS,
  LESSON_ABOUT_MAX,
  LESSON_MAX_BRANDS,
  LESSON_PRICE_MAX_CENTS,
  LESSON_TITLE_MAX,
} from "./office-items-limits";
import { z } from "./zod";

const ID = /^\d{1,9}$/;

/** One submitted value or several, as a list of trimmed non-empty strings. */
const list = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .transform((values) => values.map((value) => value.trim()).filter(Boolean));

/** A list of record ids (each a positive integer), without repeats, in the order sent. */
const idList = (message: string) =>
  list
    .refine((values) => values.every((value) => ID.test(value) && Number(value) > 0), message)
    .transform((values) => [...new Set(values.map(Number))]);

/** A required choice of a record by id (a select's value). */
const requiredId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => ID.test(value) && Number(value) > 0, message)
    .transform(Number);

/** An optional single record id (an upload field holding one pending upload). */
const optionalId = (message: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? "")
    .refine((value) => value === "" || ID.test(value), message)
    .transform((value) => (value === "" ? null : Number(value)));

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true" || value === "1");

// ---- Portfolio works and certificates -------------------------------------------------------------

/** New and kept photos together (the values may still be raw when another field failed). */
const photoTotal = (value: { photos?: unknown; keep?: unknown }) =>
  (Array.isArray(value.photos) ? value.photos.length : 0) +
  (Array.isArray(value.keep) ? value.keep.length : 0);

export const gallerySchema = z
  .object({
    category: requiredId("officeItems.errors.categoryRequired"),
    specialization: requiredId("officeItems.errors.specializationRequired"),
    /** New photos: pending uploads (their media ids). */
    photos: idList("officeItems.errors.uploadUnavailable"),
    /** Photos the item keeps (ids of its `photos` rows), in the order they are to be shown. */
    keep: idList("officeItems.errors.invalidPhoto"),
  })
  // Checked even when another field is wrong, so that every message shows at once.
  .refine((value) => photoTotal(value) > 0, {
    path: ["photos"],
    message: "officeItems.errors.imageRequired",
    when: () => true,
  })
  .refine((value) => photoTotal(value) <= GALLERY_MAX_PHOTOS, {
    path: ["photos"],
    message: "officeItems.errors.tooManyPhotos",
    when: () => true,
  });
export type GalleryInput = z.output<typeof gallerySchema>;

// ---- Lessons ----------------------------------------------------------------------------------------

export type PriceResult = { ok: true; cents: number } | { ok: false; message: string };

/**
 * A price typed in US dollars ("12", "12.5", "12.50", "12,50", "1 200") as whole cents: 0 (free)
 * to 10 000 USD, at most two decimals; negatives, exponents and anything else are refused.
 */
export function parsePrice(input: string): PriceResult {
  const text = input.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (text === "") return { ok: false, message: "officeItems.errors.priceRequired" };
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(text);
  if (!match) return { ok: false, message: "officeItems.errors.priceInvalid" };
  const [, whole = "", fraction = ""] = match;
  if (fraction.length > 2) return { ok: false, message: "officeItems.errors.priceDecimals" };
  if (whole.replace(/^0+/, "").length > 5) return { ok: false, message: "officeItems.errors.priceMax" };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (cents > LESSON_PRICE_MAX_CENTS) return { ok: false, message: "officeItems.errors.priceMax" };
  return { ok: true, cents };
}

/** Whole cents as the price field shows them: "12.50", "0". */
export function priceText(cents: number): string {
  return cents % 100 === 0
    ? String(cents / 100)
    : `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

export const LESSON_INTENTS = ["draft", "publish"] as const;
export type LessonIntent = (typeof LESSON_INTENTS)[number];

const lessonFields = z.object({
  title: z
    .string({ error: "officeItems.errors.titleRequired" })
    .trim()
    .min(1, "officeItems.errors.titleRequired")
    .max(LESSON_TITLE_MAX, "officeItems.errors.titleMax"),
  about: z
    .string({ error: "officeItems.errors.aboutRequired" })
    .trim()
    .min(1, "officeItems.errors.aboutRequired")
    .max(LESSON_ABOUT_MAX, "officeItems.errors.aboutMax"),
  /** The original language (decision 050); left out, the lesson keeps its own or takes its master's. */
  language: z
    .string()
    .optional()
    .refine((value) => value === undefined || isLocale(value), "translations.errors.languageRequired")
    .transform((value) => value as Locale | undefined),
  level: z
    .string({ error: "officeItems.errors.levelRequired" })
    .refine(
      (value) => (LESSON_LEVEL_NAMES as readonly string[]).includes(value),
      "officeItems.errors.levelRequired",
    )
    .transform((value) => value as LessonLevelName),
  price: z.string({ error: "officeItems.errors.priceRequired" }).transform((value, ctx) => {
    const price = parsePrice(value);
    if (price.ok) return price.cents;
    ctx.addIssue({ code: "custom", message: price.message });
    return z.NEVER;
  }),
  specialization: requiredId("officeItems.errors.specializationRequired"),
  brands: idList("officeItems.errors.brandUnknown").refine(
    (ids) => ids.length <= LESSON_MAX_BRANDS,
    "officeItems.errors.brandsMax",
  ),
  poster: optionalId("officeItems.errors.uploadUnavailable"),
  trailer: optionalId("officeItems.errors.uploadUnavailable"),
  full: optionalId("officeItems.errors.uploadUnavailable"),
  tips: optionalId("officeItems.errors.uploadUnavailable"),
  remove_poster: checkbox,
  remove_tips: checkbox,
  intent: z
    .string()
    .optional()
    .transform((value): LessonIntent => (value === "publish" ? "publish" : "draft")),
  /** The rows of `step_title_<n>` / `step_start_<n>`, gathered before parsing (lesson-steps.ts). */
  steps: z.array(z.object({ row: z.number(), title: z.string(), start: z.string() })),
});

/** The lesson form; its steps are checked row by row, each message on the row's own field. */
export const lessonSchema = textRules(
  z
    .preprocess(
      (input) =>
        input && typeof input === "object" && !Array.isArray(input)
          ? { ...input, steps: stepRows(input as Record<string, unknown>) }
          : input,
      lessonFields,
    )
    .superRefine(
      (value, ctx) => {
        const { errors } = checkStepRows(Array.isArray(value?.steps) ? value.steps : []);
        for (const [field, message] of Object.entries(errors))
          ctx.addIssue({ code: "custom", path: [field], message });
      },
      // Checked even when another field is wrong, so that every message shows at once.
      { when: () => true },
    )
    .transform((value) => ({ ...value, steps: checkStepRows(value.steps).steps })),
  { multiline: ["about"] },
);
export type LessonInput = z.output<typeof lessonSchema>;

/**
 * A submitted form as the schemas read it: repeated fields (`listFields`) as arrays, every other
 * field as its last text value; file parts are left out.
 */
export function formInput(form: FormData, listFields: readonly string[]): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    if (listFields.includes(key)) {
      const current = input[key];
      input[key] = Array.isArray(current) ? [...current, value] : [value];
    } else {
      input[key] = value;
    }
  }
  return input;
}
