/**
 * A master's lessons in the personal office: create, edit, publish, delete. The public catalog
 * (`~/server/catalog/lessons.server`, `lesson-access.server`) reads the same rows, so a lesson
 * saved here is on `/lessons` once published, and its videos play for whoever `canWatch` allows.
 *
 * Videos and the poster are pending uploads (see `~/server/media/uploads.server`) of their own
 * purpose, attached in the transaction that saves the lesson; a replaced or removed file is
 * deleted after the commit (unless something else still uses it). Without an uploaded poster the
 * lesson shows its trailer's poster frame.
 */

import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { storedTextIn } from "~/admin/stored-text.server";
import type { BrandRef, ImageRef, LessonStep, Titled } from "~/catalog/types";
import { LESSON_LEVEL_NAMES, type LessonLevelName } from "~/forms/catalog-filters";
import { type StepInput, stepFormValues, stepsPastVideo } from "~/forms/lesson-steps";
import { type LessonInput, priceText } from "~/forms/office-items";
import type { LessonVideoField } from "~/forms/office-items-limits";
import { isLocale, type Locale } from "~/i18n/locales";
import { categoryOf } from "../catalog/categories.server";
import { readLessonSteps, replaceLessonSteps, videoDurationMs } from "../catalog/lesson-steps.server";
import { subtitleFilesOf } from "../catalog/lesson-subtitles.server";
import {
  lessonSearchText,
  refreshLessonSearchText,
  translationLanguages,
} from "../catalog/lesson-translations.server";
import { lessonSlug, randomSlugSuffix } from "../catalog/slug";
import type { Database } from "../db/client.server";
import {
  brands,
  categoryTranslations,
  LESSON_LEVELS,
  lessonBrands,
  lessons,
  media,
  profiles,
  subCategoryTranslations,
  users,
} from "../db/schema";
import { inTransaction, notSaved, Refusal, type Saved, type Transaction } from "../db/transaction.server";
import { imageColumns, imageRef } from "../media/image-ref.server";
import { enqueueTranscodes, type TranscodeStatus, transcodeStatuses } from "../media/transcode-queue.server";
import { attachUploads, claimUploads, type UploadDeps, type UploadPurpose } from "../media/uploads.server";
import { type AnnounceDeps, announcePublishedLesson } from "../social/announce.server";
import { type Actor, discardUnused } from "./items.server";

const poster = alias(media, "poster");
const categoryTitle = alias(categoryTranslations, "category_title");
const subCategoryTitle = alias(subCategoryTranslations, "sub_category_title");

/** A lesson video as the office shows it: its file name and poster frame, never a playable URL. */
export interface OfficeVideo {
  id: number;
  name: string;
  bytes: number;
  durationMs: number | null;
  poster: ImageRef | null;
  /** Its streaming renditions (decision 039): processing, ready or failed with a reason. */
  streaming: TranscodeStatus;
}

/** An uploaded poster image of a lesson. */
export interface OfficePoster {
  id: number;
  name: string;
  image: ImageRef | null;
}

export interface OfficeLessonRow {
  id: number;
  slug: string;
  title: string;
  level: LessonLevelName;
  priceCents: number;
  views: number;
  published: boolean;
  poster: ImageRef | null;
  specialization: Titled | null;
  createdAt: string;
  /** What publishing still needs (the trailer and the full video). */
  hasTrailer: boolean;
  hasFullVideo: boolean;
}

export interface OfficeLesson extends OfficeLessonRow {
  ownerId: number;
  about: string;
  /** The original language (decision 050). */
  language: Locale;
  category: Titled | null;
  brands: BrandRef[];
  publishedAt: string | null;
  /** Why staff unpublished the lesson; null once it is published again (or never was taken off). */
  moderationNote: string | null;
  /** The poster uploaded for the lesson; null when it shows the trailer's poster frame. */
  ownPoster: OfficePoster | null;
  trailer: OfficeVideo | null;
  full: OfficeVideo | null;
  tips: OfficeVideo | null;
  /** The full video's steps, in order. */
  steps: LessonStep[];
}

function titled(id: number | null, title: string | null): Titled | null {
  return id === null ? null : { id, title: title ?? "" };
}

