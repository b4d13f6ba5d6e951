import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, count, eq, gt, inArray, isNotNull, lte, sum } from "drizzle-orm";
import type { Logger } from "pino";
import type { FieldErrors } from "~/forms/form-data";
import {
  type ImagePurpose,
  isImagePurpose,
  MAX_IMAGE_PIXELS,
  MAX_PENDING_PER_USER,
  MB,
  megabytes,
  type PendingUpload,
  PHOTO_MAX_BYTES,
  type UploadPurpose,
  type VideoPurpose,
} from "~/media/upload-rules";
import type { AppServices } from "../context.server";
import type { Database } from "../db/client.server";
import { lessons, media } from "../db/schema";
import type { Env } from "../env.server";
import { hlsPrefix } from "./hls-layout.server";
import { encodeImage, IMAGE_WIDTHS, ImageProblem } from "./image-ingest.server";
import { imageRef } from "./image-ref.server";
import { parseMultipartForm } from "./multipart.server";
import { SNIFF_BYTES, sniffImage, sniffVideo } from "./sniff";
import type { MediaStorage } from "./storage.server";
import { grabPosterFrame, mediaTools, probeVideo } from "./video-ingest.server";

export {
  IMAGE_TYPES,
  isUploadPurpose,
  MAX_IMAGE_PIXELS,
  MAX_PENDING_PER_USER,
  MAX_PHOTOS,
  type PendingUpload,
  PHOTO_MAX_BYTES,
  UPLOAD_PURPOSES,
  type UploadPurpose,
  VIDEO_TYPES,
} from "~/media/upload-rules";

/** How long an upload waits for the form that uses it before it is swept. */
export const PENDING_MS = 24 * 60 * 60 * 1000;

/** A refused upload; `key` is a translation key (`uploads.errors.*`), `values` fill it in. */
export class UploadRefused extends Error {
  override name = "UploadRefused";
  constructor(
    readonly key: string,
    readonly values?: Record<string, string | number>,
    /** The HTTP status the upload endpoint answers with (413 for too large). */
    readonly status = 400,
  ) {
    super(key);
  }
}

export interface UploadLimits {
  /** Largest image file accepted (SPEC §9: 10 MB). */
  photoBytes: number;
  /** Largest video file per purpose (UPLOAD_MAX_*_MB). */
  videoBytes: Record<VideoPurpose, number>;
  /** Largest image by pixel count, read from its header before decoding. */
  maxPixels: number;
  /** Uploads one user may have waiting for their forms at once. */
  pendingPerUser: number;
  /** Bytes those waiting uploads may take together (UPLOAD_MAX_PENDING_MB). */
  pendingBytesPerUser: number;
}

export interface UploadDeps {
  db: Database;
  storage: MediaStorage;
  limits: UploadLimits;
  logger: Logger;
  /** Where a video waits while it is checked (created when missing). */
  tmpDir: string;
}

export function uploadLimits(env: Env): UploadLimits {
  return {
    photoBytes: PHOTO_MAX_BYTES,
    videoBytes: {
      intro: env.UPLOAD_MAX_INTRO_MB * MB,
      trailer: env.UPLOAD_MAX_TRAILER_MB * MB,
      full: env.UPLOAD_MAX_FULL_MB * MB,
      tips: env.UPLOAD_MAX_TIPS_MB * MB,
    },
    maxPixels: MAX_IMAGE_PIXELS,
    pendingPerUser: MAX_PENDING_PER_USER,
    pendingBytesPerUser: env.UPLOAD_MAX_PENDING_MB * MB,
  };
}

/** The largest file accepted for a purpose, in bytes. */
export function maxUploadBytes(limits: UploadLimits, purpose: UploadPurpose): number {
  return isImagePurpose(purpose) ? limits.photoBytes : limits.videoBytes[purpose];
}

