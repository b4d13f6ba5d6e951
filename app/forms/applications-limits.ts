/**
 * The applications' limits, apart from their schemas (applications.ts) so the pages can draw the
 * forms without loading zod (the schemas are imported when the page runs: use-validated-form.ts).
 */

import { MAX_PHOTOS } from "~/media/upload-rules";

export const APPLICATION_TEXT_MIN = 20;
export const APPLICATION_TEXT_MAX = 3000;
export const QUALIFICATION_DESCRIPTION_MAX = 3000;
export const APPLICATION_MAX_LINKS = 5;
export const APPLICATION_LINK_MAX = 500;
export const APPLICATION_MAX_PHOTOS = MAX_PHOTOS;
export const STAFF_NOTE_MAX = 2000;
export const QUALIFICATION_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** The form fields that may be sent several times, and the upload fields (field → purpose). */
export const APPLICATION_LIST_FIELDS = ["photos"] as const;
export const APPLICATION_UPLOAD_FIELDS = { photos: "photo" } as const;
