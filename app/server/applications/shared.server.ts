/**
 * What the become-teacher applications and the qualification requests share: reading their posted
 * form (with photo uploads), attaching photos, loading them for the staff queue, the staff
 * decision's plumbing (who may decide, the transaction's refusals, sending the queued email).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import type { z } from "zod";
import type { ImageRef } from "~/catalog/types";
import {
  APPLICATION_LIST_FIELDS,
  APPLICATION_MAX_PHOTOS,
  APPLICATION_UPLOAD_FIELDS,
} from "~/forms/applications-limits";
import { type FieldErrors, fieldErrors } from "~/forms/form-data";
import { formInput } from "~/forms/office-items";
import { safeParseText } from "~/forms/safe-parse-text";
import { isLocale, type Locale, localizePath } from "~/i18n/locales";
import type { User } from "../auth/users.server";
import type { Database } from "../db/client.server";
import { media, photos, type ReviewStatus, users } from "../db/schema";
import { Refusal, type Transaction } from "../db/transaction.server";
import { deliverMail } from "../mail/outbox.server";
import type { Mailer } from "../mail/transport.server";
import { fullImageUrl, imageColumns, imageRef } from "../media/image-ref.server";
import { refusedWithUploads } from "../media/refused-with-uploads.server";
import { attachUploads, claimUploads, parseUploadForm, type UploadDeps } from "../media/uploads.server";

export type { ReviewStatus } from "../db/schema";

/** Who submits: any signed-in user. Who decides: staff only. */
export type Applicant = Pick<User, "id">;
export type Staff = Pick<User, "id" | "isStaff">;

type Submitted<T> =
  | { ok: true; input: T; form: FormData }
  | { ok: false; errors: FieldErrors; form: FormData };

/** A posted application form: files become pending uploads of the user, then the schema checks it. */
export async function readApplicationForm<S extends z.ZodType>(
  deps: UploadDeps,
  request: Request,
  ownerId: number,
  schema: S,
): Promise<Submitted<z.output<S>>> {
  const { form, uploadErrors } = await parseUploadForm(request, deps, ownerId, APPLICATION_UPLOAD_FIELDS);
  const result = safeParseText(schema, formInput(form, APPLICATION_LIST_FIELDS));
  const errors: FieldErrors = { ...(result.success ? {} : fieldErrors(result.error)), ...uploadErrors };
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors, form };
  return { ok: true, input: result.data, form };
}

/** The 400 answer of a refused application form: messages, what was typed, the photos it keeps. */
export const applicationFailure = (deps: UploadDeps, ownerId: number, errors: FieldErrors, form: FormData) =>
  refusedWithUploads(deps, ownerId, errors, form, APPLICATION_UPLOAD_FIELDS, APPLICATION_LIST_FIELDS);

/** Before the transaction: the photo count and that the uploads are the user's and waiting. */
export async function checkPhotos(
  db: Database,
  ownerId: number,
  ids: number[],
  { required }: { required: boolean },
): Promise<FieldErrors> {
  if (ids.length === 0) return required ? { photos: "applications.errors.certificateRequired" } : {};
  if (ids.length > APPLICATION_MAX_PHOTOS) return { photos: "applications.errors.tooManyPhotos" };
  if (!(await claimUploads(db, ownerId, ids, "photo")))
    return { photos: "applications.errors.uploadUnavailable" };
  return {};
}

export type PhotoOwner = "teacherApplicationId" | "qualificationRequestId";

/** Claims the uploads inside the transaction and makes them the photos of the application. */
export async function attachPhotos(
  tx: Transaction,
  ownerId: number,
  owner: PhotoOwner,
  itemId: number,
  mediaIds: number[],
): Promise<void> {
  if (mediaIds.length === 0) return;
  const claimed = await claimUploads(tx as unknown as Database, ownerId, mediaIds, "photo");
  if (!claimed) throw new Refusal({ photos: "applications.errors.uploadUnavailable" });
  await tx
    .insert(photos)
    .values(mediaIds.map((mediaId, position) => ({ mediaId, position, [owner]: itemId })));
  await attachUploads(tx as unknown as Database, mediaIds);
}

export interface ApplicationPhoto {
  id: number;
  name: string;
  image: ImageRef | null;
  full: string | null;
}

/** The photos of several applications (or requests), in order, by their id. */
export async function photosOf(
  db: Database,
  owner: PhotoOwner,
  ids: number[],
): Promise<Map<number, ApplicationPhoto[]>> {
  const byOwner = new Map<number, ApplicationPhoto[]>();
  if (ids.length === 0) return byOwner;
  const column = photos[owner];
  const rows = await db
    .select({ id: photos.id, ownerId: column, name: media.originalName, image: imageColumns(media) })
    .from(photos)
    .innerJoin(media, eq(media.id, photos.mediaId))
    .where(inArray(column, ids))
    .orderBy(asc(photos.position), asc(photos.id));
  for (const row of rows) {
    if (row.ownerId === null) continue;
    const list = byOwner.get(row.ownerId) ?? [];
    const image = imageRef(row.image);
    list.push({ id: row.id, name: row.name ?? "", image, full: image ? fullImageUrl(row.image) : null });
    byOwner.set(row.ownerId, list);
  }
  return byOwner;
}

/** The user a decision is about: where the email goes, in their language. */
export async function recipientOf(db: Database, userId: number) {
  const [row] = await db
    .select({ email: users.email, fullName: users.fullName, username: users.username, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const locale: Locale = isLocale(row.locale) ? row.locale : "uk";
  return { ...row, locale };
}

/** An absolute link to a page in the user's language. */
export const absoluteLink = (origin: string, locale: Locale, path: string) =>
  `${origin.replace(/\/$/, "")}${localizePath(locale, path)}`;

export interface DecisionDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** The public origin for the email's link (`publicOrigin(services)`). */
  origin: string;
}

/** What a staff decision answers: done, or why not (English: the back-office shows it). */
export type DecisionResult =
  | { ok: true; mailId: number }
  | { ok: false; reason: "forbidden" | "notFound" | "decided" | "invalid"; errors: FieldErrors };

export const decisionRefused = (
  reason: Exclude<DecisionResult, { ok: true }>["reason"],
  errors: FieldErrors = {},
): DecisionResult => ({ ok: false, reason, errors });

/** After the commit: try to send the decision's email now (the outbox retries if SMTP is down). */
export async function sendDecisionMail(deps: DecisionDeps, mailId: number): Promise<void> {
  try {
    await deliverMail({ db: deps.db, mailer: deps.mailer, logger: deps.logger }, mailId);
  } catch (error) {
    deps.logger.warn({ err: error, mailId }, "decision email not sent now; the outbox retries it");
  }
}

/** The pending item of `table` decided now, or why it cannot be (unknown, already decided). */
export function pendingOnly<T extends { status: ReviewStatus } | undefined>(row: T) {
  if (!row) return decisionRefused("notFound", { form: "admin.applications.errors.itemGone" });
  if (row.status !== "pending")
    return decisionRefused("decided", { form: "admin.applications.errors.alreadyDecided" });
  return null;
}
