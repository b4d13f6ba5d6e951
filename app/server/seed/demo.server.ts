import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import sharp from "sharp";
import { storedText } from "~/admin/stored-text";
import { hashPassword } from "~/server/auth/passwords.server";
import { lessonSearchText } from "~/server/catalog/lesson-translations.server";
import { foldForSearch } from "~/server/catalog/search-text";
import { lessonSlug } from "~/server/catalog/slug";
import { type LedgerMovement, post } from "~/server/commerce/ledger.server";
import { commissionOf } from "~/server/commerce/purchases.server";
import type { MediaStorage } from "~/server/media/storage.server";
import { enqueueTranscodes } from "~/server/media/transcode-queue.server";
import type { Database } from "../db/client.server";
import {
  brands,
  categories,
  certificates,
  LESSON_LEVELS,
  lessonBrands,
  lessonSteps,
  lessonSubtitles,
  lessons,
  lessonTranslations,
  masterSkills,
  media,
  photos,
  portfolioItems,
  professionalActivities,
  profileBrands,
  profiles,
  profileTranslations,
  purchases,
  reviews,
  subCategories,
  users,
} from "../db/schema";
import {
  ART_CATEGORIES,
  type ArtCategory,
  avatarSvg,
  CLIP_HEIGHT,
  CLIP_PARTS,
  CLIP_WIDTH,
  certificateSvg,
  DEMO_CLIPS,
  type DemoClip,
  frameSvg,
  posterSvg,
} from "./demo-art";
import {
  DEMO_CREDENTIALS,
  DEMO_EMAIL_DOMAIN,
  DEMO_INCOMPLETE,
  DEMO_LEARNERS,
  DEMO_LESSON_LANGUAGES,
  DEMO_LESSON_TRANSLATIONS,
  DEMO_LESSONS,
  DEMO_MASTERS,
  DEMO_PASSWORD,
  DEMO_PROFILE_TRANSLATIONS,
  DEMO_REVIEW_TEXTS,
  DEMO_STAFF,
  DEMO_STEPS,
  DEMO_SUBTITLES,
  type DemoPerson,
  demoEmail,
  demoReviewCount,
  demoSubtitleFile,
} from "./demo-content";

/** Where the committed demo clips are (relative to the working directory, like `drizzle/`). */
export const DEMO_MEDIA_DIR = path.resolve(process.env.DEMO_MEDIA_DIR ?? "app/server/seed/demo-media");

const PHOTO_WIDTHS = [320, 640, 960];
const AVATAR_WIDTHS = [96, 192, 384];
const VIDEO_POSTER_WIDTHS = [320, 640];
/** Images rendered at once: sharp works in libuv's pool (4 threads), the machine may have 2 cores. */
const RENDER_CONCURRENCY = 4;
const DAY_MS = 86_400_000;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The platform's commission on the demo purchases (COMMISSION_PERCENT's default). */
const DEMO_COMMISSION_PERCENT = 20;

interface RenderedImage {
  storageKey: string;
  bytes: number;
  width: number;
  height: number;
  variants: number[];
}

/**
 * Rendered images are kept between runs in a cache folder (the end-to-end server seeds a fresh
 * database at every start): the key is a hash of everything that shapes the bytes, so a changed
 * drawing or encoder makes a new entry. A cache that cannot be read or written is only skipped.
 */
export const DEMO_IMAGE_CACHE_DIR =
  process.env.DEMO_IMAGE_CACHE_DIR ?? path.join(os.tmpdir(), "maistry-demo-images");
const WEBP = { quality: 80, effort: 2 } as const;

async function readCached(folder: string, widths: number[]): Promise<Buffer[] | null> {
  try {
    return await Promise.all(widths.map((width) => readFile(path.join(folder, `${width}.webp`))));
  } catch {
    return null;
  }
}

