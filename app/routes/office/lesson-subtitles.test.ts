import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseLessonFilters } from "~/forms/catalog-filters";
import type { User } from "~/server/auth/users.server";
import { subtitleTracks } from "~/server/catalog/lesson-subtitles.server";
import { listLessons } from "~/server/catalog/lessons.server";
import { lessonSubtitles, lessons } from "~/server/db/schema";
import type { UploadDeps } from "~/server/media/uploads.server";
import { saveLesson } from "~/server/office/lessons.server";
import { seedReferenceContent } from "~/server/seed/reference.server";
import { testDatabases } from "../../../tests/databases";
import {
  makeUser,
  multipart,
  officeContext,
  someSpecializations,
  testUploadDeps,
  uploadVideo,
} from "../../../tests/support/office";
import { loader as mediaLoader } from "../media";
import { action as editorAction, loader as editorLoader } from "./lesson-editor";

// biome-ignore lint/suspicious/noExplicitAny: route functions read only request, params and context
type RouteFunction = (args: any) => Promise<unknown>;

const ORIGIN = "http://maistry.test";
const GOOD = "WEBVTT\n\n00:00.000 --> 00:02.000\nHallo\n\n00:02.000 --> 00:04.000\nWelt\n";
const vtt = (text: string) => Buffer.from(text, "utf8");

