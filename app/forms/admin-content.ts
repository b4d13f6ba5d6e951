import { LOCALES } from "~/i18n/locales";
import {
  ADDRESS_MAX,
  addressField,
  BODY_MAX,
  CONTENT_ICONS,
  EMAIL_MAX,
  KEY_MAX,
  TITLE_MAX,
  titleField,
  URL_MAX,
} from "./admin-content-limits";
import { textRules } from "./control-characters";
import { z } from "./zod";

/**
 * The back-office's content forms (categories, sub-categories, pages, footer, contact details,
 * brands). Messages are keys (`admin.errors.*`); "too long" is one message, shown with the field's
 * limit as `count` (the field knows it: its `maxLength`).
 */

const TOO_LONG = "admin.errors.tooLong";

const title = z.string().trim().min(1, "admin.errors.title").max(TITLE_MAX, TOO_LONG);

/** `title_uk` … `title_es`, all required. */
const titles = Object.fromEntries(LOCALES.map((locale) => [titleField(locale), title])) as Record<
  ReturnType<typeof titleField>,
  typeof title
>;

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "admin.errors.key")
  .max(KEY_MAX, TOO_LONG);

const icon = z.enum(CONTENT_ICONS, { message: "admin.errors.icon" });

const position = z
  .string()
  .trim()
  .regex(/^-?\d{1,6}$/, "admin.errors.position")
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
  categoryId: id("admin.errors.category"),
  icon,
  position,
  ...titles,
});
export const newSubCategorySchema = subCategorySchema.extend({ key: slug });

export type CategoryInput = z.output<typeof categorySchema>;
export type SubCategoryInput = z.output<typeof subCategorySchema>;

/** One language of a page: its name (header and page title) and its body. */
export const pageTranslationSchema = z.object({
  name: z.string().trim().min(1, "admin.errors.pageName").max(TITLE_MAX, TOO_LONG),
  body: z
    .string()
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().max(BODY_MAX, TOO_LONG)),
});

/** Empty (the network's home page is linked) or an https address. */
const socialUrl = z
  .string()
  .trim()
  .max(URL_MAX, TOO_LONG)
  .refine((value) => value === "" || isHttpsUrl(value), "admin.errors.https");

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
    .regex(/^\+?[\d ()-]{6,31}$/, "admin.errors.phone"),
  email: z.string().trim().max(EMAIL_MAX, TOO_LONG).email("admin.errors.email"),
  latitude: coordinate(90, "admin.errors.latitude"),
  longitude: coordinate(180, "admin.errors.longitude"),
  ...(Object.fromEntries(
    LOCALES.map((locale) => [
      addressField(locale),
      z.string().trim().min(1, "admin.errors.address").max(ADDRESS_MAX, TOO_LONG),
    ]),
  ) as Record<ReturnType<typeof addressField>, z.ZodString>),
});
export type ContactInput = z.output<typeof contactSchema>;

export const brandSchema = z.object({
  name: z.string().trim().min(1, "admin.errors.brandName").max(TITLE_MAX, TOO_LONG),
  website: z
    .string()
    .trim()
    .max(URL_MAX, TOO_LONG)
    .refine((value) => value === "" || isHttpsUrl(value), "admin.errors.https"),
});
export type BrandInput = z.output<typeof brandSchema>;

textRules(pageTranslationSchema, { multiline: ["body"] });