const levelName = (level: number): LessonLevelName => LESSON_LEVEL_NAMES[level] ?? "none";

function rowQuery(db: Database, locale: Locale, where: SQL) {
  return db
    .select({
      id: lessons.id,
      slug: lessons.slug,
      ownerId: lessons.masterId,
      title: lessons.title,
      about: lessons.about,
      language: lessons.language,
      level: lessons.level,
      priceCents: lessons.priceCents,
      views: lessons.views,
      published: lessons.published,
      publishedAt: lessons.publishedAt,
      moderationNote: lessons.moderationNote,
      createdAt: lessons.createdAt,
      posterId: lessons.posterId,
      poster: imageColumns(poster),
      trailerId: lessons.trailerId,
      fullVideoId: lessons.fullVideoId,
      tipsVideoId: lessons.tipsVideoId,
      categoryId: lessons.categoryId,
      categoryTitle: categoryTitle.title,
      subCategoryId: lessons.subCategoryId,
      subCategoryTitle: subCategoryTitle.title,
    })
    .from(lessons)
    .leftJoin(poster, eq(poster.id, lessons.posterId))
    .leftJoin(
      categoryTitle,
      and(eq(categoryTitle.categoryId, lessons.categoryId), eq(categoryTitle.locale, locale)),
    )
    .leftJoin(
      subCategoryTitle,
      and(eq(subCategoryTitle.subCategoryId, lessons.subCategoryId), eq(subCategoryTitle.locale, locale)),
    )
    .where(where);
}

type Row = Awaited<ReturnType<typeof rowQuery>>[number];

function toRow(row: Row): OfficeLessonRow {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    level: levelName(row.level),
    priceCents: row.priceCents,
    views: row.views,
    published: row.published,
    poster: imageRef(row.poster),
    specialization: titled(row.subCategoryId, row.subCategoryTitle),
    createdAt: row.createdAt.toISOString(),
    hasTrailer: row.trailerId !== null,
    hasFullVideo: row.fullVideoId !== null,
  };
}

/** A user's lessons, drafts included, newest first. */
export async function listOwnLessons(
  db: Database,
  locale: Locale,
  userId: number,
): Promise<OfficeLessonRow[]> {
  const rows = await rowQuery(db, locale, eq(lessons.masterId, userId)).orderBy(
    desc(lessons.createdAt),
    desc(lessons.id),
  );
  return rows.map(toRow);
}

/** The owner condition of the office: the actor's own lesson, or anyone's for staff. */
function ownedBy(actor: Actor, id: number): SQL {
  return actor.isStaff
    ? eq(lessons.id, id)
    : (and(eq(lessons.id, id), eq(lessons.masterId, actor.id)) as SQL);
}

/** One lesson the actor may edit, with everything its editor shows; null when unknown or not theirs. */
export async function getOfficeLesson(
  db: Database,
  locale: Locale,
  actor: Actor,
  id: number,
): Promise<OfficeLesson | null> {
  const [row] = await rowQuery(db, locale, ownedBy(actor, id)).limit(1);
  if (!row) return null;
  const videoIds = [row.trailerId, row.fullVideoId, row.tipsVideoId].filter((v): v is number => v !== null);
  const frame = alias(media, "frame");
  const [brandRows, videoRows, posterRows, statuses] = await Promise.all([
    db
      .select({ id: brands.id, name: brands.name, website: brands.website })
      .from(lessonBrands)
      .innerJoin(brands, eq(brands.id, lessonBrands.brandId))
      .where(eq(lessonBrands.lessonId, row.id))
      .orderBy(asc(brands.name)),
    videoIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: media.id,
            name: media.originalName,
            bytes: media.bytes,
            durationMs: media.durationMs,
            posterId: media.posterId,
            frame: imageColumns(frame),
          })
          .from(media)
          .leftJoin(frame, eq(frame.id, media.posterId))
          .where(inArray(media.id, videoIds)),
    row.posterId === null
      ? Promise.resolve([])
      : db.select({ id: media.id, name: media.originalName }).from(media).where(eq(media.id, row.posterId)),
    transcodeStatuses(db, videoIds),
  ]);
  const videos = new Map(
    videoRows.map((video) => [
      video.id,
      {
        video: {
          id: video.id,
          name: video.name,
          bytes: video.bytes,
          durationMs: video.durationMs,
          poster: imageRef(video.frame),
          // A video without a job yet (attached before the queue existed) is queued at the next save.
          streaming: statuses.get(video.id) ?? { state: "processing", reason: null },
        } satisfies OfficeVideo,
        frameId: video.posterId,
      },
    ]),
  );
  const video = (id: number | null) => (id === null ? null : (videos.get(id)?.video ?? null));
  const trailerFrame = row.trailerId === null ? null : (videos.get(row.trailerId)?.frameId ?? null);
  const ownPoster =
    row.posterId !== null && row.posterId !== trailerFrame
      ? { id: row.posterId, name: posterRows[0]?.name ?? "", image: imageRef(row.poster) }
      : null;
  return {
    ...toRow(row),
    ownerId: row.ownerId,
    about: row.about,
    language: isLocale(row.language) ? row.language : locale,
    category: titled(row.categoryId, row.categoryTitle),
    brands: brandRows,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    // Staff's typed reason as typed; a note the site wrote (a deactivation) in the master's language.
    moderationNote: row.moderationNote === null ? null : storedTextIn(locale, row.moderationNote),
    ownPoster,
    trailer: video(row.trailerId),
    full: video(row.fullVideoId),
    tips: video(row.tipsVideoId),
    steps: await readLessonSteps(db, row.id),
  };
}