describe.each(testDatabases())("lesson subtitles on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let deps: UploadDeps & { root: string };
  let owner: User;
  let stranger: User;
  let lessonId: number;
  let url: string;

  beforeAll(async () => {
    database = await engine.open();
    await seedReferenceContent(database.db);
    deps = await testUploadDeps(database.db);
    owner = await makeUser(database.db);
    stranger = await makeUser(database.db);
    const subs = await someSpecializations(database.db);
    const saved = await saveLesson(deps, owner, null, {
      title: "Brow lamination",
      about: "About",
      level: "beginner",
      price: 100,
      specialization: subs.manicureClassic.id,
      brands: [],
      poster: null,
      trailer: (await uploadVideo(deps, owner.id, "trailer")).id,
      full: (await uploadVideo(deps, owner.id, "full")).id,
      tips: null,
      remove_poster: false,
      remove_tips: false,
      intent: "draft",
    });
    if (!saved?.ok) throw new Error("not saved");
    lessonId = saved.value.id;
    url = `${ORIGIN}/en/personal-info/lessons/${lessonId}?subtitles`;
  });
  afterAll(async () => {
    await database.dispose();
    await rm(deps.root, { recursive: true, force: true });
  });

  const context = (who: User | null) => officeContext(database, deps.root, who).context;
  const run = (fn: RouteFunction, who: User | null, request: Request) =>
    fn({ request, params: { lang: "en", id: String(lessonId) }, context: context(who) });
  const upload = (who: User, language: string, text: string | Buffer, part = "full") =>
    run(
      editorAction,
      who,
      multipart(
        url,
        [
          ["subtitle_language", language],
          ["subtitle_part", part],
          ["intent", "add"],
        ],
        [["subtitle_file", "subs.vtt", typeof text === "string" ? vtt(text) : text, "text/vtt"]],
      ),
    );
  const rows = () => database.db.select().from(lessonSubtitles).where(eq(lessonSubtitles.lessonId, lessonId));
  const fetchMedia = async (who: User | null, src: string) =>
    (await mediaLoader({
      request: new Request(`${ORIGIN}${src}`),
      params: {},
      context: context(who),
    } as never)) as Response;

  it("stores a valid file for the owner and lists it in the editor", async () => {
    const result = (await upload(owner, "de", GOOD)) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/en/personal-info/lessons/${lessonId}`);
    const [row] = await rows();
    expect(row).toMatchObject({ part: "full", language: "de", bytes: vtt(GOOD).byteLength });
    expect((await stat(path.join(deps.root, "media", row?.storageKey ?? ""))).size).toBe(row?.bytes);
    const editor = (await run(editorLoader, owner, new Request(url))) as { subtitles: unknown };
    expect(editor.subtitles).toEqual([{ part: "full", language: "de", bytes: vtt(GOOD).byteLength }]);
  });

  it("replaces the file of the same language and removes the old one from storage", async () => {
    const [before] = await rows();
    const text = `${GOOD}\n00:05.000 --> 00:06.000\nNochmal\n`;
    expect(((await upload(owner, "de", text)) as Response).status).toBe(302);
    const after = await rows();
    expect(after).toHaveLength(1);
    expect(after[0]?.bytes).toBe(vtt(text).byteLength);
    await expect(stat(path.join(deps.root, "media", before?.storageKey ?? ""))).rejects.toThrow();
  });

  it("refuses a bad file with the line of its first error, and stores nothing", async () => {
    const bad = "WEBVTT\n\n00:01.000 --> 00:02.000\nA\n\n00:03,000 --> 00:04.000\nB\n";
    const refused = (await upload(owner, "fr", bad)) as { data: unknown; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toEqual({
      subtitles: {
        field: "subtitle_file",
        key: "officeItems.subtitles.errors.badTiming",
        line: 6,
        values: { language: "fr", part: "full" },
      },
    });
    const large = Buffer.concat([vtt(GOOD), Buffer.alloc(1024 * 1024, 0x41)]);
    const tooLarge = (await upload(owner, "fr", large)) as { data: { subtitles: { key: string } } };
    expect(tooLarge.data.subtitles.key).toBe("officeItems.subtitles.errors.tooLarge");
    const badLanguage = (await upload(owner, "xx", GOOD)) as { data: { subtitles: { field: string } } };
    expect(badLanguage.data.subtitles.field).toBe("subtitle_language");
    expect((await rows()).map((row) => row.language)).toEqual(["de"]);
  });

  it("answers 404 to someone else's upload or removal and changes nothing", async () => {
    await expect(upload(stranger, "en", GOOD)).rejects.toMatchObject({ init: { status: 404 } });
    const removal = multipart(url, [["remove", "full:de"]]);
    await expect(run(editorAction, stranger, removal)).rejects.toMatchObject({ init: { status: 404 } });
    expect((await rows()).map((row) => row.language)).toEqual(["de"]);
  });

  it("serves the full video's subtitles only to whoever may watch it, as text/vtt", async () => {
    await upload(owner, "en", GOOD, "trailer");
    const lesson = { id: lessonId, published: false };
    const all = { trailer: true, full: true };
    const mine = await subtitleTracks(
      officeContext(database, deps.root, owner).services,
      database.db,
      owner,
      lesson,
      all,
    );
    expect(mine.full.map((track) => [track.language, track.label])).toEqual([["de", "Deutsch"]]);
    expect(mine.trailer.map((track) => track.language)).toEqual(["en"]);
    const src = mine.full[0]?.src ?? "";
    expect(src).toMatch(/^\/media\/subtitles\/\d+\.vtt\?/);

    const served = await fetchMedia(owner, src);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("text/vtt; charset=utf-8");
    expect(served.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await served.text()).toContain("Nochmal");
    // Someone else presenting the owner's URL, a visitor, a forged signature: 403.
    expect((await fetchMedia(stranger, src)).status).toBe(403);
    expect((await fetchMedia(null, src)).status).toBe(403);
    expect((await fetchMedia(owner, src.replace(/sig=[^&]+/, "sig=forged"))).status).toBe(403);
    // A stranger's own URL for the full video is refused too (they did not buy it).
    const theirs = await subtitleTracks(
      officeContext(database, deps.root, stranger).services,
      database.db,
      stranger,
      lesson,
      all,
    );
    expect((await fetchMedia(stranger, theirs.full[0]?.src ?? "")).status).toBe(403);
    // A draft's trailer subtitles are the author's; once published they are public.
    expect((await fetchMedia(stranger, theirs.trailer[0]?.src ?? "")).status).toBe(403);
    await database.db.update(lessons).set({ published: true }).where(eq(lessons.id, lessonId));
    const visitor = await subtitleTracks(
      officeContext(database, deps.root, null).services,
      database.db,
      null,
      { id: lessonId, published: true },
      { trailer: true, full: false },
    );
    expect(visitor.full).toEqual([]);
    const trailer = await fetchMedia(null, visitor.trailer[0]?.src ?? "");
    expect(trailer.status).toBe(200);
    expect(trailer.headers.get("Cache-Control")).toBe("public, max-age=600");
  });

  it("filters the published list by subtitle language and shows the languages on the card", async () => {
    const filtered = (language: string) =>
      listLessons(database.db, "en", parseLessonFilters(new URLSearchParams({ subtitles: language })));
    const german = await filtered("de");
    expect(german.results.map((lesson) => lesson.id)).toEqual([lessonId]);
    expect(german.results[0]?.subtitles).toEqual(["de"]);
    // Trailer-only subtitles do not count: the filter is about the lesson one buys.
    expect((await filtered("en")).results).toEqual([]);
    // An unknown language is no filter at all.
    expect(parseLessonFilters(new URLSearchParams({ subtitles: "xx" })).subtitles).toBeNull();
  });

  it("removes a file for the owner", async () => {
    const removed = (await run(editorAction, owner, multipart(url, [["remove", "full:de"]]))) as Response;
    expect(removed.status).toBe(302);
    expect((await rows()).map((row) => `${row.part}:${row.language}`)).toEqual(["trailer:en"]);
  });
});
