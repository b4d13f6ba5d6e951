import { rm } from "node:fs/promises";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lessonSchema, parsePrice, priceText } from "~/forms/office-items";
import { testDatabases } from "../../../tests/databases";
import {
  filesExist,
  makeUser,
  mediaRow,
  setStreaming,
  someSpecializations,
  testUploadDeps,
  uploadImage,
  uploadVideo,
} from "../../../tests/support/office";
import type { User } from "../auth/users.server";
import { canWatch, findVideoOwner } from "../catalog/lesson-access.server";
import { saveLessonTranslation } from "../catalog/lesson-translations.server";
import { getLesson, listLessons } from "../catalog/lessons.server";
import { brands, lessonBrands, lessons, mailOutbox, media, videoTranscodes } from "../db/schema";
import type { UploadDeps } from "../media/uploads.server";
import { mediaTools } from "../media/video-ingest.server";
import { seedReferenceContent } from "../seed/reference.server";
import { followMaster } from "../social/social.server";
import {
  deleteLesson,
  getOfficeLesson,
  type LessonSave,
  lessonFormValues,
  listOwnLessons,
  saveLesson,
} from "./lessons.server";

const FILTERS = {
  q: "",
  ordering: "newest" as const,
  category: null,
  subcategory: null,
  level: null,
  priceMin: null,
  priceMax: null,
  brand: null,
  subtitles: null,
  taught: null,
  available: null,
  page: 1,
};

