import { rm } from "node:fs/promises";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gallerySchema } from "~/forms/office-items";
import { testDatabases } from "../../../tests/databases";
import {
  filesExist,
  makeUser,
  mediaRow,
  someSpecializations,
  testUploadDeps,
  uploadImage,
  uploadVideo,
} from "../../../tests/support/office";
import type { User } from "../auth/users.server";
import { certificates, media, photos, portfolioItems } from "../db/schema";
import type { UploadDeps } from "../media/uploads.server";
import { seedReferenceContent } from "../seed/reference.server";
import {
  createGalleryItem,
  deleteGalleryItem,
  type GalleryKind,
  getGalleryItem,
  listGallery,
  updateGalleryItem,
} from "./galleries.server";

describe.each(testDatabases())("portfolio works and certificates on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let deps: UploadDeps & { root: string };
  let owner: User;
  let stranger: User;
  let staff: User;
  let subs: Awaited<ReturnType<typeof someSpecializations>>;

  beforeAll(async () => {
    database = await engine.open();
    await seedReferenceContent(database.db);
    deps = await testUploadDeps(database.db);
    owner = await makeUser(database.db);
    stranger = await makeUser(database.db);
    staff = await makeUser(database.db, { staff: true });
    subs = await someSpecializations(database.db);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(deps.root, { recursive: true, force: true });
  });

  const photosOf = async (userId: number, count: number, purpose: "photo" | "poster" = "photo") => {
    const uploads = [];
    for (let index = 0; index < count; index++)
      uploads.push(await uploadImage(deps, userId, purpose, index + 1));
    return uploads.map((upload) => upload.id);
  };
  const manicure = () => ({
    category: subs.manicureClassic.categoryId,
    specialization: subs.manicureClassic.id,
  });
  const itemCount = async (kind: GalleryKind, userId: number) =>
    (await listGallery(database.db, "en", kind, userId)).length;

  describe.each(["portfolio", "certificates"] as const)("%s", (kind) => {
    it("creates an item with its photos in the order given and attaches the uploads", async () => {
      const ids = await photosOf(owner.id, 3);
      const saved = await createGalleryItem(deps, owner, kind, {
        ...manicure(),
        photos: [ids[2], ids[0], ids[1]] as number[],
      });
      expect(saved.ok).toBe(true);
      if (!saved.ok) return;
      const item = await getGalleryItem(database.db, "en", kind, owner, saved.value.id);
      expect(item?.category?.id).toBe(subs.manicureClassic.categoryId);
      expect(item?.specialization).toMatchObject({ id: subs.manicureClassic.id, title: expect.any(String) });
      expect(item?.photos.map((photo) => photo.mediaId)).toEqual([ids[2], ids[0], ids[1]]);
      for (const photo of item?.photos ?? []) {
        expect(photo.image?.key).toMatch(/^images\/[0-9a-f-]{36}$/);
        expect(photo.full).toMatch(/\.webp$/);
        expect(photo.name).toMatch(/^photo-\d\.png$/);
      }
      const rows = await database.db.select().from(media).where(inArray(media.id, ids));
      expect(rows.every((row) => row.pendingUntil === null)).toBe(true);
      expect(
        (await listGallery(database.db, "en", kind, owner.id)).some((entry) => entry.id === saved.value.id),
      ).toBe(true);
    });

    it("refuses an 11th photo, a missing image, a specialization of another category; stores nothing", async () => {
      const before = await itemCount(kind, owner.id);
      const eleven = await photosOf(owner.id, 11);
      const tooMany = await createGalleryItem(deps, owner, kind, { ...manicure(), photos: eleven });
      expect(tooMany).toEqual({ ok: false, errors: { photos: "officeItems.errors.tooManyPhotos" } });
      const none = await createGalleryItem(deps, owner, kind, { ...manicure(), photos: [] });
      expect(none).toEqual({ ok: false, errors: { photos: "officeItems.errors.imageRequired" } });
      const mismatch = await createGalleryItem(deps, owner, kind, {
        category: subs.manicureClassic.categoryId,
        specialization: subs.pedicureClassic.id,
        photos: eleven.slice(0, 1),
      });
      expect(mismatch).toEqual({
        ok: false,
        errors: { specialization: "officeItems.errors.specializationMismatch" },
      });
      expect(await itemCount(kind, owner.id)).toBe(before);
      const rows = await database.db.select().from(media).where(inArray(media.id, eleven));
      expect(rows.every((row) => row.pendingUntil !== null)).toBe(true);
    });

    it("refuses uploads of another purpose, of another user, or already used", async () => {
      const poster = await photosOf(owner.id, 1, "poster");
      const video = (await uploadVideo(deps, owner.id, "trailer")).id;
      const theirs = await photosOf(stranger.id, 1);
      const used = (
        await getGalleryItem(
          database.db,
          "en",
          kind,
          owner,
          (await listGallery(database.db, "en", kind, owner.id))[0]?.id ?? 0,
        )
      )?.photos[0]?.mediaId as number;
      for (const ids of [poster, [video], theirs, [used], [999_999]]) {
        const result = await createGalleryItem(deps, owner, kind, { ...manicure(), photos: ids });
        expect(result).toEqual({ ok: false, errors: { photos: "officeItems.errors.uploadUnavailable" } });
      }
    });

    it("updates: keeps and reorders photos, adds new ones after, removes the rest with their files", async () => {
      const ids = await photosOf(owner.id, 3);
      const created = await createGalleryItem(deps, owner, kind, { ...manicure(), photos: ids });
      if (!created.ok) throw new Error("not created");
      const item = await getGalleryItem(database.db, "en", kind, owner, created.value.id);
      const [first, second, third] = item?.photos ?? [];
      if (!first || !second || !third) throw new Error("photos missing");
      const removedRow = await mediaRow(database.db, second.mediaId);
      expect(removedRow && (await filesExist(deps.storage, removedRow))).toBe(true);
      const added = await photosOf(owner.id, 1);
      const updated = await updateGalleryItem(deps, owner, kind, created.value.id, {
        category: subs.manicureHardware.categoryId,
        specialization: subs.manicureHardware.id,
        keep: [third.id, first.id],
        photos: added,
      });
      expect(updated).toEqual({ ok: true, value: { id: created.value.id } });
      const after = await getGalleryItem(database.db, "en", kind, owner, created.value.id);
      expect(after?.specialization?.id).toBe(subs.manicureHardware.id);
      expect(after?.photos.map((photo) => photo.mediaId)).toEqual([third.mediaId, first.mediaId, added[0]]);
      expect(await mediaRow(database.db, second.mediaId)).toBeNull();
      expect(removedRow && (await filesExist(deps.storage, removedRow))).toBe(false);
    });

    it("refuses an update over 10 photos, with no photo, or keeping a photo of another item", async () => {
      const mine = await createGalleryItem(deps, owner, kind, {
        ...manicure(),
        photos: await photosOf(owner.id, 2),
      });
      const other = await createGalleryItem(deps, owner, kind, {
        ...manicure(),
        photos: await photosOf(owner.id, 1),
      });
      if (!mine.ok || !other.ok) throw new Error("not created");
      const item = await getGalleryItem(database.db, "en", kind, owner, mine.value.id);
      const keep = item?.photos.map((photo) => photo.id) ?? [];
      const nine = await photosOf(owner.id, 9);
      expect(
        await updateGalleryItem(deps, owner, kind, mine.value.id, { ...manicure(), keep, photos: nine }),
      ).toEqual({ ok: false, errors: { photos: "officeItems.errors.tooManyPhotos" } });
      expect(
        await updateGalleryItem(deps, owner, kind, mine.value.id, { ...manicure(), keep: [], photos: [] }),
      ).toEqual({
        ok: false,
        errors: { photos: "officeItems.errors.imageRequired" },
      });
      const otherPhoto = (await getGalleryItem(database.db, "en", kind, owner, other.value.id))?.photos[0]
        ?.id as number;
      expect(
        await updateGalleryItem(deps, owner, kind, mine.value.id, {
          ...manicure(),
          keep: [otherPhoto],
          photos: [],
        }),
      ).toEqual({ ok: false, errors: { keep: "officeItems.errors.invalidPhoto" } });
      expect((await getGalleryItem(database.db, "en", kind, owner, mine.value.id))?.photos).toEqual(
        item?.photos,
      );
    });

    it("treats another user's item as unknown (nothing changes); staff may edit it", async () => {
      const created = await createGalleryItem(deps, owner, kind, {
        ...manicure(),
        photos: await photosOf(owner.id, 1),
      });
      if (!created.ok) throw new Error("not created");
      const id = created.value.id;
      const before = await getGalleryItem(database.db, "en", kind, owner, id);
      expect(await getGalleryItem(database.db, "en", kind, stranger, id)).toBeNull();
      expect(
        await updateGalleryItem(deps, stranger, kind, id, {
          category: subs.pedicureClassic.categoryId,
          specialization: subs.pedicureClassic.id,
          keep: [],
          photos: await photosOf(stranger.id, 1),
        }),
      ).toBeNull();
      expect(await deleteGalleryItem(deps, stranger, kind, id)).toBe(false);
      expect(await getGalleryItem(database.db, "en", kind, owner, id)).toEqual(before);

      const byStaff = await updateGalleryItem(deps, staff, kind, id, {
        category: subs.pedicureClassic.categoryId,
        specialization: subs.pedicureClassic.id,
        keep: before?.photos.map((photo) => photo.id) ?? [],
        photos: [],
      });
      expect(byStaff?.ok).toBe(true);
      expect((await getGalleryItem(database.db, "en", kind, owner, id))?.specialization?.id).toBe(
        subs.pedicureClassic.id,
      );
    });

    it("deletes an item with its photos, their media rows and files", async () => {
      const ids = await photosOf(owner.id, 2);
      const created = await createGalleryItem(deps, owner, kind, { ...manicure(), photos: ids });
      if (!created.ok) throw new Error("not created");
      const rows = await database.db.select().from(media).where(inArray(media.id, ids));
      expect(await deleteGalleryItem(deps, owner, kind, created.value.id)).toBe(true);
      expect(await getGalleryItem(database.db, "en", kind, owner, created.value.id)).toBeNull();
      const table = kind === "portfolio" ? portfolioItems : certificates;
      expect(await database.db.select().from(table).where(eq(table.id, created.value.id))).toEqual([]);
      expect(await database.db.select().from(photos).where(inArray(photos.mediaId, ids))).toEqual([]);
      expect(await database.db.select().from(media).where(inArray(media.id, ids))).toEqual([]);
      for (const row of rows) expect(await filesExist(deps.storage, row)).toBe(false);
    });
  });
});

describe("the gallery form's schema", () => {
  it("reads repeated fields as lists and needs a category, a specialization and 1–10 photos", () => {
    expect(gallerySchema.parse({ category: "1", specialization: "2", photos: ["5", "6", "5"] })).toEqual({
      category: 1,
      specialization: 2,
      photos: [5, 6],
      keep: [],
    });
    const empty = gallerySchema.safeParse({ category: "", specialization: "" });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["category", "officeItems.errors.categoryRequired"],
      ["specialization", "officeItems.errors.specializationRequired"],
      ["photos", "officeItems.errors.imageRequired"],
    ]);
    const eleven = gallerySchema.safeParse({
      category: "1",
      specialization: "2",
      photos: Array.from({ length: 6 }, (_, i) => String(i + 1)),
      keep: Array.from({ length: 5 }, (_, i) => String(i + 1)),
    });
    expect(eleven.error?.issues[0]?.message).toBe("officeItems.errors.tooManyPhotos");
    expect(
      gallerySchema.safeParse({ category: "1", specialization: "2", photos: "abc" }).error?.issues[0]
        ?.message,
    ).toBe("officeItems.errors.uploadUnavailable");
  });
});