/** The form values of a saved lesson (the editor's defaults, and the base of an API PATCH). */
export function lessonFormValues(lesson: OfficeLesson) {
  return {
    title: lesson.title,
    about: lesson.about,
    language: lesson.language,
    level: lesson.level,
    price: priceText(lesson.priceCents),
    specialization: lesson.specialization ? String(lesson.specialization.id) : "",
    brands: lesson.brands.map((brand) => String(brand.id)),
    intent: lesson.published ? "publish" : "draft",
    ...stepFormValues(lesson.steps),
  };
}

/** The specialization a new lesson starts with: the master's own. */
export async function defaultSpecialization(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ subCategoryId: profiles.subCategoryId })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.subCategoryId ?? null;
}

/** Every brand, by name (the editor's checkboxes). */
export function brandOptions(db: Database): Promise<BrandRef[]> {
  return db
    .select({ id: brands.id, name: brands.name, website: brands.website })
    .from(brands)
    .orderBy(asc(brands.name), asc(brands.id));
}

interface Stored {
  id: number;
  ownerId: number;
  slug: string;
  posterId: number | null;
  trailerId: number | null;
  fullVideoId: number | null;
  tipsVideoId: number | null;
  published: boolean;
  publishedAt: Date | null;
  language: string;
}

async function findOwned(db: Database, actor: Actor, id: number): Promise<Stored | null> {
  const [row] = await db
    .select({
      id: lessons.id,
      ownerId: lessons.masterId,
      slug: lessons.slug,
      posterId: lessons.posterId,
      trailerId: lessons.trailerId,
      fullVideoId: lessons.fullVideoId,
      tipsVideoId: lessons.tipsVideoId,
      published: lessons.published,
      publishedAt: lessons.publishedAt,
      language: lessons.language,
    })
    .from(lessons)
    .where(ownedBy(actor, id));
  return row ?? null;
}

/** The language a person registered in (a new lesson's language when the API leaves it out). */
async function registeredLocale(db: Database, userId: number): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return isLocale(row?.locale) ? row.locale : "uk";
}

/** The poster frame of a video (an image row), if it has one. */
async function frameOf(db: Database, videoId: number | null): Promise<number | null> {
  if (videoId === null) return null;
  const [row] = await db.select({ posterId: media.posterId }).from(media).where(eq(media.id, videoId));
  return row?.posterId ?? null;
}

/** A slug for a new lesson's title that no lesson has yet. */
async function freshSlug(tx: Transaction, title: string): Promise<string> {
  for (;;) {
    const slug = lessonSlug(title, randomSlugSuffix());
    const [taken] = await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.slug, slug));
    if (!taken) return slug;
  }
}

