import type { FieldErrors } from "~/forms/form-data";
import { refused } from "../http/responses.server";
import { type PendingUpload, pendingUploads, type UploadDeps } from "./uploads.server";

/** What a refused form answers: the messages, the text typed, and the uploads and choices to keep. */
export interface RefusedWithUploads {
  errors: FieldErrors;
  values: Record<string, string>;
  /** Multi-valued choices (brands, kept photos) as sent. */
  lists: Record<string, string[]>;
  /** Pending uploads the form keeps, by field. */
  kept: Record<string, PendingUpload[]>;
}

/**
 * The 400 answer of a refused form with upload fields (the office's items, the applications):
 * pending uploads are looked up again from the ids sent, so the page shows them again.
 */
export async function refusedWithUploads(
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
  return refused(errors, values, { lists, kept } satisfies Omit<RefusedWithUploads, "errors" | "values">);
}
