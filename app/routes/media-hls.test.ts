import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "~/server/auth/users.server";
import { lessonVideos } from "~/server/catalog/lesson-access.server";
import { getServices } from "~/server/context.server";
import { type lessons, media, purchases, users, videoTranscodes } from "~/server/db/schema";
import { progressiveKey, segmentKey, variantPlaylistKey } from "~/server/media/hls-layout.server";
import { masterPlaylistKey } from "~/server/media/hls-streams.server";
import { signSegmentUrl, signStreamUrl } from "~/server/media/signed-url.server";
import { localDiskStorage, type MediaStorage } from "~/server/media/storage.server";
import { userContext } from "~/server/web/current-user.server";
import { testDatabases } from "../../tests/databases";
import { routerContext } from "../../tests/router-context";
import { makeLesson } from "../../tests/support/commerce";
import { loader } from "./media";

/** A variant playlist as the transcoder stores it: three segments, relative names. */
const variant = (segments: number) =>
  [
    "#EXTM3U",
    "#EXT-X-VERSION:3",
    "#EXT-X-TARGETDURATION:6",
    "#EXT-X-PLAYLIST-TYPE:VOD",
    ...Array.from({ length: segments }, (_, index) => [
      "#EXTINF:6.000000,",
      `seg-${String(index).padStart(5, "0")}.ts`,
    ]).flat(),
    "#EXT-X-ENDLIST",
    "",
  ].join("\n");
const SEGMENT_BYTES = Buffer.from("G".repeat(188 * 4));
const SIGNED = /^\/media\/hls\/\d+\/\d+\/(index\.m3u8|seg-\d{5}\.ts)\?u=(\d+)&exp=(\d+)&sig=[\w-]{43}$/;

