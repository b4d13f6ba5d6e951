/**
 * Tests only: a user, the reference data and upload dependencies for the office's integration
 * tests, and a real pending image upload (a small PNG made with sharp).
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { asc, eq } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import type { Database } from "../db/client.server";
import { brands, categories, subCategories, users } from "../db/schema";
import { parseEnv } from "../env.server";
import { localDiskStorage } from "../media/storage.server";
import {
  ingestUpload,
  type PendingUpload,
  type UploadDeps,
  type UploadPurpose,
  uploadLimits,
} from "../media/uploads.server";

export async function officeUploadDeps(db: Database): Promise<UploadDeps> {
  const root = await mkdtemp(path.join(tmpdir(), "maistry-office-test-"));
  return {
    db,
    storage: localDiskStorage(path.join(root, "media")),
    limits: uploadLimits(parseEnv({ NODE_ENV: "test" })),
    logger: pino({ level: "silent" }),
    tmpDir: path.join(root, "tmp"),
  };
}

let counter = 0;

/** An active account as registration leaves it: no profile row, not listed. */
export async function insertUser(db: Database, fields: Partial<typeof users.$inferInsert> = {}) {
  counter += 1;
  const tag = `${process.pid}x${counter}`;
  const [user] = await db
    .insert(users)
    .values({
      email: `office-${tag}@example.com`,
      username: `office_${tag}`,
      fullName: `Office Tester ${tag}`,
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

/** A pending image upload of `ownerId` for `purpose`, through the real ingest. */
export async function pendingImage(
  deps: UploadDeps,
  ownerId: number,
  purpose: UploadPurpose = "avatar",
): Promise<PendingUpload> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#b0476f" } })
    .png()
    .toBuffer();
  return ingestUpload(deps, ownerId, purpose, Readable.from([png]), {
    name: "portrait.png",
    type: "image/png",
  });
}

export const userRow = async (db: Database, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)))[0];
