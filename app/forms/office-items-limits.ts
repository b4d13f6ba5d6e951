/**
 * The office item forms' limits and fields, apart from their schemas (office-items.ts) so the
 * office pages draw the forms without loading zod (the schemas are imported when the page runs:
 * use-validated-form.ts).
 */

import { MAX_PHOTOS } from "~/media/upload-rules";

/** At most this many photos per portfolio work or certificate (SPEC §5, §9). */
export const GALLERY_MAX_PHOTOS = MAX_PHOTOS;
export const LESSON_TITLE_MAX = 200;
export const LESSON_ABOUT_MAX = 5000;
/** The highest lesson price: 10 000 USD, in cents. */
export const LESSON_PRICE_MAX_CENTS = 1_000_000;
export const LESSON_MAX_BRANDS = 20;

export const GALLERY_KINDS = ["portfolio", "certificates"] as const;
export type GalleryKind = (typeof GALLERY_KINDS)[number];

/** The form fields that may be sent several times. */
export const GALLERY_LIST_FIELDS = ["photos", "keep"] as const;
export const LESSON_LIST_FIELDS = ["brands"] as const;

/** The upload fields of the forms (field → upload purpose). */
export const GALLERY_UPLOAD_FIELDS = { photos: "photo" } as const;
export const LESSON_UPLOAD_FIELDS = {
  poster: "poster",
  trailer: "trailer",
  full: "full",
  tips: "tips",
} as const;
export type LessonVideoField = "trailer" | "full" | "tips";
