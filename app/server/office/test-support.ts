/**
 * What the office items' integration tests share (imported only by `*.test.ts`): upload deps over
 * a temporary folder, users, real uploads (a generated PNG, the demo clips) and file checks.
 */
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import type { Locale } from "~/i18n/locales";
import { testEnv } from "../../../tests/router-context";
import { userContext } from "../auth/session.server";
import type { User } from "../auth/users.server";
import { type AppServices, localeContext, servicesContext } from "../context.server";
import type { Database, DatabaseHandle } from "../db/client.server";
import { media, subCategories, users } from "../db/schema";
import { parseEnv } from "../env.server";
import { localDiskStorage, type MediaStorage } from "../media/storage.server";
import { ingestUpload, type UploadDeps, type UploadPurpose, uploadLimits } from "../media/uploads.server";

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

export async function makeUser(db: Database, { staff = false }: { staff?: boolean } = {}) {
  userCounter += 1;
  const tag = `${process.pid}x${userCounter}`;
  const [user] = await db
    .insert(users)
    .values({
      email: `office-${tag}@example.test`,
      username: `office_${tag}`,
      fullName: `Office User ${tag}`,
      passwordHash: "x",
      isActive: true,
      isStaff: staff,
    })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

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
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(localeContext, locale);
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