async function writeCached(folder: string, widths: number[], bodies: Buffer[]): Promise<void> {
  const temporary = `${folder}.${process.pid}.${randomUUID()}.part`;
  try {
    await mkdir(temporary, { recursive: true });
    await Promise.all(
      widths.map((width, index) => writeFile(path.join(temporary, `${width}.webp`), bodies[index] as Buffer)),
    );
    await rename(temporary, folder);
  } catch {
    // Another process stored it first, or the cache is not writable: the images are stored anyway.
  } finally {
    await rm(temporary, { recursive: true, force: true }).catch(() => {});
  }
}

/** WebP of every width of an SVG, rasterised once at the largest width. */
async function encodeWidths(svg: string, widths: number[], aspect: number): Promise<Buffer[]> {
  const largest = Math.max(...widths);
  const { data, info } = await sharp(Buffer.from(svg))
    .resize({ width: largest, height: Math.round(largest * aspect), fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Promise.all(
    widths.map((width) => {
      let image = sharp(data, { raw: info });
      if (width !== info.width) image = image.resize({ width, height: Math.round(width * aspect) });
      return image.webp(WEBP).toBuffer();
    }),
  );
}

/** Stores a WebP of every width of an SVG as `images/<uuid>/<width>.webp`. */
async function renderImage(
  storage: MediaStorage,
  svg: string,
  widths: number[],
  aspect: number,
  cacheDir: string | null,
): Promise<RenderedImage> {
  const variants = [...widths].sort((a, b) => a - b);
  const largest = Math.max(...variants);
  const key = createHash("sha256")
    .update(JSON.stringify([sharp.versions.sharp, WEBP, variants, aspect, svg]))
    .digest("hex");
  const folder = cacheDir ? path.join(cacheDir, key) : null;
  let bodies = folder ? await readCached(folder, variants) : null;
  if (!bodies) {
    bodies = await encodeWidths(svg, variants, aspect);
    if (cacheDir && folder) {
      await mkdir(cacheDir, { recursive: true }).catch(() => {});
      await writeCached(folder, variants, bodies);
    }
  }
  const storageKey = `images/${randomUUID()}`;
  await Promise.all(
    variants.map((width, index) =>
      storage.put(`${storageKey}/${width}.webp`, bodies[index] as Buffer, "image/webp"),
    ),
  );
  return {
    storageKey,
    bytes: (bodies[variants.length - 1] as Buffer).length,
    width: largest,
    height: Math.round(largest * aspect),
    variants,
  };
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of the results. */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`demo seed: ${what} is missing`);
  return value;
}

async function hasDemoContent(db: Database): Promise<boolean> {
  const [lesson] = await db.select({ id: lessons.id }).from(lessons).limit(1);
  if (lesson) return true;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
    .limit(1);
  return Boolean(user);
}

interface ImageJob {
  svg: () => string;
  widths: number[];
  aspect: number;
  /** The master the image belongs to (clip posters belong to no one). */
  owner?: string;
}

/**
 * Fills the catalog with demo masters, lessons, learners and reviews, with generated images and
 * the committed demo clips (DESIGN: demo content is on everywhere but production). Does nothing
 * once any lesson or any demo account exists, so it runs safely at every start. Needs the
 * reference content (categories, brands) to be seeded first. `imageCacheDir: null` renders every
 * image afresh.
 */
export async function seedDemoContent(
  db: Database,
  storage: MediaStorage,
  { imageCacheDir = DEMO_IMAGE_CACHE_DIR }: { imageCacheDir?: string | null } = {},
): Promise<void> {
  if (await hasDemoContent(db)) return;

  const subRows = await db
    .select({ id: subCategories.id, key: subCategories.key, categoryId: subCategories.categoryId })
    .from(subCategories);
  const categoryRows = await db.select({ id: categories.id, key: categories.key }).from(categories);
  const brandRows = await db.select({ id: brands.id, name: brands.name }).from(brands);
  if (subRows.length === 0 || brandRows.length === 0) {
    throw new Error("demo seed: the reference content (categories, brands) must be seeded first");
  }
  const categoryKeyById = new Map(categoryRows.map((row) => [row.id, row.key]));
  const subByKey = new Map(
    subRows.map((row) => [
      row.key,
      { ...row, categoryKey: must(categoryKeyById.get(row.categoryId), `category of ${row.key}`) },
    ]),
  );
  const brandId = new Map(brandRows.map((row) => [row.name, row.id]));
  const sub = (key: string) => must(subByKey.get(key), `sub-category ${key}`);
  const art = (key: string): ArtCategory => {
    const category = sub(key).categoryKey;
    if (!(ART_CATEGORIES as readonly string[]).includes(category)) throw new Error(`no art for ${category}`);
    return category as ArtCategory;
  };
  const brand = (name: string) => must(brandId.get(name), `brand ${name}`);

  // ---- Media: images are rendered, clips copied, all before the transaction. -----------------
  const clips = new Map<string, DemoClip>(DEMO_CLIPS.map((clip) => [clip.file, clip]));
  const clipFiles = await Promise.all(
    DEMO_CLIPS.map(async (clip) => {
      const file = path.join(DEMO_MEDIA_DIR, clip.file);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) {
        throw new Error(
          `demo seed: ${file} is missing (run scripts/generate-demo-media.ts, or set DEMO_CONTENT=false)`,
        );
      }
      return { clip, file, bytes: info.size };
    }),
  );

  const jobs: ImageJob[] = [];
  const addJob = (job: ImageJob) => jobs.push(job) - 1;
  const clipPosterJob = new Map<string, number>();
  for (const { clip } of clipFiles) {
    const moment = clip.part === "full" ? 0.8 : 0.5;
    clipPosterJob.set(
      clip.file,
      addJob({ svg: () => frameSvg(clip, moment, 640, 360), widths: VIDEO_POSTER_WIDTHS, aspect: 9 / 16 }),
    );
  }
  const avatarJob = DEMO_MASTERS.map((master) =>
    addJob({
      svg: () => avatarSvg(master.avatarSeed, 384, { masculine: master.masculine }),
      widths: AVATAR_WIDTHS,
      aspect: 1,
      owner: master.username,
    }),
  );
  const galleryJobs = DEMO_MASTERS.map((master, masterIndex) => ({
    portfolio: master.portfolio.map((item, itemIndex) =>
      Array.from({ length: item.photos }, (_, photo) =>
        addJob({
          svg: () => posterSvg(art(item.sub), 1000 + masterIndex * 100 + itemIndex * 10 + photo, item.sub),
          widths: PHOTO_WIDTHS,
          aspect: 5 / 4,
          owner: master.username,
        }),
      ),
    ),
    certificates: master.certificates.map((item, itemIndex) =>
      Array.from({ length: item.photos }, (_, photo) =>
        addJob({
          svg: () => certificateSvg(5000 + masterIndex * 100 + itemIndex * 10 + photo),
          widths: PHOTO_WIDTHS,
          aspect: 5 / 4,
          owner: master.username,
        }),
      ),
    ),
  }));
  const posterJob = DEMO_LESSONS.map((lesson, index) =>
    addJob({
      svg: () => posterSvg(art(lesson.sub), 300 + index * 17, lesson.sub, { dark: index % 6 === 4 }),
      widths: PHOTO_WIDTHS,
      aspect: 5 / 4,
      owner: lesson.master,
    }),
  );

  const [images, videoKeys, passwordHash] = await Promise.all([
    mapLimit(jobs, RENDER_CONCURRENCY, (job) =>
      renderImage(storage, job.svg(), job.widths, job.aspect, imageCacheDir),
    ),
    Promise.all(
      clipFiles.map(async ({ clip, file }) => {
        const key = `videos/${randomUUID()}.mp4`;
        await storage.put(key, createReadStream(file), "video/mp4");
        return [clip.file, key] as const;
      }),
    ).then((entries) => new Map(entries)),
    // One hash for every demo account: hashing is deliberately slow.
    hashPassword(DEMO_PASSWORD),
  ]);

  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);

  await db.transaction(async (tx) => {
    // ---- Accounts -----------------------------------------------------------------------------
    const person = (who: DemoPerson, joinedDaysAgo: number, email = demoEmail(who.username)) => ({
      email,
      username: who.username,
      fullName: who.fullName,
      country: who.country,
      city: who.city,
      locale: who.locale,
      passwordHash,
      isActive: true,
      createdAt: daysAgo(joinedDaysAgo),
    });
    const userRows = await tx
      .insert(users)
      .values([
        // Masters said so at registration (decision 037); learners and staff did not.
        ...DEMO_MASTERS.map((master) => ({ ...person(master, master.joinedDaysAgo), isMaster: true })),
        { ...person(DEMO_INCOMPLETE, 3), isMaster: true },
        ...DEMO_LEARNERS.map((learner, index) => person(learner, 200 - index * 15)),
        { ...person(DEMO_STAFF, 500, DEMO_CREDENTIALS.staff.email), isStaff: true },
      ])
      .returning({ id: users.id, username: users.username });
    const userId = new Map(userRows.map((row) => [row.username, row.id]));
    const idOf = (username: string) => must(userId.get(username), `user ${username}`);
    const localeOf = (username: string) =>
      must(
        DEMO_MASTERS.find((master) => master.username === username),
        `master ${username}`,
      ).locale;

    // ---- Media rows ---------------------------------------------------------------------------
    const imageRows = await tx
      .insert(media)
      .values(
        images.map((image, job) => ({
          kind: "image" as const,
          ownerId: jobs[job]?.owner ? idOf(jobs[job].owner) : null,
          storageKey: image.storageKey,
          mime: "image/webp",
          bytes: image.bytes,
          width: image.width,
          height: image.height,
          variants: image.variants,
        })),
      )
      .returning({ id: media.id, storageKey: media.storageKey });
    const imageIdByKey = new Map(imageRows.map((row) => [row.storageKey, row.id]));
    const imageId = (job: number) =>
      must(imageIdByKey.get(must(images[job], `image ${job}`).storageKey), `image row ${job}`);
    const videoRows = await tx
      .insert(media)
      .values(
        clipFiles.map(({ clip, bytes }) => ({
          kind: "video" as const,
          storageKey: must(videoKeys.get(clip.file), clip.file),
          mime: "video/mp4",
          bytes,
          width: CLIP_WIDTH,
          height: CLIP_HEIGHT,
          durationMs: clip.durationMs,
          posterId: imageId(must(clipPosterJob.get(clip.file), clip.file)),
        })),
      )
      .returning({ id: media.id, storageKey: media.storageKey });
    const videoIdByKey = new Map(videoRows.map((row) => [row.storageKey, row.id]));
    const videoId = (file: string) => {
      must(clips.get(file), `clip ${file}`);
      return must(videoIdByKey.get(must(videoKeys.get(file), file)), `video row ${file}`);
    };

    // ---- Masters' profiles ----------------------------------------------------------------------
    await tx.insert(profiles).values([
      ...DEMO_MASTERS.map((master, index) => {
        const specialization = sub(master.specialization);
        return {
          userId: idOf(master.username),
          shortDescription: master.description,
          language: master.locale,
          categoryId: specialization.categoryId,
          subCategoryId: specialization.id,
          qualificationLevel: master.qualificationLevel,
          isTeacher: master.isTeacher,
          isListed: true,
          instagramUrl: master.instagram ? `https://www.instagram.com/maistry.demo.${master.username}` : "",
          facebookUrl: master.facebook ? `https://www.facebook.com/maistry.demo.${master.username}` : "",
          tiktokUrl: master.tiktok ? `https://www.tiktok.com/@maistry.demo.${master.username}` : "",
          youtubeUrl: master.youtube ? `https://www.youtube.com/@maistry.demo.${master.username}` : "",
          websiteUrl: master.website ?? "",
          avatarId: imageId(must(avatarJob[index], "avatar")),
          videoId: master.introClip ? videoId(master.introClip) : null,
          views: master.views,
          searchText: foldForSearch(`${master.fullName} ${master.username}`),
          updatedAt: daysAgo(Math.min(master.joinedDaysAgo, 10 + index)),
        };
      }),
      {
        userId: idOf(DEMO_INCOMPLETE.username),
        searchText: foldForSearch(`${DEMO_INCOMPLETE.fullName} ${DEMO_INCOMPLETE.username}`),
      },
    ]);
    await tx.insert(masterSkills).values(
      DEMO_MASTERS.flatMap((master) => [
        {
          userId: idOf(master.username),
          subCategoryId: sub(master.specialization).id,
          level: master.qualificationLevel,
        },
        ...master.skills.map((skill) => ({
          userId: idOf(master.username),
          subCategoryId: sub(skill.sub).id,
          level: skill.level,
        })),
      ]),
    );
    await tx
      .insert(profileBrands)
      .values(
        DEMO_MASTERS.flatMap((master) =>
          master.brands.map((name) => ({ userId: idOf(master.username), brandId: brand(name) })),
        ),
      );
    await tx.insert(professionalActivities).values(
      DEMO_MASTERS.flatMap((master) =>
        master.activities.map((activity, index) => ({
          userId: idOf(master.username),
          ...activity,
          createdAt: daysAgo(master.joinedDaysAgo - index),
        })),
      ),
    );
    await insertGalleries(tx, galleryJobs, imageId, sub, idOf, daysAgo);

    // ---- Lessons ------------------------------------------------------------------------------
    const lessonRows = await tx
      .insert(lessons)
      .values(
        DEMO_LESSONS.map((lesson, index) => {
          const specialization = sub(lesson.sub);
          const category = art(lesson.sub);
          const published = lesson.publishedDaysAgo !== null;
          return {
            slug: lessonSlug(lesson.title, lesson.suffix),
            masterId: idOf(lesson.master),
            categoryId: specialization.categoryId,
            subCategoryId: specialization.id,
            title: lesson.title,
            about: lesson.about,
            language: DEMO_LESSON_LANGUAGES[lesson.suffix] ?? localeOf(lesson.master),
            priceCents: lesson.priceCents,
            level: LESSON_LEVELS.indexOf(lesson.level),
            posterId: imageId(must(posterJob[index], "poster")),
            trailerId: videoId(`${category}-trailer.mp4`),
            fullVideoId: videoId(`${category}-full.mp4`),
            tipsVideoId: videoId(`${category}-tips.mp4`),
            published,
            views: lesson.views,
            searchText: lessonSearchText(
              lesson.title,
              Object.values(DEMO_LESSON_TRANSLATIONS[lesson.suffix] ?? {}).map(
                (translation) => translation.title,
              ),
            ),
            createdAt: daysAgo((lesson.publishedDaysAgo ?? 1) + 2),
            publishedAt: published ? daysAgo(lesson.publishedDaysAgo ?? 0) : null,
          };
        }),
      )
      .returning({ id: lessons.id, slug: lessons.slug });
    const lessonIds = lessonRows.map((row) => row.id);
    await tx.insert(lessonTranslations).values(
      DEMO_LESSONS.flatMap((lesson, index) =>
        Object.entries(DEMO_LESSON_TRANSLATIONS[lesson.suffix] ?? {}).map(([language, text]) => ({
          lessonId: must(lessonIds[index], "lesson id"),
          language,
          ...text,
        })),
      ),
    );
    await tx.insert(profileTranslations).values(
      Object.entries(DEMO_PROFILE_TRANSLATIONS).flatMap(([username, texts]) =>
        Object.entries(texts).map(([language, shortDescription]) => ({
          userId: idOf(username),
          language,
          shortDescription,
        })),
      ),
    );
    // The lesson clips get their streaming renditions like any master's upload (decision 039).
    await enqueueTranscodes(
      tx as unknown as Database,
      DEMO_LESSONS.flatMap((lesson) => {
        const category = art(lesson.sub);
        return CLIP_PARTS.map((part) => videoId(`${category}-${part}.mp4`));
      }),
    );
    await tx
      .insert(lessonBrands)
      .values(
        DEMO_LESSONS.flatMap((lesson, index) =>
          lesson.brands.map((name) => ({ lessonId: must(lessonIds[index], "lesson"), brandId: brand(name) })),
        ),
      );
    const masterLocale = new Map(DEMO_MASTERS.map((master) => [master.username, master.locale]));
    await tx.insert(lessonSteps).values(
      DEMO_LESSONS.flatMap((lesson, index) =>
        DEMO_STEPS[must(masterLocale.get(lesson.master), `locale of ${lesson.master}`)].map(
          (step, position) => ({
            lessonId: must(lessonIds[index], "lesson"),
            position,
            ...step,
          }),
        ),
      ),
    );

    // ---- Subtitles of a few lessons (decision 044) ------------------------------------------------
    const subtitleRows: (typeof lessonSubtitles.$inferInsert)[] = [];
    for (const entry of DEMO_SUBTITLES) {
      const lessonId = lessonIds[entry.lesson];
      if (lessonId === undefined) continue;
      for (const part of ["full", "trailer"] as const) {
        for (const language of entry[part]) {
          const body = Buffer.from(demoSubtitleFile(language), "utf8");
          const storageKey = `subtitles/${lessonId}/${part}-${language}-demo.vtt`;
          await storage.put(storageKey, body, "text/vtt; charset=utf-8");
          subtitleRows.push({ lessonId, part, language, storageKey, bytes: body.byteLength });
        }
      }
    }
    if (subtitleRows.length > 0) await tx.insert(lessonSubtitles).values(subtitleRows);

    // ---- Reviews and the ratings they make ------------------------------------------------------
    // Only buyers review: every reviewer bought the lesson first (see the purchases below).
    const reviewValues: (typeof reviews.$inferInsert)[] = [];
    const byMaster = new Map<string, number[]>();
    for (const [index, lesson] of DEMO_LESSONS.entries()) {
      if (lesson.publishedDaysAgo === null) continue;
      const count = Math.min(demoReviewCount(index), DEMO_LEARNERS.length);
      const ratings: number[] = [];
      for (let k = 0; k < count; k++) {
        // Steps of 3 over 10 learners never repeat a reviewer within one lesson.
        const learner = must(DEMO_LEARNERS[(index + k * 3) % DEMO_LEARNERS.length], "learner");
        const review = must(DEMO_REVIEW_TEXTS[(index * 7 + k * 5) % DEMO_REVIEW_TEXTS.length], "review");
        // Spread between publication and today.
        const written = daysAgo((lesson.publishedDaysAgo * (count - k)) / (count + 1));
        reviewValues.push({
          lessonId: must(lessonIds[index], "lesson"),
          userId: idOf(learner.username),
          rating: review.rating,
          text: review.text,
          createdAt: written,
          updatedAt: written,
        });
        ratings.push(review.rating);
      }
      if (ratings.length > 0) {
        await tx
          .update(lessons)
          .set({ rating: average(ratings), reviewCount: ratings.length })
          .where(eq(lessons.id, must(lessonIds[index], "lesson")));
      }
      byMaster.set(lesson.master, [...(byMaster.get(lesson.master) ?? []), ...ratings]);
    }
    if (reviewValues.length > 0) {
      await tx.insert(reviews).values(reviewValues);
      await insertPurchases(tx, reviewValues, lessonRows, DEMO_LESSONS, idOf);
    }
    for (const [username, ratings] of byMaster) {
      if (ratings.length === 0) continue;
      await tx
        .update(profiles)
        .set({ rating: average(ratings), reviewCount: ratings.length })
        .where(eq(profiles.userId, idOf(username)));
    }
  });
}

