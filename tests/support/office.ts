/**
 * What the office's integration tests share: upload deps over a temporary folder, users, the
 * reference data's ids, real uploads (a generated PNG, the demo clips) and file checks.
 */
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { asc, eq, inArray } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import type { Locale } from "~/i18n/locales";
import type { User } from "~/server/auth/users.server";
import type { AppServices } from "~/server/context.server";
import type { Database, DatabaseHandle } from "~/server/db/client.server";
import { brands, categories, media, subCategories, users, videoTranscodes } from "~/server/db/schema";
import { parseEnv } from "~/server/env.server";
import { localDiskStorage, type MediaStorage } from "~/server/media/storage.server";
import {
  ingestUpload,
  type UploadDeps,
  type UploadPurpose,
  uploadLimits,
} from "~/server/media/uploads.server";
import { userContext } from "~/server/web/current-user.server";
import { routerContextFor, testEnv } from "../router-context";

export const DEMO_MEDIA_DIR = path.resolve("app/server/seed/demo-media");

export async function testUploadDeps(db: Database): Promise<UploadDeps & { root: string }> {
  const root = await mkdtemp(path.join(tmpdir(), "maistry-office-items-"));
  return {
    db,
    storage: localDiskStorage(path.join(root, "media")),
    limits: uploadLimits(parseEnv({ NODE_ENV: "test" })),
    logger: pino({ level: "silent" }),
    tmpDir: path.join(root, "tmp"),
    root,
  };
}

let userCounter = 0;

/** An active account as registration leaves it: no profile row, not listed. */
export async function insertUser(db: Database, fields: Partial<typeof users.$inferInsert> = {}) {
  userCounter += 1;
  const tag = `${process.pid}x${userCounter}`;
  const [user] = await db
    .insert(users)
    .values({
      email: `office-${tag}@example.com`,
      username: `office_${tag}`,
      fullName: `Office User ${tag}`,
      phone: "+380441234567",
      country: "UA",
      city: "Kyiv",
      passwordHash: "-",
      isActive: true,
      ...fields,
    })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

/** A bare active account (no phone or place), staff when asked. */
export const makeUser = (db: Database, { staff = false }: { staff?: boolean } = {}) =>
  insertUser(db, { phone: "", country: "", city: "", isStaff: staff });

/** A small PNG of one colour (a different picture per seed). */
export function pngBytes(seed = 1, width = 64, height = 80): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 31) % 256 },
    },
  })
    .png()
    .toBuffer();
}

/** A pending image upload of `ownerId` through the real ingest. */
export async function uploadImage(
  deps: UploadDeps,
  ownerId: number,
  purpose: UploadPurpose = "photo",
  seed = 1,
) {
  return ingestUpload(deps, ownerId, purpose, Readable.from([await pngBytes(seed)]), {
    name: `photo-${seed}.png`,
    type: "image/png",
  });
}

/** A pending video upload of `ownerId` (a demo clip) through the real ingest. */
export async function uploadVideo(
  deps: UploadDeps,
  ownerId: number,
  purpose: UploadPurpose,
  clip = `manicure-${purpose === "full" ? "full" : purpose === "tips" ? "tips" : "trailer"}.mp4`,
) {
  const bytes = await readFile(path.join(DEMO_MEDIA_DIR, clip));
  return ingestUpload(deps, ownerId, purpose, Readable.from([bytes]), { name: clip, type: "video/mp4" });
}

/** Two specializations of one category and one of another. */
export async function someSpecializations(db: Database) {
  const rows = await db
    .select({ id: subCategories.id, key: subCategories.key, categoryId: subCategories.categoryId })
    .from(subCategories)
    .where(inArray(subCategories.key, ["manicure-classic", "manicure-hardware", "pedicure-classic"]));
  const byKey = (key: string) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) throw new Error(`no ${key}`);
    return row;
  };
  return {
    manicureClassic: byKey("manicure-classic"),
    manicureHardware: byKey("manicure-hardware"),
    pedicureClassic: byKey("pedicure-classic"),
  };
}

export async function mediaRow(db: Database, id: number) {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ?? null;
}

/** Whether the files of a media row are in storage (an image: its widths; a video: the file). */
export async function filesExist(
  storage: MediaStorage,
  row: { kind: string; storageKey: string; variants: number[] },
) {
  if (row.kind === "video") return (await storage.size(row.storageKey)) !== null;
  const sizes = await Promise.all(
    row.variants.map((width) => storage.size(`${row.storageKey}/${width}.webp`)),
  );
  return sizes.length > 0 && sizes.every((size) => size !== null);
}

/** Router context for calling the office routes directly: media and temporary files under `root`. */
export function officeContext(
  database: DatabaseHandle,
  root: string,
  user: User | null,
  locale: Locale = "en",
) {
  const services: AppServices = {
    env: testEnv({ DATA_DIR: root }),
    logger: pino({ level: "silent" }),
    database,
    sessionSecrets: ["test-secret-test-secret-test-secret-42"],
    mailer: { async send() {} },
    storage: localDiskStorage(path.join(root, "media")),
    isDatabaseReady: () => true,
  };
  const context = routerContextFor(services, locale);
  context.set(userContext, user);
  return { context, services };
}

/** A multipart body: text fields and files (`[field, name, bytes, type]`). */
export function multipart(
  url: string,
  fields: [string, string][],
  files: [string, string, Buffer | Uint8Array<ArrayBuffer>, string][] = [],
  init: RequestInit = {},
): Request {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const [name, file, bytes, type] of files)
    form.append(name, new Blob([new Uint8Array(bytes)], { type }), file);
  return new Request(url, { method: "POST", body: form, ...init });
}

/** Two categories with two sub-categories each, and a few brands, from the reference seed. */
export async function referenceIds(db: Database) {
  const [categoryRows, subRows, brandRows] = await Promise.all([
    db.select({ id: categories.id }).from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: subCategories.id, categoryId: subCategories.categoryId })
      .from(subCategories)
      .orderBy(asc(subCategories.position), asc(subCategories.id)),
    db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)),
  ]);
  const [first, second] = categoryRows;
  if (!first || !second) throw new Error("the reference seed has no categories");
  const subsOf = (categoryId: number) =>
    subRows.filter((sub) => sub.categoryId === categoryId).map((sub) => sub.id);
  return {
    categoryA: first.id,
    categoryB: second.id,
    subsA: subsOf(first.id),
    subsB: subsOf(second.id),
    brands: brandRows.map((brand) => brand.id),
  };
}

/** A pending image upload of `ownerId` for `purpose` (a profile photo unless said), through the real ingest. */
export async function pendingImage(deps: UploadDeps, ownerId: number, purpose: UploadPurpose = "avatar") {
  return ingestUpload(deps, ownerId, purpose, Readable.from([await pngBytes(1, 64, 64)]), {
    name: "portrait.png",
    type: "image/png",
  });
}

export const userRow = async (db: Database, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)))[0];

/**
 * Sets the streaming state of videos as the transcode worker would leave it (its own tests run
 * ffmpeg; here only the state matters, for the publish rule).
 */
export async function setStreaming(
  db: Database,
  mediaIds: number[],
  state: "queued" | "ready" | "failed" = "ready",
  error: string | null = null,
) {
  await db
    .insert(videoTranscodes)
    .values(
      mediaIds.map((mediaId) => ({ mediaId, state, error, renditions: state === "ready" ? [360] : [] })),
    )
    .onConflictDoUpdate({
      target: videoTranscodes.mediaId,
      set: { state, error, renditions: state === "ready" ? [360] : [] },
    });
}
