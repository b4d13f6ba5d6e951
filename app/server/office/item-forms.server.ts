/**
 * The form side of the office item pages (portfolio, certificates, lessons): which gallery a URL
 * names, an item id from the route, and reading a posted form with its uploads; a refused one is
 * answered by `refusedWithUploads` (media/), which keeps the uploads so nothing is sent twice.
 */
import type { z } from "zod";
import { type FieldErrors, fieldErrors } from "~/forms/form-data";
import { formInput, gallerySchema, lessonSchema } from "~/forms/office-items";
import {
  GALLERY_LIST_FIELDS,
  GALLERY_UPLOAD_FIELDS,
  type GalleryKind,
  LESSON_LIST_FIELDS,
  LESSON_UPLOAD_FIELDS,
} from "~/forms/office-items-limits";
import { safeParseText } from "~/forms/safe-parse-text";
import { pagePathname } from "~/i18n/locales";
import { notFound } from "../http/responses.server";
import { refusedWithUploads } from "../media/refused-with-uploads.server";
import { parseUploadForm, type UploadDeps, type UploadPurpose } from "../media/uploads.server";

/** Portfolio or certificates, from the page's URL (one route module serves both). */
export function galleryKindOf(request: Request): GalleryKind {
  return /\/personal-info\/certificates(\/|$)/.test(pagePathname(new URL(request.url)))
    ? "certificates"
    : "portfolio";
}

/** A route id parameter as a record id, or a 404. */
export function idParam(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) === 0) notFound();
  return Number(value);
}

type Submitted<T> =
  | { ok: true; input: T; form: FormData }
  | { ok: false; errors: FieldErrors; form: FormData };

/**
 * Parses a posted item form: its files become pending uploads of `ownerId` (through
 * `parseUploadForm`), then the schema checks it. Refused files and schema messages come together.
 */
async function readForm<S extends z.ZodType>(
  deps: UploadDeps,
  request: Request,
  ownerId: number,
  uploadFields: Partial<Record<string, UploadPurpose>>,
  listFields: readonly string[],
  schema: S,
): Promise<Submitted<z.output<S>>> {
  const { form, uploadErrors } = await parseUploadForm(request, deps, ownerId, uploadFields);
  const result = safeParseText(schema, formInput(form, listFields));
  const errors: FieldErrors = { ...(result.success ? {} : fieldErrors(result.error)), ...uploadErrors };
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors, form };
  return { ok: true, input: result.data, form };
}

export const readGalleryForm = (deps: UploadDeps, request: Request, ownerId: number) =>
  readForm(deps, request, ownerId, GALLERY_UPLOAD_FIELDS, GALLERY_LIST_FIELDS, gallerySchema);

export const readLessonForm = (deps: UploadDeps, request: Request, ownerId: number) =>
  readForm(deps, request, ownerId, LESSON_UPLOAD_FIELDS, LESSON_LIST_FIELDS, lessonSchema);

export const galleryFailure = (deps: UploadDeps, ownerId: number, errors: FieldErrors, form: FormData) =>
  refusedWithUploads(deps, ownerId, errors, form, GALLERY_UPLOAD_FIELDS, GALLERY_LIST_FIELDS);

export const lessonFailure = (deps: UploadDeps, ownerId: number, errors: FieldErrors, form: FormData) =>
  refusedWithUploads(deps, ownerId, errors, form, LESSON_UPLOAD_FIELDS, LESSON_LIST_FIELDS);