/** What the upload functions need, taken from the server's services. */
export function uploadDeps(services: AppServices): UploadDeps {
  return {
    db: services.database.db,
    storage: services.storage,
    limits: uploadLimits(services.env),
    logger: services.logger,
    tmpDir: path.join(services.env.DATA_DIR, "tmp", "uploads"),
  };
}

/** A file name fit to show and store: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return Array.from(printable).slice(0, 200).join("");
}

type MediaRow = typeof media.$inferSelect;

/**
 * The bytes `ownerId` may still upload before their forms are saved: refused at once when they
 * already have as many files, or as many bytes, waiting as allowed (a refused no-JS form keeps its
 * files for a day, so one account could otherwise park hundreds of gigabytes: issue 14).
 */
async function roomForUpload(deps: UploadDeps, ownerId: number): Promise<number> {
  const [row] = await deps.db
    .select({ waiting: count(), bytes: sum(media.bytes) })
    .from(media)
    .where(and(eq(media.ownerId, ownerId), isNotNull(media.pendingUntil)));
  if ((row?.waiting ?? 0) >= deps.limits.pendingPerUser) {
    throw new UploadRefused("uploads.errors.tooManyPending", { limit: deps.limits.pendingPerUser }, 429);
  }
  const room = deps.limits.pendingBytesPerUser - Number(row?.bytes ?? 0);
  if (room <= 0) throw pendingBytesFull(deps.limits);
  return room;
}

const pendingBytesFull = (limits: UploadLimits) =>
  new UploadRefused("uploads.errors.tooMuchPending", { max: megabytes(limits.pendingBytesPerUser) }, 429);

/** The refusal for a file past `max` bytes or past the `room` left, whichever it crossed. */
const tooLarge = (limits: UploadLimits, max: number, room: number, key: string) =>
  room < max ? pendingBytesFull(limits) : new UploadRefused(key, { max: megabytes(max) }, 413);

/** Reads a stream into memory, refusing it (and reading no further) past `max` bytes. */
async function readAtMost(body: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buffer.length;
    if (total > max) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, total);
}

const pendingUntil = () => new Date(Date.now() + PENDING_MS);

async function ingestImage(
  deps: UploadDeps,
  ownerId: number,
  purpose: ImagePurpose,
  body: Readable,
  name: string,
  room: number,
): Promise<PendingUpload> {
  const input = await readAtMost(body, Math.min(deps.limits.photoBytes, room));
  if (!input) throw tooLarge(deps.limits, deps.limits.photoBytes, room, "uploads.errors.photoTooLarge");
  if (input.length === 0) throw new UploadRefused("uploads.errors.emptyFile");
  if (!sniffImage(input.subarray(0, SNIFF_BYTES))) throw new UploadRefused("uploads.errors.notAnImage");
  const image = await encodeImage(deps.storage, input, IMAGE_WIDTHS[purpose], deps.limits.maxPixels).catch(
    (error: unknown) => {
      if (error instanceof ImageProblem) {
        throw new UploadRefused(`uploads.errors.${error.reason}`, {
          megapixels: Math.floor(deps.limits.maxPixels / 1_000_000),
        });
      }
      throw error;
    },
  );
  try {
    const [row] = await deps.db
      .insert(media)
      .values({
        kind: "image",
        storageKey: image.storageKey,
        mime: "image/webp",
        bytes: image.bytes,
        width: image.width,
        height: image.height,
        variants: image.variants,
        ownerId,
        purpose,
        originalName: name,
        pendingUntil: pendingUntil(),
      })
      .returning();
    if (!row) throw new Error("media row not inserted");
    return toPending(row, null);
  } catch (error) {
    await deps.storage.remove(image.storageKey).catch(() => {});
    throw error;
  }
}