/**
 * Why a lesson cannot be published with the full video `fullVideoId`, or null when it can: the
 * video's streaming renditions must be ready (decision 039). A lesson already published with
 * this very video stays publishable while it is prepared: its page plays the uploaded file.
 */
async function fullVideoNotReady(db: Database, existing: Stored | null, fullVideoId: number) {
  if (existing?.published && existing.fullVideoId === fullVideoId) return null;
  const status = (await transcodeStatuses(db, [fullVideoId])).get(fullVideoId);
  if (status?.state === "ready") return null;
  return status?.state === "failed" ? "officeItems.errors.fullFailed" : "officeItems.errors.fullNotReady";
}

const UPLOAD_FIELDS: { field: "poster" | LessonVideoField; purpose: UploadPurpose }[] = [
  { field: "poster", purpose: "poster" },
  { field: "trailer", purpose: "trailer" },
  { field: "full", purpose: "full" },
  { field: "tips", purpose: "tips" },
];

/** A checked lesson form; without `steps` (a caller that does not edit them) they stay as they are. */
export type LessonSave = Omit<LessonInput, "steps" | "language"> & { steps?: StepInput[]; language?: Locale };

export interface SavedLesson {
  id: number;
  slug: string;
  published: boolean;
}

/**
 * Creates (`id` null) or updates a lesson of the actor from a checked form. Checks what the form
 * cannot: the specialization and brands exist, each new upload is a pending upload of the actor
 * for that field, and a lesson to publish has its trailer and full video. Null when `id` is
 * unknown or someone else's (nothing changes).
 */
