/**
 * A master's portfolio works and certificates in the personal office. Both have one shape: a
 * category, a specialization of that category, and 1–10 photos in order. New photos are pending
 * uploads of purpose "photo" (see `~/server/media/uploads.server`), attached in the transaction
 * that saves the item; photos an item drops are removed after the commit.
 */
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ImageRef, Titled } from "~/catalog/types";
import type { FieldErrors } from "~/forms/form-data";
import type { GalleryInput } from "~/forms/office-items";
import { GALLERY_MAX_PHOTOS, type GalleryKind } from "~/forms/office-items-limits";
import type { Locale } from "~/i18n/locales";
import { categoryOf } from "../catalog/categories.server";
import type { Database } from "../db/client.server";
import {
  categoryTranslations,
  certificates,
  media,
  photos,
  portfolioItems,
  subCategoryTranslations,
} from "../db/schema";
import { inTransaction, notSaved, Refusal, type Saved, type Transaction } from "../db/transaction.server";
import { fullImageUrl, imageColumns, imageRef } from "../media/image-ref.server";
import { attachUploads, claimUploads, type UploadDeps } from "../media/uploads.server";
import { type Actor, discardUnused } from "./items.server";

export type { GalleryKind };

const categoryTitle = alias(categoryTranslations, "category_title");
const subCategoryTitle = alias(subCategoryTranslations, "sub_category_title");

export interface OfficePhoto {
  /** The `photos` row (what `keep` names). */
  id: number;
  mediaId: number;
  /** The file name it was uploaded with (may be empty for older photos). */
  name: string;
  image: ImageRef | null;
  /** URL of the largest stored width. */
  full: string | null;
}

export interface OfficeGalleryItem {
  id: number;
  kind: GalleryKind;
  ownerId: number;
  category: Titled | null;
  specialization: Titled | null;
  photos: OfficePhoto[];
  createdAt: string;
}

function tableOf(kind: GalleryKind) {
  return kind === "portfolio" ? portfolioItems : certificates;
}

function photoOwner(kind: GalleryKind) {
  return kind === "portfolio" ? photos.portfolioItemId : photos.certificateId;
}

function titled(id: number | null, title: string | null): Titled | null {
  return id === null ? null : { id, title: title ?? "" };
}

/** Items with their photos in order, newest item first. */
async function loadItems(
  db: Database,
  locale: Locale,
  kind: GalleryKind,
  where: SQL,
): Promise<OfficeGalleryItem[]> {
  const table = tableOf(kind);
  const rows = await db
    .select({
      id: table.id,
      ownerId: table.userId,
      createdAt: table.createdAt,
      categoryId: table.categoryId,
      categoryTitle: categoryTitle.title,
      subCategoryId: table.subCategoryId,
      subCategoryTitle: subCategoryTitle.title,
      photoId: photos.id,
      mediaId: photos.mediaId,
      name: media.originalName,
      image: imageColumns(media),
    })
    .from(table)
    .leftJoin(
      categoryTitle,
      and(eq(categoryTitle.categoryId, table.categoryId), eq(categoryTitle.locale, locale)),
    )
    .leftJoin(
      subCategoryTitle,
      and(eq(subCategoryTitle.subCategoryId, table.subCategoryId), eq(subCategoryTitle.locale, locale)),
    )
    .leftJoin(photos, eq(photoOwner(kind), table.id))
    .leftJoin(media, eq(media.id, photos.mediaId))
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id), asc(photos.position), asc(photos.id));
  const items = new Map<number, OfficeGalleryItem>();
  for (const row of rows) {
    let item = items.get(row.id);
    if (!item) {
      item = {
        id: row.id,
        kind,
        ownerId: row.ownerId,
        category: titled(row.categoryId, row.categoryTitle),
        specialization: titled(row.subCategoryId, row.subCategoryTitle),
        photos: [],
        createdAt: row.createdAt.toISOString(),
      };
      items.set(row.id, item);
    }
    if (row.photoId !== null && row.mediaId !== null) {
      const image = row.image ? imageRef(row.image) : null;
      item.photos.push({
        id: row.photoId,
        mediaId: row.mediaId,
        name: row.name ?? "",
        image,
        full: image && row.image ? fullImageUrl(row.image) : null,
      });
    }
  }
  return [...items.values()];
}

/** The portfolio works or certificates of a user, newest first. */
export function listGallery(db: Database, locale: Locale, kind: GalleryKind, userId: number) {
  return loadItems(db, locale, kind, eq(tableOf(kind).userId, userId));
}

/** The owner condition of the office: the actor's own items, or anyone's for staff. */
function ownedBy(kind: GalleryKind, actor: Actor, id: number): SQL {
  const table = tableOf(kind);
  return actor.isStaff ? eq(table.id, id) : (and(eq(table.id, id), eq(table.userId, actor.id)) as SQL);
}

/** One item the actor may edit, or null (unknown, or someone else's). */
export async function getGalleryItem(
  db: Database,
  locale: Locale,
  kind: GalleryKind,
  actor: Actor,
  id: number,
): Promise<OfficeGalleryItem | null> {
  const [item] = await loadItems(db, locale, kind, ownedBy(kind, actor, id));
  return item ?? null;
}

async function findOwned(db: Database, kind: GalleryKind, actor: Actor, id: number) {
  const table = tableOf(kind);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(ownedBy(kind, actor, id));
  return row ?? null;
}

/** Category and specialization: both exist and the specialization belongs to the category. */
async function checkCategory(
  db: Database,
  input: Pick<GalleryInput, "category" | "specialization">,
): Promise<FieldErrors> {
  const categoryId = await categoryOf(db, input.specialization);
  if (categoryId === null) return { specialization: "officeItems.errors.specializationRequired" };
  if (categoryId !== input.category) return { specialization: "officeItems.errors.specializationMismatch" };
  return {};
}

