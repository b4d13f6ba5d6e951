import { LOCALES } from "~/i18n/locales";
import {
  addressField,
  BODY_MAX,
  CONTENT_ICONS,
  TITLE_MAX,
  titleField,
  URL_MAX,
} from "./admin-content-limits";
import { ADMIN_CONTROL_CHARACTERS_MESSAGE, textRules } from "./control-characters";
import { z } from "./zod";

/**
 * The back-office's content forms (categories, sub-categories, pages, footer, contact details,
 * brands). The back-office is English-only, so messages are plain English (shown through `t()`,
 * which returns a string that is not a key unchanged).
 */

const title = z.string().trim().min(1, "Enter a title.").max(TITLE_MAX, `At most ${TITLE_MAX} characters.`);

/** `title_uk` … `title_es`, all required. */
const titles = Object.fromEntries(LOCALES.map((locale) => [titleField(locale), title])) as Record<
  ReturnType<typeof titleField>,
  typeof title
>;

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case Latin letters, digits and single hyphens.")
  .max(64, "At most 64 characters.");

const icon = z.enum(CONTENT_ICONS, { message: "Choose an icon from the list." });

const position = z
  .string()
  .trim()
  .regex(/^-?\d{1,6}$/, "Enter a whole number (lower comes first).")
  .transform(Number);

const id = (message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number);

/** Editing a category (its key stays as created: seeds and links refer to it). */
export const categorySchema = z.object({ icon, position, ...titles });
/** A new category: the same, plus its key. */
export const newCategorySchema = categorySchema.extend({ key: slug });

export const subCategorySchema = z.object({
  categoryId: id("Choose the category it belongs to."),
  icon,
  position,
  ...titles,
});
export const newSubCategorySchema = subCategorySchema.extend({ key: slug });

export type CategoryInput = z.output<typeof categorySchema>;
export type SubCategoryInput = z.output<typeof subCategorySchema>;

/** One language of a page: its name (header and page title) and its body. */
export const pageTranslationSchema = z.object({
  name: z.string().trim().min(1, "Enter the page's name.").max(TITLE_MAX, `At most ${TITLE_MAX} characters.`),
  body: z
    .string()
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().max(BODY_MAX, `At most ${BODY_MAX.toLocaleString("en")} characters.`)),
});

/** Empty (the network's home page is linked) or an https address. */
const socialUrl = z
  .string()
  .trim()
  .max(URL_MAX, `At most ${URL_MAX} characters.`)
  .refine((value) => value === "" || isHttpsUrl(value), "Leave empty or enter a secure web address (https).");

export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const footerSchema = z.object({
  instagramUrl: socialUrl,
  facebookUrl: socialUrl,
  tiktokUrl: socialUrl,
  youtubeUrl: socialUrl,
});
export type FooterInput = z.output<typeof footerSchema>;

const coordinate = (max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(?:\.\d{1,8})?$/, message)
    .transform(Number)
    .refine((value) => Math.abs(value) <= max, message);

export const contactSchema = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ()-]{6,31}$/, "Enter a phone number: digits, spaces, brackets, hyphens, an optional +."),
  email: z.string().trim().max(254, "At most 254 characters.").email("Enter an email address."),
  latitude: coordinate(90, "Enter a latitude between -90 and 90 (a dot for decimals)."),
  longitude: coordinate(180, "Enter a longitude between -180 and 180 (a dot for decimals)."),
  ...(Object.fromEntries(
    LOCALES.map((locale) => [
      addressField(locale),
      z.string().trim().min(1, "Enter the address.").max(300, "At most 300 characters."),
    ]),
  ) as Record<ReturnType<typeof addressField>, z.ZodString>),
});
export type ContactInput = z.output<typeof contactSchema>;

export const brandSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter the brand's name.")
    .max(TITLE_MAX, `At most ${TITLE_MAX} characters.`),
  website: z
    .string()
    .trim()
    .max(URL_MAX, `At most ${URL_MAX} characters.`)
    .refine(
      (value) => value === "" || isHttpsUrl(value),
      "Leave empty or enter a secure web address (https).",
    ),
});
export type BrandInput = z.output<typeof brandSchema>;

// Control characters in the back-office's fields get its plain-English message (safeParseText).
for (const schema of [
  categorySchema,
  newCategorySchema,
  subCategorySchema,
  newSubCategorySchema,
  footerSchema,
  contactSchema,
  brandSchema,
]) {
  textRules(schema, { message: ADMIN_CONTROL_CHARACTERS_MESSAGE });
}
textRules(pageTranslationSchema, { multiline: ["body"], message: ADMIN_CONTROL_CHARACTERS_MESSAGE });
