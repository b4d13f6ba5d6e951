import type { z } from "zod";
import { type FieldErrors, fieldErrors } from "~/forms/form-data";
import {
  formInput,
  GALLERY_LIST_FIELDS,
  GALLERY_UPLOAD_FIELDS,
  type GalleryKind,
  gallerySchema,
  LESSON_LIST_FIELDS,
  LESSON_UPLOAD_FIELDS,
  lessonSchema,
} from "~/forms/office-items";
import { safeParseText } from "~/forms/safe-parse-text";
import { pagePathname } from "~/i18n/locales";
import { notFound, refused } from "../http/responses.server";
import {
  type PendingUpload,
  parseUploadForm,
  pendingUploads,
  type UploadDeps,
  type UploadPurpose,
} from "../media/uploads.server";

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

/** What a refused form answers: the messages, the text typed, and the uploads and choices to keep. */
export interface ItemFailure {
  errors: FieldErrors;
  values: Record<string, string>;
  /** Multi-valued choices (brands, kept photos) as sent. */
  lists: Record<string, string[]>;
  /** Pending uploads the form keeps, by field. */
  kept: Record<string, PendingUpload[]>;
}

/** The 400 answer of a refused form; pending uploads are looked up again from the ids sent. */
export async function itemFailure(
  deps: UploadDeps,
  ownerId: number,
  errors: FieldErrors,
  form: FormData,
  uploadFields: Record<string, string>,
  listFields: readonly string[],
) {
  const values: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string" || key in uploadFields) continue;
    if (listFields.includes(key)) lists[key] = [...(lists[key] ?? []), value];
    else values[key] = value;
  }
  const kept: Record<string, PendingUpload[]> = {};
  for (const field of Object.keys(uploadFields)) {
    const ids = form
      .getAll(field)
      .map((value) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : 0))
      .filter((id) => id > 0);
    kept[field] = ids.length > 0 ? await pendingUploads(deps.db, ownerId, ids) : [];
  }
  return refused(errors, values, { lists, kept } satisfies Omit<ItemFailure, "errors" | "values">);
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
  itemFailure(deps, ownerId, errors, form, GALLERY_UPLOAD_FIELDS, GALLERY_LIST_FIELDS);

export const lessonFailure = (deps: UploadDeps, ownerId: number, errors: FieldErrors, form: FormData) =>
  itemFailure(deps, ownerId, errors, form, LESSON_UPLOAD_FIELDS, LESSON_LIST_FIELDS);