async function insertPhotos(
  tx: Transaction,
  kind: GalleryKind,
  itemId: number,
  mediaIds: number[],
  from: number,
) {
  if (mediaIds.length === 0) return;
  await tx.insert(photos).values(
    mediaIds.map((mediaId, index) => ({
      mediaId,
      position: from + index,
      ...(kind === "portfolio" ? { portfolioItemId: itemId } : { certificateId: itemId }),
    })),
  );
  await attachUploads(tx as unknown as Database, mediaIds);
}

/** Claims the pending photo uploads inside the transaction (so no other form can take them). */
async function claimPhotos(tx: Transaction, actor: Actor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const claimed = await claimUploads(tx as unknown as Database, actor.id, ids, "photo");
  if (!claimed) throw new Refusal({ photos: "officeItems.errors.uploadUnavailable" });
}

function countErrors(total: number): FieldErrors {
  if (total === 0) return { photos: "officeItems.errors.imageRequired" };
  if (total > GALLERY_MAX_PHOTOS) return { photos: "officeItems.errors.tooManyPhotos" };
  return {};
}

/** A new portfolio work or certificate of the actor, with its photos in the order given. */
export async function createGalleryItem(
  deps: UploadDeps,
  actor: Actor,
  kind: GalleryKind,
  input: Pick<GalleryInput, "category" | "specialization" | "photos">,
): Promise<Saved<{ id: number }>> {
  const { db } = deps;
  const errors: FieldErrors = { ...(await checkCategory(db, input)), ...countErrors(input.photos.length) };
  if (
    input.photos.length > 0 &&
    !errors.photos &&
    !(await claimUploads(db, actor.id, input.photos, "photo"))
  ) {
    errors.photos = "officeItems.errors.uploadUnavailable";
  }
  if (Object.keys(errors).length > 0) return notSaved(errors);
  return inTransaction(db, async (tx) => {
    await claimPhotos(tx, actor, input.photos);
    const values = { userId: actor.id, categoryId: input.category, subCategoryId: input.specialization };
    const [row] =
      kind === "portfolio"
        ? await tx.insert(portfolioItems).values(values).returning({ id: portfolioItems.id })
        : await tx.insert(certificates).values(values).returning({ id: certificates.id });
    if (!row) throw new Error("insert returned no row");
    await insertPhotos(tx, kind, row.id, input.photos, 0);
    return { id: row.id };
  });
}

/**
 * Changes an item the actor may edit: its category and specialization, the photos it keeps (ids
 * of its own `photos` rows, in the order to show them) and new photos (pending uploads) after
 * those. 1–10 photos in all. Photos no longer kept are removed with their files after the commit.
 * Null when the item is unknown or someone else's (nothing changes).
 */
export async function updateGalleryItem(
  deps: UploadDeps,
  actor: Actor,
  kind: GalleryKind,
  id: number,
  input: Pick<GalleryInput, "category" | "specialization" | "photos" | "keep">,
): Promise<Saved<{ id: number }> | null> {
  const { db } = deps;
  if (!(await findOwned(db, kind, actor, id))) return null;
  const current = await db
    .select({ id: photos.id, mediaId: photos.mediaId })
    .from(photos)
    .where(eq(photoOwner(kind), id));
  const currentIds = new Set(current.map((photo) => photo.id));
  const errors = await checkCategory(db, input);
  if (input.keep.some((photoId) => !currentIds.has(photoId))) errors.keep = "officeItems.errors.invalidPhoto";
  Object.assign(errors, countErrors(input.keep.length + input.photos.length));
  if (
    input.photos.length > 0 &&
    !errors.photos &&
    !(await claimUploads(db, actor.id, input.photos, "photo"))
  ) {
    errors.photos = "officeItems.errors.uploadUnavailable";
  }
  if (Object.keys(errors).length > 0) return notSaved(errors);

  const removed = current.filter((photo) => !input.keep.includes(photo.id));
  const saved = await inTransaction(db, async (tx) => {
    await claimPhotos(tx, actor, input.photos);
    const table = tableOf(kind);
    await tx
      .update(table)
      .set({ categoryId: input.category, subCategoryId: input.specialization })
      .where(eq(table.id, id));
    if (removed.length > 0) {
      await tx.delete(photos).where(
        inArray(
          photos.id,
          removed.map((photo) => photo.id),
        ),
      );
    }
    for (const [position, photoId] of input.keep.entries()) {
      await tx.update(photos).set({ position }).where(eq(photos.id, photoId));
    }
    await insertPhotos(tx, kind, id, input.photos, input.keep.length);
    return { id };
  });
  if (saved.ok)
    await discardUnused(
      deps,
      removed.map((photo) => photo.mediaId),
    );
  return saved;
}

/** Deletes an item the actor may edit, then its photos' files. False when there is no such item. */
export async function deleteGalleryItem(deps: UploadDeps, actor: Actor, kind: GalleryKind, id: number) {
  const { db } = deps;
  if (!(await findOwned(db, kind, actor, id))) return false;
  const mediaIds = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ mediaId: photos.mediaId })
      .from(photos)
      .where(eq(photoOwner(kind), id));
    const table = tableOf(kind);
    await tx.delete(photos).where(eq(photoOwner(kind), id));
    await tx.delete(table).where(eq(table.id, id));
    return rows.map((row) => row.mediaId);
  });
  await discardUnused(deps, mediaIds);
  return true;
}