describe.each(testDatabases())("office lessons on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let deps: UploadDeps & { root: string };
  let author: User;
  let stranger: User;
  let staff: User;
  let subs: Awaited<ReturnType<typeof someSpecializations>>;
  let brandIds: number[];

  beforeAll(async () => {
    database = await engine.open();
    await seedReferenceContent(database.db);
    deps = await testUploadDeps(database.db);
    author = await makeUser(database.db);
    stranger = await makeUser(database.db);
    staff = await makeUser(database.db, { staff: true });
    subs = await someSpecializations(database.db);
    brandIds = (await database.db.select({ id: brands.id }).from(brands).limit(3)).map((row) => row.id);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(deps.root, { recursive: true, force: true });
  });

  const input = (overrides: Partial<LessonSave> = {}): LessonSave => ({
    title: "Гель-лак без сколів",
    about: "Step by step: preparation, base, colour and top coat.",
    level: "beginner",
    price: 1250,
    specialization: subs.manicureClassic.id,
    brands: [],
    poster: null,
    trailer: null,
    full: null,
    tips: null,
    remove_poster: false,
    remove_tips: false,
    intent: "draft",
    ...overrides,
  });
  const videos = async (owner = author) => ({
    trailer: (await uploadVideo(deps, owner.id, "trailer")).id,
    full: (await uploadVideo(deps, owner.id, "full")).id,
    tips: (await uploadVideo(deps, owner.id, "tips")).id,
  });
  const saved = async (result: Awaited<ReturnType<typeof saveLesson>>) => {
    if (!result?.ok) throw new Error(`not saved: ${JSON.stringify(result)}`);
    return result.value;
  };

  it("keeps its translations' titles searchable after an edit, and refuses a language it is translated into (decision 050)", async () => {
    const draft = await saved(await saveLesson(deps, author, null, input({ language: "uk" })));
    await saveLessonTranslation(database.db, draft.id, {
      language: "en",
      title: "Chip-free gel",
      about: "Steps.",
    });
    await saved(
      await saveLesson(deps, author, draft.id, input({ title: "Гель-лак без сколів і відшарувань" })),
    );
    const [row] = await database.db
      .select({ searchText: lessons.searchText, language: lessons.language })
      .from(lessons)
      .where(eq(lessons.id, draft.id));
    expect(row).toEqual({ searchText: "гель-лак без сколів і відшарувань\nchip-free gel", language: "uk" });
    expect(await saveLesson(deps, author, draft.id, input({ language: "en" }))).toEqual({
      ok: false,
      errors: { language: "translations.errors.translatedAlready" },
    });
    await saved(await saveLesson(deps, author, draft.id, input({ language: "pl" })));
  });

  it("saves a draft without videos; it is not in the catalog and publishes only with trailer and full video", async () => {
    const draft = await saved(await saveLesson(deps, author, null, input({ brands: brandIds.slice(0, 2) })));
    expect(draft.published).toBe(false);
    expect(draft.slug).toMatch(/^hel-lak-bez-skoliv-[a-z2-9]{5}$/);
    const [row] = await database.db.select().from(lessons).where(eq(lessons.id, draft.id));
    expect(row).toMatchObject({
      masterId: author.id,
      categoryId: subs.manicureClassic.categoryId,
      subCategoryId: subs.manicureClassic.id,
      priceCents: 1250,
      level: 1,
      published: false,
      publishedAt: null,
      searchText: "гель-лак без сколів",
    });
    const links = await database.db.select().from(lessonBrands).where(eq(lessonBrands.lessonId, draft.id));
    expect(links.map((link) => link.brandId).sort()).toEqual(brandIds.slice(0, 2).sort());
    expect((await listLessons(database.db, "en", FILTERS)).results.map((lesson) => lesson.id)).not.toContain(
      draft.id,
    );

    const refusedPublish = await saveLesson(deps, author, draft.id, input({ intent: "publish" }));
    expect(refusedPublish).toEqual({
      ok: false,
      errors: { trailer: "officeItems.errors.trailerToPublish", full: "officeItems.errors.fullToPublish" },
    });
    const trailerOnly = await saveLesson(
      deps,
      author,
      draft.id,
      input({ intent: "publish", trailer: (await uploadVideo(deps, author.id, "trailer")).id }),
    );
    expect(trailerOnly).toEqual({ ok: false, errors: { full: "officeItems.errors.fullToPublish" } });
    expect(
      (await database.db.select().from(lessons).where(eq(lessons.id, draft.id)))[0]?.trailerId,
    ).toBeNull();
  });

  it("publishes a lesson with three videos that the catalog lists and plays for the right people", async () => {
    const clips = await videos();
    // A fresh full video is not ready for streaming: publishing it is refused, nothing is saved.
    const lessonCount = async () => (await database.db.select().from(lessons)).length;
    const countBefore = await lessonCount();
    expect(await saveLesson(deps, author, null, input({ ...clips, intent: "publish" }))).toEqual({
      ok: false,
      errors: { full: "officeItems.errors.fullNotReady" },
    });
    expect(await lessonCount()).toBe(countBefore);
    // Saved as a draft, its three videos are queued and shown as processing.
    const draft = await saved(await saveLesson(deps, author, null, input({ ...clips })));
    const queued = await database.db
      .select()
      .from(videoTranscodes)
      .where(inArray(videoTranscodes.mediaId, [clips.trailer, clips.full, clips.tips]));
    expect(queued.map((job) => job.state)).toEqual(["queued", "queued", "queued"]);
    const editing = await getOfficeLesson(database.db, "en", author, draft.id);
    expect(editing?.full?.streaming).toEqual({ state: "processing", reason: null });
    expect(await saveLesson(deps, author, draft.id, input({ intent: "publish" }))).toEqual({
      ok: false,
      errors: { full: "officeItems.errors.fullNotReady" },
    });
    // Ready: it publishes.
    await setStreaming(database.db, [clips.full]);
    const lesson = await saved(await saveLesson(deps, author, draft.id, input({ intent: "publish" })));
    expect(lesson.published).toBe(true);
    const [row] = await database.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(row?.publishedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ trailerId: clips.trailer, fullVideoId: clips.full, tipsVideoId: clips.tips });
    const attached = await database.db
      .select()
      .from(media)
      .where(inArray(media.id, [clips.trailer, clips.full, clips.tips]));
    expect(attached.every((video) => video.pendingUntil === null)).toBe(true);
    // Without an uploaded poster the lesson shows the trailer's poster frame (when ffmpeg made one).
    const trailer = await mediaRow(database.db, clips.trailer);
    if ((await mediaTools()).ffmpeg) expect(trailer?.posterId).toEqual(expect.any(Number));
    expect(row?.posterId).toBe(trailer?.posterId ?? null);

    const list = await listLessons(database.db, "en", FILTERS);
    expect(list.results.map((card) => card.id)).toContain(lesson.id);
    const detail = await getLesson(database.db, "en", lesson.slug);
    expect(detail).toMatchObject({ id: lesson.id, published: true, trailerId: clips.trailer });
    expect(await findVideoOwner(database.db, clips.trailer)).toEqual([
      { kind: "lesson", part: "trailer", lesson: { id: lesson.id, masterId: author.id, published: true } },
    ]);
    const subject = { id: lesson.id, masterId: author.id, published: true };
    expect(await canWatch(database.db, null, "trailer", subject)).toBe(true);
    expect(await canWatch(database.db, null, "full", subject)).toBe(false);
    expect(await canWatch(database.db, stranger, "full", subject)).toBe(false);
    expect(await canWatch(database.db, author, "full", subject)).toBe(true);

    // Published with this video, it stays publishable while the video is (again) processed.
    await setStreaming(database.db, [clips.full], "queued");
    await saved(await saveLesson(deps, author, lesson.id, input({ title: "Edited", intent: "publish" })));
    await setStreaming(database.db, [clips.full]);

    // A first publication is remembered: moving to drafts and back keeps the date.
    await saved(await saveLesson(deps, author, lesson.id, input({ intent: "draft" })));
    await saved(await saveLesson(deps, author, lesson.id, input({ intent: "publish" })));
    const [again] = await database.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(again?.publishedAt?.getTime()).toBe(row?.publishedAt?.getTime());
  });

  it("tells the author's followers when a lesson is first published, never again (decision 045)", async () => {
    const follower = await makeUser(database.db);
    expect((await followMaster(database.db, follower.id, author.username)).ok).toBe(true);
    const announce = {
      origin: "http://maistry.test",
      sessionSecrets: ["test-secret-test-secret-test-secret-42"],
    };
    const mailsToFollower = async () =>
      (await database.db.select().from(mailOutbox)).filter((mail) => mail.recipient === follower.email);
    const clips = await videos();
    const draft = await saved(await saveLesson(deps, author, null, input({ ...clips }), announce));
    expect(await mailsToFollower()).toHaveLength(0);
    await setStreaming(database.db, [clips.full]);
    await saved(await saveLesson(deps, author, draft.id, input({ intent: "publish" }), announce));
    expect(await mailsToFollower()).toHaveLength(1);
    await saved(await saveLesson(deps, author, draft.id, input({ intent: "draft" }), announce));
    await saved(await saveLesson(deps, author, draft.id, input({ intent: "publish" }), announce));
    const mails = await mailsToFollower();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`http://maistry.test/lessons/${draft.slug}`);
  });

  it("refuses to publish with a full video that failed, saying why next to the field; the editor shows the reason", async () => {
    const clips = await videos();
    const draft = await saved(await saveLesson(deps, author, null, input({ ...clips })));
    await setStreaming(database.db, [clips.full], "failed", "unreadable");
    await setStreaming(database.db, [clips.trailer]);
    const before = (await database.db.select().from(lessons).where(eq(lessons.id, draft.id)))[0];
    expect(await saveLesson(deps, author, draft.id, input({ title: "Changed", intent: "publish" }))).toEqual({
      ok: false,
      errors: { full: "officeItems.errors.fullFailed" },
    });
    expect((await database.db.select().from(lessons).where(eq(lessons.id, draft.id)))[0]).toEqual(before);
    const editing = await getOfficeLesson(database.db, "en", author, draft.id);
    expect(editing?.full?.streaming).toEqual({ state: "failed", reason: "unreadable" });
    expect(editing?.trailer?.streaming).toEqual({ state: "ready", reason: null });
  });

  it("keeps the slug on edits and gives equal titles different slugs", async () => {
    const first = await saved(await saveLesson(deps, author, null, input({ title: "Same title" })));
    const second = await saved(await saveLesson(deps, author, null, input({ title: "Same title" })));
    expect(first.slug).not.toBe(second.slug);
    expect(first.slug.startsWith("same-title-")).toBe(true);
    const renamed = await saved(await saveLesson(deps, author, first.id, input({ title: "Another title" })));
    expect(renamed.slug).toBe(first.slug);
    const [row] = await database.db.select().from(lessons).where(eq(lessons.id, first.id));
    expect(row?.title).toBe("Another title");
    expect(row?.searchText).toBe("another title");
  });

  it("refuses uploads of another purpose or user, unknown brands and specializations", async () => {
    const trailer = (await uploadVideo(deps, author.id, "trailer")).id;
    const photo = (await uploadImage(deps, author.id, "photo")).id;
    const theirs = (await uploadVideo(deps, stranger.id, "full")).id;
    const result = await saveLesson(
      deps,
      author,
      null,
      input({ full: trailer, poster: photo, tips: theirs, brands: [999_999], specialization: 999_999 }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        specialization: "officeItems.errors.specializationRequired",
        brands: "officeItems.errors.brandUnknown",
        poster: "officeItems.errors.uploadUnavailable",
        full: "officeItems.errors.uploadUnavailable",
        tips: "officeItems.errors.uploadUnavailable",
      },
    });
    expect((await mediaRow(database.db, trailer))?.pendingUntil).not.toBeNull();
  });

  it("replaces videos and the poster, removes tips, and discards the old files after the commit", async () => {
    const clips = await videos();
    const poster = (await uploadImage(deps, author.id, "poster", 7)).id;
    await setStreaming(database.db, [clips.full]);
    const lesson = await saved(
      await saveLesson(deps, author, null, input({ ...clips, poster, intent: "publish" })),
    );
    const before = await getOfficeLesson(database.db, "en", author, lesson.id);
    expect(before?.ownPoster?.id).toBe(poster);
    expect(before?.trailer).toMatchObject({ id: clips.trailer, name: "manicure-trailer.mp4" });
    const oldTrailer = await mediaRow(database.db, clips.trailer);
    const oldTips = await mediaRow(database.db, clips.tips);
    const oldPoster = await mediaRow(database.db, poster);

    const newTrailer = (await uploadVideo(deps, author.id, "trailer", "hair-trailer.mp4")).id;
    await saved(
      await saveLesson(
        deps,
        author,
        lesson.id,
        input({
          trailer: newTrailer,
          full: clips.full,
          remove_tips: true,
          remove_poster: true,
          intent: "publish",
        }),
      ),
    );
    const [row] = await database.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    const newTrailerRow = await mediaRow(database.db, newTrailer);
    expect(row).toMatchObject({ trailerId: newTrailer, fullVideoId: clips.full, tipsVideoId: null });
    expect(row?.posterId).toBe(newTrailerRow?.posterId ?? null);
    for (const old of [oldTrailer, oldTips, oldPoster]) {
      if (!old) throw new Error("missing row");
      expect(await mediaRow(database.db, old.id)).toBeNull();
      expect(await filesExist(deps.storage, old)).toBe(false);
    }
    if (oldTrailer?.posterId) expect(await mediaRow(database.db, oldTrailer.posterId)).toBeNull();
    expect(await mediaRow(database.db, clips.full)).not.toBeNull();
  });

  it("does not discard a video that another lesson still uses", async () => {
    const clips = await videos();
    const lesson = await saved(await saveLesson(deps, author, null, input({ ...clips })));
    const other = await saved(await saveLesson(deps, author, null, input({ title: "Sharing" })));
    await database.db.update(lessons).set({ fullVideoId: clips.full }).where(eq(lessons.id, other.id));
    expect(await deleteLesson(deps, author, lesson.id)).toBe(true);
    expect(await mediaRow(database.db, clips.trailer)).toBeNull();
    expect(await mediaRow(database.db, clips.full)).not.toBeNull();
  });

  it("treats another user's lesson as unknown (nothing changes); staff may edit it", async () => {
    const lesson = await saved(await saveLesson(deps, author, null, input()));
    const [before] = await database.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(await getOfficeLesson(database.db, "en", stranger, lesson.id)).toBeNull();
    expect(await saveLesson(deps, stranger, lesson.id, input({ title: "Taken over" }))).toBeNull();
    expect(await deleteLesson(deps, stranger, lesson.id)).toBe(false);
    expect((await database.db.select().from(lessons).where(eq(lessons.id, lesson.id)))[0]).toEqual(before);
    await saved(await saveLesson(deps, staff, lesson.id, input({ title: "Fixed by staff" })));
    const [after] = await database.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(after).toMatchObject({ title: "Fixed by staff", masterId: author.id });
  });

  it("deletes a lesson and its media rows and files", async () => {
    const clips = await videos();
    const lesson = await saved(await saveLesson(deps, author, null, input({ ...clips })));
    const rows = await database.db
      .select()
      .from(media)
      .where(inArray(media.id, [clips.trailer, clips.full, clips.tips]));
    // Its streaming renditions go with it.
    await deps.storage.put(
      `hls/${clips.full}/360/index.m3u8`,
      Buffer.from("#EXTM3U\n"),
      "application/vnd.apple.mpegurl",
    );
    expect(await deleteLesson(deps, author, lesson.id)).toBe(true);
    expect(await deps.storage.size(`hls/${clips.full}/360/index.m3u8`)).toBeNull();
    expect(await database.db.select().from(lessons).where(eq(lessons.id, lesson.id))).toEqual([]);
    for (const row of rows) {
      expect(await mediaRow(database.db, row.id)).toBeNull();
      expect(await filesExist(deps.storage, row)).toBe(false);
      if (row.posterId) expect(await mediaRow(database.db, row.posterId)).toBeNull();
    }
  });

  it("lists the author's lessons, drafts included, and gives the editor's values back", async () => {
    const lesson = await saved(
      await saveLesson(
        deps,
        author,
        null,
        input({ title: "Listed", price: 990, brands: brandIds.slice(0, 1) }),
      ),
    );
    const own = await listOwnLessons(database.db, "en", author.id);
    expect(own[0]).toMatchObject({ id: lesson.id, title: "Listed", published: false, priceCents: 990 });
    expect(await listOwnLessons(database.db, "en", stranger.id)).toEqual([]);
    const office = await getOfficeLesson(database.db, "en", author, lesson.id);
    if (!office) throw new Error("not found");
    expect(lessonFormValues(office)).toEqual({
      title: "Listed",
      about: input().about,
      // The language its master registered in: the lesson form left it out.
      language: "uk",
      level: "beginner",
      price: "9.90",
      specialization: String(subs.manicureClassic.id),
      brands: [String(brandIds[0])],
      intent: "draft",
    });
  });
});

