import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "~/server/auth/passwords.server";
import { foldForSearch } from "~/server/catalog/search-text";
import { balanceOf, ledgerSum } from "~/server/commerce/ledger.server";
import { findCity } from "~/server/geo/cities.server";
import { localDiskStorage, type MediaStorage } from "~/server/media/storage.server";
import { testDatabases } from "../../../tests/databases";
import {
  balances,
  categories,
  certificates,
  ledgerEntries,
  lessons,
  masterSkills,
  media,
  photos,
  portfolioItems,
  professionalActivities,
  profileBrands,
  profiles,
  purchases,
  reviews,
  subCategories,
  users,
} from "../db/schema";
import { seedDemoContent } from "./demo.server";
import { DEMO_CREDENTIALS, DEMO_EMAIL_DOMAIN, DEMO_LESSONS, DEMO_MASTERS } from "./demo-content";
import { seedReferenceContent } from "./reference.server";

async function readAll(storage: MediaStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// One image cache for the file: the first database renders every image, the next one reads them.
const imageCacheDir = path.join(os.tmpdir(), `maistry-demo-test-${process.pid}`);
afterAll(() => rm(imageCacheDir, { recursive: true, force: true }));

describe.each(testDatabases())("demo content on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let dir: string;
  let storage: MediaStorage;

  beforeAll(async () => {
    database = await engine.open();
    dir = await mkdtemp(path.join(os.tmpdir(), "maistry-demo-"));
    storage = localDiskStorage(dir);
    await seedReferenceContent(database.db);
    await seedDemoContent(database.db, storage, { imageCacheDir });
  }, 120_000);
  afterAll(async () => {
    await database.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("creates masters in every category, each with a full profile, and one unlisted user", async () => {
    const db = database.db;
    const rows = await db
      .select({ user: users, profile: profiles, categoryKey: categories.key })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(categories, eq(categories.id, profiles.categoryId));
    const listed = rows.filter((row) => row.profile.isListed);
    expect(listed.length).toBeGreaterThanOrEqual(12);
    expect(new Set(listed.map((row) => row.categoryKey)).size).toBe(8);
    expect(new Set(listed.map((row) => row.user.country)).size).toBeGreaterThanOrEqual(6);
    const levels = new Set(listed.map((row) => row.profile.qualificationLevel));
    expect(levels).toContain(null);
    for (const level of [1, 2, 3, 4, 5, 6]) expect(levels).toContain(level);
    const teachers = listed.filter((row) => row.profile.isTeacher).length;
    expect(teachers / listed.length).toBeGreaterThan(0.3);
    expect(teachers / listed.length).toBeLessThan(0.7);
    expect(listed.some((row) => row.profile.videoId !== null)).toBe(true);

    for (const { user, profile } of listed) {
      expect(user.email).toBe(`${user.username}@${DEMO_EMAIL_DOMAIN}`);
      expect(user.isActive).toBe(true);
      expect(findCity(user.country, user.city)?.name, user.username).toBe(user.city);
      expect(profile.shortDescription.length).toBeGreaterThan(60);
      expect(profile.subCategoryId).not.toBeNull();
      expect(profile.avatarId).not.toBeNull();
      expect(profile.searchText).toBe(foldForSearch(`${user.fullName} ${user.username}`));
      const [skills, brandCount, activities, items, certs] = await Promise.all([
        db.select().from(masterSkills).where(eq(masterSkills.userId, user.id)),
        db.select().from(profileBrands).where(eq(profileBrands.userId, user.id)),
        db.select().from(professionalActivities).where(eq(professionalActivities.userId, user.id)),
        db.select({ id: portfolioItems.id }).from(portfolioItems).where(eq(portfolioItems.userId, user.id)),
        db.select({ id: certificates.id }).from(certificates).where(eq(certificates.userId, user.id)),
      ]);
      expect(skills.map((skill) => skill.subCategoryId)).toContain(profile.subCategoryId);
      expect(skills.length).toBeGreaterThanOrEqual(2);
      expect(brandCount.length).toBeGreaterThanOrEqual(2);
      expect(brandCount.length).toBeLessThanOrEqual(5);
      expect(activities.length).toBeGreaterThanOrEqual(1);
      expect(activities.length).toBeLessThanOrEqual(4);
      expect(items.length).toBeGreaterThanOrEqual(1);
      expect(certs.length).toBeLessThanOrEqual(2);
      for (const item of items) {
        const list = await db.select().from(photos).where(eq(photos.portfolioItemId, item.id));
        expect(list.length).toBeGreaterThanOrEqual(2);
        expect(list.length).toBeLessThanOrEqual(5);
      }
    }

    const unlisted = rows.filter((row) => !row.profile.isListed);
    expect(unlisted.map((row) => row.user.username)).toEqual([DEMO_CREDENTIALS.incomplete.username]);
    expect(unlisted[0]?.profile.shortDescription).toBe("");
  });

  it("creates lessons with a poster and three videos whose files are in storage", async () => {
    const db = database.db;
    const list = await db.select().from(lessons);
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(list.length).toBe(DEMO_LESSONS.length);
    expect(list.filter((lesson) => !lesson.published)).toHaveLength(1);
    expect(list.filter((lesson) => lesson.priceCents === 0).length).toBeGreaterThanOrEqual(2);
    expect(new Set(list.map((lesson) => lesson.level))).toEqual(new Set([0, 1, 2, 3]));
    expect(new Set(list.map((lesson) => lesson.slug)).size).toBe(list.length);
    expect(list.filter((lesson) => /манікюр/i.test(lesson.title)).length).toBeGreaterThanOrEqual(2);
    expect(list.some((lesson) => lesson.searchText.includes("eclat"))).toBe(true);
    // Some lessons are translated, and taught in more than one language across the demo.
    expect(list.some((lesson) => lesson.searchText.includes("\nmarble nail design"))).toBe(true);
    expect(new Set(list.map((lesson) => lesson.language)).size).toBeGreaterThanOrEqual(5);

    const subs = new Map((await db.select().from(subCategories)).map((row) => [row.id, row]));
    const mediaIds = new Set<number>();
    for (const lesson of list) {
      expect(lesson.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
      // Its title first, then its translations' titles (decision 050).
      expect(lesson.searchText.split("\n")[0]).toBe(foldForSearch(lesson.title));
      expect(lesson.categoryId).toBe(subs.get(lesson.subCategoryId ?? -1)?.categoryId);
      expect(lesson.publishedAt !== null).toBe(lesson.published);
      for (const id of [lesson.posterId, lesson.trailerId, lesson.fullVideoId, lesson.tipsVideoId]) {
        expect(id).not.toBeNull();
        mediaIds.add(id as number);
      }
    }
    const rows = await db
      .select()
      .from(media)
      .where(inArray(media.id, [...mediaIds]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const lesson of list) {
      const poster = byId.get(lesson.posterId as number);
      expect(poster?.kind).toBe("image");
      for (const id of [lesson.trailerId, lesson.fullVideoId, lesson.tipsVideoId]) {
        const video = byId.get(id as number);
        expect(video?.kind).toBe("video");
        expect(video?.mime).toBe("video/mp4");
        expect(video?.durationMs).toBeGreaterThan(0);
        expect(video?.posterId).not.toBeNull();
      }
      expect(new Set([lesson.trailerId, lesson.fullVideoId, lesson.tipsVideoId]).size).toBe(3);
    }
    // Every media row's files exist with the recorded size (images: every variant).
    for (const row of await db.select().from(media)) {
      if (row.kind === "video") {
        expect(await storage.size(row.storageKey)).toBe(row.bytes);
        expect(row.storageKey).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
      } else {
        expect(row.storageKey).toMatch(/^images\/[0-9a-f-]{36}$/);
        expect(row.mime).toBe("image/webp");
        expect(row.variants).toEqual([...row.variants].sort((a, b) => a - b));
        expect(row.width).toBe(Math.max(...row.variants));
        for (const width of row.variants)
          expect(await storage.size(`${row.storageKey}/${width}.webp`)).toBeGreaterThan(0);
        expect(await storage.size(`${row.storageKey}/${row.width}.webp`)).toBe(row.bytes);
      }
    }
  });

  it("stores real WebP images of the recorded size, and real MP4 videos", async () => {
    const db = database.db;
    const [lesson] = await db.select().from(lessons).limit(1);
    const [poster] = await db
      .select()
      .from(media)
      .where(eq(media.id, lesson?.posterId ?? -1));
    const largest = await readAll(storage, `${poster?.storageKey}/${poster?.width}.webp`);
    const info = await sharp(largest).metadata();
    expect(info.format).toBe("webp");
    expect([info.width, info.height]).toEqual([poster?.width, poster?.height]);
    expect((poster?.height ?? 0) / (poster?.width ?? 1)).toBe(1.25);
    const [video] = await db
      .select()
      .from(media)
      .where(eq(media.id, lesson?.trailerId ?? -1));
    const head = (await readAll(storage, video?.storageKey ?? "")).subarray(4, 8).toString("latin1");
    expect(head).toBe("ftyp");
  });

  it("makes ratings the averages of the reviews", async () => {
    const db = database.db;
    const all = await db.select().from(reviews);
    const list = await db.select().from(lessons);
    expect(list.filter((lesson) => lesson.reviewCount > 0).length).toBeGreaterThan(list.length / 2);
    for (const lesson of list) {
      const own = all.filter((review) => review.lessonId === lesson.id);
      expect(lesson.reviewCount).toBe(own.length);
      const average = own.length ? own.reduce((sum, review) => sum + review.rating, 0) / own.length : 0;
      expect(lesson.rating).toBeCloseTo(average, 2);
      if (!lesson.published) expect(own).toHaveLength(0);
    }
    for (const profile of await db.select().from(profiles)) {
      const lessonIds = new Set(list.filter((lesson) => lesson.masterId === profile.userId).map((l) => l.id));
      const own = all.filter((review) => lessonIds.has(review.lessonId));
      expect(profile.reviewCount).toBe(own.length);
      const average = own.length ? own.reduce((sum, review) => sum + review.rating, 0) / own.length : 0;
      expect(profile.rating).toBeCloseTo(average, 2);
    }
    expect(new Set(all.map((review) => review.rating)).size).toBeGreaterThanOrEqual(4);
  });

  it("has only buyers review: every review has a purchase at the lesson's price, paid for", async () => {
    const db = database.db;
    const [all, bought, list] = await Promise.all([
      db.select().from(reviews),
      db.select().from(purchases),
      db.select().from(lessons),
    ]);
    expect(all.length).toBeGreaterThan(0);
    const price = new Map(list.map((lesson) => [lesson.id, lesson.priceCents]));
    const master = new Map(list.map((lesson) => [lesson.id, lesson.masterId]));
    const purchaseOf = new Map(
      bought.map((purchase) => [`${purchase.userId}:${purchase.lessonId}`, purchase]),
    );
    for (const review of all) {
      const purchase = purchaseOf.get(`${review.userId}:${review.lessonId}`);
      expect(purchase, `review ${review.id}`).toBeDefined();
      expect(purchase?.priceCents).toBe(price.get(review.lessonId));
      expect(purchase?.createdAt.getTime()).toBeLessThan(review.createdAt.getTime());
      expect(review.userId).not.toBe(master.get(review.lessonId));
    }
    const entries = await db.select().from(ledgerEntries);
    for (const purchase of bought.filter((row) => row.priceCents > 0)) {
      const own = entries.filter((entry) => entry.purchaseId === purchase.id);
      const amount = (kind: string) => own.find((entry) => entry.kind === kind)?.amountCents ?? 0;
      expect(amount("purchase")).toBe(-purchase.priceCents);
      expect(amount("sale")).toBe(purchase.priceCents);
      expect(amount("commission")).toBe(-Math.round((purchase.priceCents * 20) / 100));
    }
    expect(bought.some((purchase) => purchase.priceCents === 0)).toBe(true);
  });

  it("gives every demo user a balance equal to their ledger's sum", async () => {
    const db = database.db;
    const accounts = await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
    let earning = 0;
    for (const { id } of accounts) {
      const balance = await balanceOf(db, id);
      expect(balance, `user ${id}`).toBe(await ledgerSum(db, id));
      expect(balance).toBeGreaterThanOrEqual(0);
      if (balance > 0) earning += 1;
    }
    // The masters who sold something earned the price less the commission.
    expect(earning).toBeGreaterThan(0);
  });

  it("lets every demo account log in with the demo password, staff included", async () => {
    const db = database.db;
    const accounts = await db
      .select()
      .from(users)
      .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
    expect(accounts.length).toBeGreaterThanOrEqual(DEMO_MASTERS.length + 10 + 2);
    expect(new Set(accounts.map((user) => user.passwordHash)).size).toBe(1);
    expect(await verifyPassword(accounts[0]?.passwordHash ?? "", DEMO_CREDENTIALS.password)).toBe(true);
    const staff = accounts.find((user) => user.email === DEMO_CREDENTIALS.staff.email);
    expect(staff?.isStaff).toBe(true);
    expect(accounts.filter((user) => user.isStaff)).toHaveLength(1);
    const master = accounts.find((user) => user.email === DEMO_CREDENTIALS.master.email);
    expect(master?.username).toBe(DEMO_CREDENTIALS.master.username);
  });

  it("adds nothing when run again", async () => {
    const db = database.db;
    const count = async () =>
      Promise.all([
        db.$count(users),
        db.$count(lessons),
        db.$count(media),
        db.$count(reviews),
        db.$count(photos),
        db.$count(profiles),
        db.$count(purchases),
        db.$count(ledgerEntries),
        db.$count(balances),
      ]);
    const before = await count();
    await seedDemoContent(db, storage, { imageCacheDir });
    expect(await count()).toEqual(before);
  });
});