/**
 * A purchase for each demo review, a day before it was written, at the lesson's price, with the
 * money moved as a real purchase moves it (through `post`, so every balance equals its ledger):
 * the learner's top-up of the price and the purchase, the master's sale and the commission.
 */
async function insertPurchases(
  tx: Transaction,
  reviewValues: (typeof reviews.$inferInsert)[],
  lessonRows: { id: number; slug: string }[],
  lessonList: typeof DEMO_LESSONS,
  idOf: (username: string) => number,
): Promise<void> {
  const lessonOf = new Map(
    lessonRows.map((row, index) => [row.id, must(lessonList[index], `demo lesson ${row.slug}`)]),
  );
  const bought = await tx
    .insert(purchases)
    .values(
      reviewValues.map((review) => ({
        userId: review.userId,
        lessonId: review.lessonId,
        priceCents: must(lessonOf.get(review.lessonId), "lesson").priceCents,
        createdAt: new Date((review.createdAt as Date).getTime() - DAY_MS),
      })),
    )
    .returning({
      id: purchases.id,
      userId: purchases.userId,
      lessonId: purchases.lessonId,
      priceCents: purchases.priceCents,
    });
  const movements: LedgerMovement[] = bought.flatMap((purchase) => {
    const lesson = must(lessonOf.get(purchase.lessonId), "lesson");
    const price = purchase.priceCents;
    const common = { reference: lesson.title, purchaseId: purchase.id };
    return [
      {
        userId: purchase.userId,
        amountCents: price,
        kind: "top_up",
        reference: storedText("admin.ledger.demoTopUp"),
      },
      { ...common, userId: purchase.userId, amountCents: -price, kind: "purchase" },
      { ...common, userId: idOf(lesson.master), amountCents: price, kind: "sale" },
      {
        ...common,
        userId: idOf(lesson.master),
        amountCents: -commissionOf(price, DEMO_COMMISSION_PERCENT),
        kind: "commission",
      },
    ];
  });
  await post(tx, movements);
}