describe.each(testDatabases())("streaming routes on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let root: string;
  let storage: MediaStorage;
  let author: User;
  let buyer: User;
  let stranger: User;
  let staff: User;
  const ids = {} as Record<"trailer" | "full" | "tips" | "draftTrailer", number>;
  let lesson: { id: number };
  let draft: { id: number };

  beforeAll(async () => {
    database = await engine.open();
    root = await mkdtemp(path.join(tmpdir(), "maistry-hls-route-"));
    storage = localDiskStorage(root);
    const { db } = database;
    const person = async (username: string, isStaff = false) => {
      const [row] = await db
        .insert(users)
        .values({
          email: `${username}@example.com`,
          username,
          fullName: username,
          passwordHash: "-",
          isActive: true,
          isStaff,
        })
        .returning();
      if (!row) throw new Error("user not inserted");
      return row;
    };
    author = await person("author");
    buyer = await person("buyer");
    stranger = await person("stranger");
    staff = await person("staff", true);
    const video = async (name: string, state: "ready" | "queued") => {
      const key = `videos/${name}.mp4`;
      await storage.put(key, Buffer.from(`upload of ${name}`), "video/mp4");
      const [row] = await db
        .insert(media)
        .values({
          kind: "video",
          storageKey: key,
          mime: "video/mp4",
          bytes: 20,
          width: 1280,
          height: 720,
          ownerId: author.id,
        })
        .returning({ id: media.id });
      if (!row) throw new Error("media not inserted");
      await db
        .insert(videoTranscodes)
        .values({ mediaId: row.id, state, renditions: state === "ready" ? [360, 540] : [] });
      if (state === "ready") {
        for (const height of [360, 540]) {
          await storage.put(
            variantPlaylistKey(row.id, height),
            Buffer.from(variant(3)),
            "application/vnd.apple.mpegurl",
          );
          for (const index of [0, 1, 2]) {
            await storage.put(segmentKey(row.id, height, `seg-0000${index}.ts`), SEGMENT_BYTES, "video/mp2t");
          }
        }
        await storage.put(progressiveKey(row.id), Buffer.from("0123456789"), "video/mp4");
      }
      return row.id;
    };
    ids.trailer = await video("trailer", "ready");
    ids.full = await video("full", "ready");
    ids.tips = await video("tips", "queued");
    ids.draftTrailer = await video("draft-trailer", "ready");
    const addLesson = async (slug: string, values: Partial<typeof lessons.$inferInsert>) => ({
      id: await makeLesson(db, author.id, { slug, title: slug, priceCents: 1500, ...values }),
    });
    lesson = await addLesson("brows", {
      trailerId: ids.trailer,
      fullVideoId: ids.full,
      tipsVideoId: ids.tips,
    });
    draft = await addLesson("draft", { published: false, trailerId: ids.draftTrailer });
    await db.insert(purchases).values({ userId: buyer.id, lessonId: lesson.id, priceCents: 1500 });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  async function call(
    target: string,
    { viewer = null, range }: { viewer?: User | null; range?: string } = {},
  ) {
    const context = routerContext(database, { storage });
    context.set(userContext, viewer);
    const request = new Request(`http://localhost${target}`, { headers: range ? { Range: range } : {} });
    const response = await loader({ request, context, params: {} } as unknown as Parameters<
      typeof loader
    >[0]);
    return { status: response.status, headers: response.headers, text: await response.text() };
  }
  const services = () => getServices(routerContext(database, { storage }));
  const master = (mediaId: number, viewer: User | null) =>
    signStreamUrl(services(), { key: masterPlaylistKey(mediaId), viewerId: viewer?.id ?? 0 });
  const urlsIn = (playlist: string) => playlist.split("\n").filter((line) => line && !line.startsWith("#"));

  it("gives a buyer the master, variant playlists and segments, every URL signed for them", async () => {
    const top = await call(master(ids.full, buyer), { viewer: buyer });
    expect(top.status).toBe(200);
    expect(top.headers.get("Content-Type")).toBe("application/vnd.apple.mpegurl");
    expect(top.headers.get("Cache-Control")).toBe("no-store");
    expect(top.text).toContain("RESOLUTION=640x360");
    expect(top.text).toContain("RESOLUTION=960x540");
    const variants = urlsIn(top.text);
    expect(variants).toHaveLength(2);
    for (const url of variants)
      expect(url.match(SIGNED)?.slice(1, 3)).toEqual(["index.m3u8", String(buyer.id)]);

    const list = await call(variants[0] as string, { viewer: buyer });
    expect(list.status).toBe(200);
    const segments = urlsIn(list.text);
    expect(segments).toHaveLength(3);
    const expiries = segments.map((url) => Number(url.match(SIGNED)?.[3]));
    // Minutes, growing with each segment's place in the video.
    const now = Date.now() / 1000;
    expect((expiries[0] as number) - now).toBeLessThan(15 * 60);
    expect(expiries).toEqual([...expiries].sort((a, b) => a - b));
    const segment = await call(segments[1] as string, { viewer: buyer });
    expect(segment.status).toBe(200);
    expect(segment.headers.get("Content-Type")).toBe("video/mp2t");
    expect(segment.headers.get("Cache-Control")).toBe("private, no-store");
    expect(segment.text).toBe(SEGMENT_BYTES.toString());
    // The author and staff too.
    for (const viewer of [author, staff])
      expect((await call(master(ids.full, viewer), { viewer })).status).toBe(200);
  });

  it("refuses a copied segment URL to a visitor and another user, and an expired or forged one", async () => {
    const key = segmentKey(ids.full, 360, "seg-00000.ts");
    const url = signSegmentUrl(services(), { key, viewerId: buyer.id }, 0);
    expect((await call(url, { viewer: buyer })).status).toBe(200);
    expect((await call(url)).status).toBe(403);
    expect((await call(url, { viewer: stranger })).status).toBe(403);
    // Even the author may not use the buyer's URL.
    expect((await call(url, { viewer: author })).status).toBe(403);
    const expired = signSegmentUrl(
      services(),
      { key, viewerId: buyer.id },
      0,
      new Date(Date.now() - 11 * 60 * 1000),
    );
    expect((await call(expired, { viewer: buyer })).status).toBe(403);
    const forged = url.replace(/sig=(.)/, (_, char: string) => `sig=${char === "A" ? "B" : "A"}`);
    expect((await call(forged, { viewer: buyer })).status).toBe(403);
    // A valid signature for another rendition's segment does not open this one.
    const other = signSegmentUrl(
      services(),
      { key: segmentKey(ids.full, 540, "seg-00000.ts"), viewerId: buyer.id },
      0,
    );
    expect((await call(other.replace("/540/", "/360/"), { viewer: buyer })).status).toBe(403);
    expect((await call(key.replace("hls/", "/media/hls/"), { viewer: buyer })).status).toBe(403);
  });

  it("checks the access rule on every playlist request: a stranger's own signature is not enough", async () => {
    expect((await call(master(ids.full, stranger), { viewer: stranger })).status).toBe(403);
    expect((await call(master(ids.full, null))).status).toBe(403);
    const variantUrl = signStreamUrl(services(), {
      key: variantPlaylistKey(ids.full, 360),
      viewerId: stranger.id,
    });
    expect((await call(variantUrl, { viewer: stranger })).status).toBe(403);
    const progressive = signStreamUrl(services(), { key: progressiveKey(ids.full), viewerId: stranger.id });
    expect((await call(progressive, { viewer: stranger, range: "bytes=0-" })).status).toBe(403);
    // The buyer's playlist URL presented by someone else.
    expect((await call(master(ids.full, buyer), { viewer: stranger })).status).toBe(403);
    // A grant for everyone (viewer 0) is no way into a paid video.
    expect((await call(master(ids.full, null), { viewer: buyer })).status).toBe(403);
  });

  it("streams a published trailer to everyone with one public URL, whose segments may be cached", async () => {
    const top = await call(master(ids.trailer, null), { viewer: stranger });
    expect(top.status).toBe(200);
    const list = await call(urlsIn(top.text)[0] as string);
    expect(list.status).toBe(200);
    const segment = urlsIn(list.text)[0] as string;
    expect(segment.match(SIGNED)?.[2]).toBe("0");
    for (const viewer of [null, stranger, buyer]) {
      const response = await call(segment, { viewer });
      expect([response.status, response.headers.get("Cache-Control")]).toEqual([200, "public, max-age=3600"]);
    }
    // A draft's trailer is not public: viewer 0 is refused, its author streams it under their own name.
    expect((await call(master(ids.draftTrailer, null))).status).toBe(403);
    expect((await call(master(ids.draftTrailer, null), { viewer: author })).status).toBe(403);
    expect((await call(master(ids.draftTrailer, author), { viewer: author })).status).toBe(200);
    expect(draft.id).toBeGreaterThan(0);
  });

  it("serves the progressive MP4 with Range, and nothing for a video not transcoded yet", async () => {
    const url = signStreamUrl(services(), { key: progressiveKey(ids.full), viewerId: buyer.id });
    const part = await call(url, { viewer: buyer, range: "bytes=2-5" });
    expect([part.status, part.text, part.headers.get("Content-Range")]).toEqual([
      206,
      "2345",
      "bytes 2-5/10",
    ]);
    expect(part.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await call(master(ids.tips, buyer), { viewer: buyer })).status).toBe(404);
    const missingRendition = signStreamUrl(services(), {
      key: variantPlaylistKey(ids.full, 720),
      viewerId: buyer.id,
    });
    expect((await call(missingRendition, { viewer: buyer })).status).toBe(404);
  });

  it("hands lesson pages the stream once ready, the upload until then, and the buyer's name to draw", async () => {
    const detail = {
      id: lesson.id,
      published: true,
      master: { id: author.id },
      trailerId: ids.trailer,
      fullVideoId: ids.full,
      tipsVideoId: ids.tips,
    };
    const videos = await lessonVideos(services(), database.db, buyer, detail);
    const full = videos.full?.state === "playable" ? videos.full : null;
    expect(full?.hls).toMatch(new RegExp(`^/media/hls/${ids.full}/master\\.m3u8\\?u=${buyer.id}&`));
    expect(full?.src).toMatch(new RegExp(`^/media/hls/${ids.full}/progressive\\.mp4\\?u=${buyer.id}&`));
    expect(full?.watermark).toBe("buyer");
    const tips = videos.tips?.state === "playable" ? videos.tips : null;
    expect([tips?.hls, tips?.watermark]).toEqual([null, "buyer"]);
    expect(tips?.src).toMatch(new RegExp(`^/media/video/${ids.tips}\\?u=${buyer.id}&`));
    const trailer = videos.trailer?.state === "playable" ? videos.trailer : null;
    expect(trailer?.hls).toMatch(/\?u=0&/);
    expect(trailer?.watermark).toBeNull();
    expect((await lessonVideos(services(), database.db, stranger, detail)).full).toEqual({ state: "locked" });
  });
});