async function ingestVideo(
  deps: UploadDeps,
  ownerId: number,
  purpose: VideoPurpose,
  body: Readable,
  name: string,
  room: number,
): Promise<PendingUpload> {
  const max = deps.limits.videoBytes[purpose];
  const limit = Math.min(max, room);
  await mkdir(deps.tmpDir, { recursive: true });
  const temporary = path.join(deps.tmpDir, `${randomUUID()}.upload`);
  let bytes = 0;
  let head = Buffer.alloc(0);
  let sniffed: ReturnType<typeof sniffVideo> = null;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > limit) {
        done(tooLarge(deps.limits, max, room, "uploads.errors.videoTooLarge"));
        return;
      }
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        // Refuse a fake at its first bytes rather than after gigabytes.
        if (head.length === SNIFF_BYTES) {
          sniffed = sniffVideo(head);
          if (!sniffed) {
            done(new UploadRefused("uploads.errors.notAVideo"));
            return;
          }
        }
      }
      done(null, chunk);
    },
  });
  const files: string[] = [];
  const output = createWriteStream(temporary);
  try {
    await pipeline(body, check, output);
    if (bytes === 0) throw new UploadRefused("uploads.errors.emptyFile");
    sniffed ??= sniffVideo(head);
    if (!sniffed) throw new UploadRefused("uploads.errors.notAVideo");

    const tools = await mediaTools();
    let facts: Awaited<ReturnType<typeof probeVideo>> = { durationMs: null, width: null, height: null };
    if (tools.ffprobe) {
      facts = await probeVideo(tools.ffprobe, temporary);
      if (!facts) throw new UploadRefused("uploads.errors.notAVideo");
    }
    let poster: Awaited<ReturnType<typeof encodeImage>> | null = null;
    if (tools.ffmpeg) {
      const frame = await grabPosterFrame(tools.ffmpeg, temporary, facts.durationMs);
      if (frame) {
        poster = await encodeImage(deps.storage, frame, IMAGE_WIDTHS.poster, Number.MAX_SAFE_INTEGER).catch(
          (error: unknown) => {
            deps.logger.warn({ err: error }, "video poster frame could not be stored");
            return null;
          },
        );
        if (poster) files.push(poster.storageKey);
      }
    }
    const storageKey = `videos/${randomUUID()}.${sniffed.ext}`;
    files.push(storageKey);
    await deps.storage.put(storageKey, createReadStream(temporary), sniffed.mime);

    const until = pendingUntil();
    const mime = sniffed.mime;
    return await deps.db.transaction(async (tx) => {
      let posterRow: MediaRow | null = null;
      if (poster) {
        [posterRow = null] = await tx
          .insert(media)
          .values({
            kind: "image",
            storageKey: poster.storageKey,
            mime: "image/webp",
            bytes: poster.bytes,
            width: poster.width,
            height: poster.height,
            variants: poster.variants,
            ownerId,
            purpose: "poster",
            originalName: name,
            // Never pending itself: it lives and goes with its video (see discardMedia).
            pendingUntil: null,
          })
          .returning();
      }
      const [row] = await tx
        .insert(media)
        .values({
          kind: "video",
          storageKey,
          mime,
          bytes,
          width: facts.width,
          height: facts.height,
          durationMs: facts.durationMs,
          posterId: posterRow?.id ?? null,
          ownerId,
          purpose,
          originalName: name,
          pendingUntil: until,
        })
        .returning();
      if (!row) throw new Error("media row not inserted");
      return toPending(row, posterRow);
    });
  } catch (error) {
    await Promise.all(files.map((key) => deps.storage.remove(key).catch(() => {})));
    throw error;
  } finally {
    // A pipeline that fails at once may end before the file has even been opened: wait for the
    // stream to close, or the file would be created after its removal and left behind.
    if (!output.closed) await new Promise<void>((resolve) => output.once("close", () => resolve()));
    await rm(temporary, { force: true });
  }
}

/**
 * Stores one upload as a PENDING media row of `ownerId` (pending_until = now + 24 h). Images:
 * ≤ 10 MB, type by content, pixel cap, re-encoded WebP variants, metadata stripped. Videos:
 * streamed via a temp file, size limit of the purpose, MP4/WebM/MOV by content, poster frame
 * and duration when ffmpeg/ffprobe exist. Throws UploadRefused; leaves no file or row behind on
 * failure.
 */