describe("the lesson form", () => {
  it("parses prices in dollars to whole cents", () => {
    expect(parsePrice("0")).toEqual({ ok: true, cents: 0 });
    expect(parsePrice("12")).toEqual({ ok: true, cents: 1200 });
    expect(parsePrice("12.5")).toEqual({ ok: true, cents: 1250 });
    expect(parsePrice(" 12,50 ")).toEqual({ ok: true, cents: 1250 });
    expect(parsePrice("1 200.05")).toEqual({ ok: true, cents: 120005 });
    expect(parsePrice("10000")).toEqual({ ok: true, cents: 1_000_000 });
    expect(parsePrice("10000.01")).toEqual({ ok: false, message: "officeItems.errors.priceMax" });
    expect(parsePrice("99999999999")).toEqual({ ok: false, message: "officeItems.errors.priceMax" });
    expect(parsePrice("12.505")).toEqual({ ok: false, message: "officeItems.errors.priceDecimals" });
    for (const bad of ["-1", "1e3", "abc", "12.3.4", "$12", "0x10", "Infinity"]) {
      expect(parsePrice(bad), bad).toEqual({ ok: false, message: "officeItems.errors.priceInvalid" });
    }
    expect(parsePrice("")).toEqual({ ok: false, message: "officeItems.errors.priceRequired" });
    expect(priceText(1250)).toBe("12.50");
    expect(priceText(1200)).toBe("12");
    expect(priceText(5)).toBe("0.05");
  });

  it("requires title, about and level (SPEC §5) and reads the rest", () => {
    const empty = lessonSchema.safeParse({ title: " ", about: "", level: "", price: "", specialization: "" });
    expect(
      Object.fromEntries(empty.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []),
    ).toEqual({
      title: "officeItems.errors.titleRequired",
      about: "officeItems.errors.aboutRequired",
      level: "officeItems.errors.levelRequired",
      price: "officeItems.errors.priceRequired",
      specialization: "officeItems.errors.specializationRequired",
    });
    const long = lessonSchema.safeParse({
      title: "x".repeat(201),
      about: "y".repeat(5001),
      level: "expert",
      price: "1",
      specialization: "3",
      brands: Array.from({ length: 21 }, (_, i) => String(i + 1)),
    });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([
      "officeItems.errors.titleMax",
      "officeItems.errors.aboutMax",
      "officeItems.errors.levelRequired",
      "officeItems.errors.brandsMax",
    ]);
    expect(
      lessonSchema.parse({
        title: " Title ",
        about: "About",
        level: "none",
        price: "0",
        specialization: "3",
        brands: ["2", "1"],
        trailer: "17",
        full: "",
        remove_tips: "on",
        intent: "publish",
      }),
    ).toEqual({
      title: "Title",
      about: "About",
      level: "none",
      price: 0,
      specialization: 3,
      brands: [2, 1],
      poster: null,
      trailer: 17,
      full: null,
      tips: null,
      remove_poster: false,
      remove_tips: true,
      intent: "publish",
      steps: [],
    });
  });
});