export async function saveLesson(
  deps: UploadDeps,
  actor: Actor,
  id: number | null,
  input: LessonSave,
  /** Publishing tells the master's followers (once per lesson, decision 045); without it, nobody. */
  announce?: AnnounceDeps,
): Promise<Saved<SavedLesson> | null> {
  const { db } = deps;
  const existing = id === null ? null : await findOwned(db, actor, id);
  if (id !== null && !existing) return null;

  const errors: Record<string, string> = {};
  const categoryId = await categoryOf(db, input.specialization);
  if (categoryId === null) errors.specialization = "officeItems.errors.specializationRequired";
  if (input.brands.length > 0) {
    const known = await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, input.brands));
    if (known.length !== input.brands.length) errors.brands = "officeItems.errors.brandUnknown";
  }
  // Left out (an API client from before decision 050): the lesson keeps its language; a new one
  // takes the language its master registered in.
  const language = input.language ?? existing?.language ?? (await registeredLocale(db, actor.id));
  if (
    existing &&
    language !== existing.language &&
    (await translationLanguages(db, existing.id)).includes(language as Locale)
  )
    errors.language = "translations.errors.translatedAlready";

  const current = {
    poster: existing?.posterId ?? null,
    trailer: existing?.trailerId ?? null,
    full: existing?.fullVideoId ?? null,
    tips: existing?.tipsVideoId ?? null,
  };
  // An upload field names a new pending upload; naming the file the lesson already has changes nothing.
  const incoming: Partial<Record<"poster" | LessonVideoField, number>> = {};
  for (const { field, purpose } of UPLOAD_FIELDS) {
    const value = input[field];
    if (value === null || value === current[field]) continue;
    if (await claimUploads(db, actor.id, [value], purpose)) incoming[field] = value;
    else errors[field] = "officeItems.errors.uploadUnavailable";
  }

  const trailerId = incoming.trailer ?? current.trailer;
  const fullVideoId = incoming.full ?? current.full;
  const tipsVideoId = incoming.tips ?? (input.remove_tips ? null : current.tips);
  const oldFrame = await frameOf(db, current.trailer);
  const oldOwnPoster = current.poster !== null && current.poster !== oldFrame ? current.poster : null;
  const ownPoster = incoming.poster ?? (input.remove_poster ? null : oldOwnPoster);
  const posterId = ownPoster ?? (await frameOf(db, trailerId));

  const publish = input.intent === "publish";
  if (publish && trailerId === null && !errors.trailer)
    errors.trailer = "officeItems.errors.trailerToPublish";
  if (publish && fullVideoId === null && !errors.full) errors.full = "officeItems.errors.fullToPublish";
  if (publish && fullVideoId !== null && !errors.full) {
    const notReady = await fullVideoNotReady(db, existing, fullVideoId);
    if (notReady) errors.full = notReady;
  }
  // Steps mark moments of the full video: none may start past its end (when its length is known).
  if (input.steps) Object.assign(errors, stepsPastVideo(input.steps, await videoDurationMs(db, fullVideoId)));
  if (Object.keys(errors).length > 0) return notSaved(errors);

  const fields = {
    title: input.title,
    about: input.about,
    language,
    level: LESSON_LEVELS.indexOf(input.level),
    priceCents: input.price,
    categoryId,
    subCategoryId: input.specialization,
    posterId,
    trailerId,
    fullVideoId,
    tipsVideoId,
    published: publish,
    searchText: lessonSearchText(input.title),
    publishedAt: publish ? (existing?.publishedAt ?? new Date()) : (existing?.publishedAt ?? null),
    // Publishing again (after editing, in the same form) answers staff's unpublish note.
    ...(publish ? { moderationNote: null } : {}),
  };
  const saved = await inTransaction(db, async (tx) => {
    for (const { field, purpose } of UPLOAD_FIELDS) {
      const upload = incoming[field];
      if (
        upload !== undefined &&
        !(await claimUploads(tx as unknown as Database, actor.id, [upload], purpose))
      ) {
        throw new Refusal({ [field]: "officeItems.errors.uploadUnavailable" });
      }
    }
    let lesson: SavedLesson;
    if (existing) {
      await tx.update(lessons).set(fields).where(eq(lessons.id, existing.id));
      await tx.delete(lessonBrands).where(eq(lessonBrands.lessonId, existing.id));
      lesson = { id: existing.id, slug: existing.slug, published: publish };
    } else {
      const slug = await freshSlug(tx, input.title);
      const [row] = await tx
        .insert(lessons)
        .values({ ...fields, slug, masterId: actor.id })
        .returning({ id: lessons.id });
      if (!row) throw new Error("insert returned no row");
      lesson = { id: row.id, slug, published: publish };
    }
    // The search text holds the translations' titles too.
    if (existing) await refreshLessonSearchText(tx, lesson.id);
    if (input.steps) await replaceLessonSteps(tx, lesson.id, input.steps);
    if (publish && announce) await announcePublishedLesson(tx as unknown as Database, announce, lesson.id);
    if (input.brands.length > 0) {
      await tx.insert(lessonBrands).values(input.brands.map((brandId) => ({ lessonId: lesson.id, brandId })));
    }
    const attached = Object.values(incoming);
    if (attached.length > 0) await attachUploads(tx as unknown as Database, attached);
    // Every video of the lesson gets its streaming renditions (a new one is queued; one that
    // already has its job keeps it).
    await enqueueTranscodes(
      tx as unknown as Database,
      [trailerId, fullVideoId, tipsVideoId].filter((video): video is number => video !== null),
    );
    return lesson;
  });
  if (saved.ok) {
    // What the lesson stopped using: replaced or removed videos (their poster frames go with
    // them) and a replaced or removed uploaded poster.
    const dropped = [
      current.trailer !== trailerId ? current.trailer : null,
      current.full !== fullVideoId ? current.full : null,
      current.tips !== tipsVideoId ? current.tips : null,
      oldOwnPoster !== null && oldOwnPoster !== ownPoster ? oldOwnPoster : null,
    ].filter((value): value is number => value !== null);
    await discardUnused(deps, dropped);
  }
  return saved;
}

/** Deletes a lesson the actor may edit, then its files. False when there is no such lesson. */
export async function deleteLesson(deps: UploadDeps, actor: Actor, id: number): Promise<boolean> {
  const existing = await findOwned(deps.db, actor, id);
  if (!existing) return false;
  const subtitles = await subtitleFilesOf(deps.db, existing.id);
  await deps.db.delete(lessons).where(eq(lessons.id, existing.id));
  for (const key of subtitles) await deps.storage.remove(key).catch(() => {});
  const files = [existing.trailerId, existing.fullVideoId, existing.tipsVideoId, existing.posterId];
  await discardUnused(
    deps,
    files.filter((value): value is number => value !== null),
  );
  return true;
}