export async function ingestUpload(
  deps: UploadDeps,
  ownerId: number,
  purpose: UploadPurpose,
  body: Readable,
  file: { name: string; type: string },
): Promise<PendingUpload> {
  const room = await roomForUpload(deps, ownerId);
  const name = cleanFileName(file.name);
  return isImagePurpose(purpose)
    ? ingestImage(deps, ownerId, purpose, body, name, room)
    : ingestVideo(deps, ownerId, purpose, body, name, room);
}

/**
 * Streaming parse of a urlencoded or multipart form (never holds a file in memory). File parts of
 * the fields listed in `fileFields` are ingested as pending uploads and appear in `form` as their
 * media id (string) under the same field name (so a hidden/checkbox input `name=<field> value=<id>`
 * carrying an earlier pending upload and a newly chosen file look the same to the action). Empty
 * file inputs are ignored; file parts of unlisted fields are drained and ignored. A refused file
 * gives `uploadErrors[field] = key` and nothing stored for it; the rest of the form still parses.
 */
export function parseUploadForm(
  request: Request,
  deps: UploadDeps,
  ownerId: number,
  fileFields: Partial<Record<string, UploadPurpose>>,
): Promise<{ form: FormData; uploadErrors: FieldErrors; values: Record<string, string> }> {
  return parseMultipartForm(
    request,
    fileFields,
    (purpose, body, file) =>
      ingestUpload(deps, ownerId, purpose, body, file).catch((error: unknown) => {
        // A field error is a bare key: this one's limit (set by the environment) cannot be in it.
        if (error instanceof UploadRefused && error.key === "uploads.errors.videoTooLarge") {
          throw new UploadRefused("uploads.errors.videoTooLargeHere", undefined, error.status);
        }
        throw error;
      }),
    (ids) => discardMedia(deps, ids),
  );
}

function toPending(
  row: MediaRow,
  poster: Pick<MediaRow, "storageKey" | "width" | "height" | "variants"> | null,
) {
  const image = row.kind === "image" ? row : poster;
  return {
    id: row.id,
    purpose: row.purpose as UploadPurpose,
    kind: row.kind,
    name: row.originalName,
    bytes: row.bytes,
    preview: image ? imageRef(image) : null,
  } satisfies PendingUpload;
}

/** Rows waiting for a form: pending and not past their time. */
const waiting = (now: Date) => and(isNotNull(media.pendingUntil), gt(media.pendingUntil, now));

async function loadPending(db: Database, ownerId: number, ids: number[], purpose?: UploadPurpose) {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (unique.length === 0) return { unique, found: [] as PendingUpload[] };
  const rows = await db
    .select()
    .from(media)
    .where(
      and(
        inArray(media.id, unique),
        eq(media.ownerId, ownerId),
        purpose ? eq(media.purpose, purpose) : undefined,
        waiting(new Date()),
      ),
    );
  const posterIds = rows.map((row) => row.posterId).filter((id): id is number => id !== null);
  const posters = posterIds.length ? await db.select().from(media).where(inArray(media.id, posterIds)) : [];
  const posterById = new Map(posters.map((poster) => [poster.id, poster]));
  const byId = new Map(
    rows.map((row) => [row.id, toPending(row, row.posterId ? (posterById.get(row.posterId) ?? null) : null)]),
  );
  const found = unique.map((id) => byId.get(id)).filter((upload): upload is PendingUpload => !!upload);
  return { unique, found };
}

/**
 * The pending uploads `ids` of `ownerId` for `purpose`, or null when any id is not one
 * (unknown, someone else's, already used, other purpose). Use before attaching.
 */
export async function claimUploads(
  db: Database,
  ownerId: number,
  ids: number[],
  purpose: UploadPurpose,
): Promise<PendingUpload[] | null> {
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) return null;
  const { unique, found } = await loadPending(db, ownerId, ids, purpose);
  return found.length === unique.length ? found : null;
}

