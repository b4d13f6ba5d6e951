/**
 * The forms of a lesson's or a master's text in another language (issue 18 §1, decision 050),
 * shared by the office pages' actions and the JSON API; every message is a translation key.
 */
import { isLocale, type Locale } from "~/i18n/locales";
import { textRules } from "./control-characters";
import { LESSON_ABOUT_MAX, LESSON_TITLE_MAX } from "./office-items-limits";
import { SHORT_DESCRIPTION_MAX } from "./office-profile-limits";
import { z } from "./zod";

/** A required text, trimmed, at most `max` characters; null/undefined read as empty. */
const requiredText = (max: number, required: string, tooLong: string) =>
  z
    .union([z.string(), z.null(), z.undefined()], { error: required })
    .transform((value) => (value ?? "").trim())
    .refine((value) => value.length > 0, required)
    .refine((value) => value.length <= max, tooLong);

const language = z
  .union([z.string(), z.null(), z.undefined()], { error: "translations.errors.languageRequired" })
  .refine((value) => isLocale(value), "translations.errors.languageRequired")
  .transform((value) => value as Locale);

export const lessonTranslationSchema = textRules(
  z.object({
    language,
    title: requiredText(LESSON_TITLE_MAX, "officeItems.errors.titleRequired", "officeItems.errors.titleMax"),
    about: requiredText(LESSON_ABOUT_MAX, "officeItems.errors.aboutRequired", "officeItems.errors.aboutMax"),
  }),
  { multiline: ["about"] },
);
export type LessonTranslationInput = z.output<typeof lessonTranslationSchema>;

export const profileTranslationSchema = textRules(
  z.object({
    language,
    about: requiredText(
      SHORT_DESCRIPTION_MAX,
      "translations.errors.aboutRequired",
      "translations.errors.aboutMax",
    ),
  }),
  { multiline: ["about"] },
);
export type ProfileTranslationInput = z.output<typeof profileTranslationSchema>;