const average = (values: number[]) =>
  Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;

async function insertGalleries(
  tx: Transaction,
  galleryJobs: { portfolio: number[][]; certificates: number[][] }[],
  imageId: (job: number) => number,
  sub: (key: string) => { id: number; categoryId: number },
  idOf: (username: string) => number,
  daysAgo: (days: number) => Date,
): Promise<void> {
  for (const [masterIndex, master] of DEMO_MASTERS.entries()) {
    const jobs = must(galleryJobs[masterIndex], "gallery");
    for (const [kind, items] of [
      ["portfolio", master.portfolio],
      ["certificates", master.certificates],
    ] as const) {
      for (const [itemIndex, item] of items.entries()) {
        const specialization = sub(item.sub);
        const values = {
          userId: idOf(master.username),
          categoryId: specialization.categoryId,
          subCategoryId: specialization.id,
          createdAt: daysAgo(Math.max(1, master.joinedDaysAgo - 20 * (itemIndex + 1))),
        };
        const photoJobs = must(jobs[kind][itemIndex], "photos");
        if (kind === "portfolio") {
          const [row] = await tx.insert(portfolioItems).values(values).returning({ id: portfolioItems.id });
          const owner = must(row, "portfolio item").id;
          await tx
            .insert(photos)
            .values(
              photoJobs.map((job, position) => ({ portfolioItemId: owner, mediaId: imageId(job), position })),
            );
        } else {
          const [row] = await tx.insert(certificates).values(values).returning({ id: certificates.id });
          const owner = must(row, "certificate").id;
          await tx
            .insert(photos)
            .values(
              photoJobs.map((job, position) => ({ certificateId: owner, mediaId: imageId(job), position })),
            );
        }
      }
    }
  }
}