/**
 * The pending uploads among `ids` of `ownerId`, in the order given (unknown ids are skipped):
 * what a refused form shows again as kept uploads.
 */
export async function pendingUploads(db: Database, ownerId: number, ids: number[]): Promise<PendingUpload[]> {
  return (await loadPending(db, ownerId, ids)).found;
}

/** Marks claimed uploads as used (pending_until = null), inside the caller's transaction. */
export async function attachUploads(tx: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(media).set({ pendingUntil: null }).where(inArray(media.id, ids));
}

/**
 * Removes media rows (with a video's poster) and then their files: replaced avatars/videos,
 * removed photos, deleted items and lessons. A poster frame still used as a lesson poster stays.
 */
export async function discardMedia(
  deps: Pick<UploadDeps, "db" | "storage" | "logger">,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  const removed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: media.id, posterId: media.posterId })
      .from(media)
      .where(inArray(media.id, ids));
    const posterIds = rows.map((row) => row.posterId).filter((id): id is number => id !== null);
    const usedPosters = posterIds.length
      ? (
          await tx.select({ id: lessons.posterId }).from(lessons).where(inArray(lessons.posterId, posterIds))
        ).map((row) => row.id)
      : [];
    const doomed = [
      ...rows.map((row) => row.id),
      ...posterIds.filter((id) => !usedPosters.includes(id) && !ids.includes(id)),
    ];
    if (doomed.length === 0) return [];
    return tx
      .delete(media)
      .where(inArray(media.id, doomed))
      .returning({ id: media.id, kind: media.kind, storageKey: media.storageKey });
  });
  // Rows first, files after: a failed removal leaves a stray file, never a row without its file.
  // A video's streaming renditions go with it (its queue row went with the media row).
  const keys = removed.flatMap((row) =>
    row.kind === "video" ? [row.storageKey, hlsPrefix(row.id)] : [row.storageKey],
  );
  for (const key of keys) {
    await deps.storage.remove(key).catch((error: unknown) => {
      deps.logger.warn({ err: error, key }, "media file could not be removed");
    });
  }
}

/** Deletes uploads still pending after their time (files and rows); returns how many. */
export async function sweepAbandonedUploads(deps: UploadDeps, now: Date = new Date()): Promise<number> {
  const rows = await deps.db
    .select({ id: media.id })
    .from(media)
    .where(
      // (A video's poster frame is never pending itself: it goes with its video.)
      and(isNotNull(media.pendingUntil), lte(media.pendingUntil, now)),
    );
  const ids = rows.map((row) => row.id);
  await discardMedia(deps, ids);
  if (ids.length > 0) deps.logger.info({ count: ids.length }, "abandoned uploads swept");
  return ids.length;
}

/**
 * Deletes temp files of video uploads older than `olderThanMs` (an upload cut off by a crash or
 * a restart); a running upload's file is younger. Returns how many.
 */
export async function sweepTemporaryFiles(tmpDir: string, olderThanMs = PENDING_MS): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tmpDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(tmpDir, name);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > olderThanMs) {
      await rm(file, { force: true, recursive: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Removes one of `ownerId`'s own uploads that still waits for its form (the upload field's
 * remove button), with its poster frame and files. False when there is no such upload.
 */
export async function discardPendingUpload(deps: UploadDeps, ownerId: number, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const [upload] = await pendingUploads(deps.db, ownerId, [id]);
  if (!upload) return false;
  // Only while still pending: a form that attached it meanwhile wins.
  const [row] = await deps.db
    .update(media)
    .set({ pendingUntil: new Date(0) })
    .where(and(eq(media.id, id), eq(media.ownerId, ownerId), isNotNull(media.pendingUntil)))
    .returning({ id: media.id });
  if (!row) return false;
  await discardMedia(deps, [id]);
  return true;
}
