import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "~/server/auth/users.server";
import { canWatch, findVideoOwner, lessonVideos, videoAccess } from "~/server/catalog/lesson-access.server";
import { getServices } from "~/server/context.server";
import { type lessons, media, profiles, users } from "~/server/db/schema";
import { signVideoUrl } from "~/server/media/signed-url.server";
import { localDiskStorage, type MediaStorage } from "~/server/media/storage.server";
import { userContext } from "~/server/web/current-user.server";
import { testDatabases } from "../../tests/databases";
import { routerContext } from "../../tests/router-context";
import { makeLesson } from "../../tests/support/commerce";
import { loader } from "./media";

/** Recognisable bytes: byte i is i mod 251 (a prime, so ranges do not repeat every 256). */
const pattern = (length: number) => Buffer.from(Array.from({ length }, (_, index) => index % 251));
const VIDEO_BYTES = 10_000;

describe.each(testDatabases())("media route on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let root: string;
  let storage: MediaStorage;
  let author: User;
  let otherMaster: User;
  let stranger: User;
  let staff: User;
  const ids = {} as Record<
    | "image"
    | "trailer"
    | "full"
    | "tips"
    | "shared"
    | "coFull"
    | "draftTrailer"
    | "intro"
    | "orphan"
    | "empty",
    number
  >;
  let lesson: { id: number; masterId: number };

  beforeAll(async () => {
    database = await engine.open();
    root = await mkdtemp(path.join(tmpdir(), "maistry-media-route-"));
    storage = localDiskStorage(root);
    const { db } = database;
    const person = async (username: string, extra: Partial<typeof users.$inferInsert> = {}) => {
      const [row] = await db
        .insert(users)
        .values({
          email: `${username}@example.com`,
          username,
          fullName: username,
          passwordHash: "-",
          isActive: true,
          ...extra,
        })
        .returning();
      if (!row) throw new Error("user not inserted");
      return row;
    };
    author = await person("author");
    otherMaster = await person("other_master");
    stranger = await person("stranger");
    staff = await person("staff", { isStaff: true });

    const video = async (name: string, bytes = VIDEO_BYTES) => {
      const key = `videos/${name}.mp4`;
      await storage.put(key, pattern(bytes), "video/mp4");
      const [row] = await db
        .insert(media)
        .values({ kind: "video", storageKey: key, mime: "video/mp4", bytes, ownerId: author.id })
        .returning({ id: media.id });
      if (!row) throw new Error("media not inserted");
      return row.id;
    };
    for (const name of [
      "trailer",
      "full",
      "tips",
      "shared",
      "coFull",
      "draftTrailer",
      "intro",
      "orphan",
    ] as const) {
      ids[name] = await video(name);
    }
    ids.empty = await video("empty", 0);
    await storage.put("images/0b9e5c1a-7f3d-4c55-9a61-2f7d9c1e4b80/320.webp", pattern(500), "image/webp");
    await storage.put("secret.webp", pattern(10), "image/webp");
    const [image] = await db
      .insert(media)
      .values({
        kind: "image",
        storageKey: "images/0b9e5c1a-7f3d-4c55-9a61-2f7d9c1e4b80",
        mime: "image/webp",
        bytes: 500,
        width: 320,
        height: 400,
        variants: [320],
      })
      .returning({ id: media.id });
    ids.image = image?.id ?? 0;

    const addLesson = async (slug: string, values: Partial<typeof lessons.$inferInsert>) => ({
      id: await makeLesson(db, author.id, { slug, title: slug, priceCents: 1500, ...values }),
      masterId: values.masterId ?? author.id,
    });
    lesson = await addLesson("gel-polish", {
      trailerId: ids.trailer,
      fullVideoId: ids.full,
      tipsVideoId: ids.tips,
    });
    // The same clip is this lesson's paid tips video and another lesson's free trailer.
    await addLesson("shared-paid", { fullVideoId: ids.shared, tipsVideoId: ids.empty });
    await addLesson("shared-free", { masterId: otherMaster.id, trailerId: ids.shared });
    // One clip as the full video of two masters' lessons: each author may watch it.
    await addLesson("co-one", { fullVideoId: ids.coFull });
    await addLesson("co-two", { masterId: otherMaster.id, fullVideoId: ids.coFull });
    await addLesson("draft", { published: false, trailerId: ids.draftTrailer });
    await db.insert(profiles).values({ userId: otherMaster.id, videoId: ids.intro, isListed: true });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  const signed = (mediaId: number, viewer: User | null, now?: Date) =>
    signVideoUrl(getServices(routerContext(database)), { mediaId, viewerId: viewer?.id ?? 0 }, now);

  async function call(
    target: string,
    {
      viewer = null,
      range,
      method = "GET",
      ready = true,
    }: { viewer?: User | null; range?: string; method?: string; ready?: boolean } = {},
  ) {
    const context = routerContext(database, { storage, ready });
    context.set(userContext, viewer);
    const request = new Request(`http://localhost${target}`, {
      method,
      headers: range ? { Range: range } : {},
    });
    const args = {
      request,
      context,
      params: { "*": target.slice(7).split("?")[0] },
    } as unknown as Parameters<typeof loader>[0];
    const response = await loader(args);
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body };
  }

  it("serves a public image with long-lived caching, and nothing outside the images", async () => {
    const image = await call("/media/images/0b9e5c1a-7f3d-4c55-9a61-2f7d9c1e4b80/320.webp");
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/webp");
    expect(image.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(image.headers.get("Content-Length")).toBe("500");
    expect(image.body.equals(pattern(500))).toBe(true);
    const head = await call("/media/images/0b9e5c1a-7f3d-4c55-9a61-2f7d9c1e4b80/320.webp", {
      method: "HEAD",
    });
    expect([head.status, head.headers.get("Content-Length"), head.body.length]).toEqual([200, "500", 0]);
    for (const missing of [
      "/media/images/0b9e5c1a-7f3d-4c55-9a61-2f7d9c1e4b80/640.webp",
      "/media/images/..%2Fsecret.webp",
      "/media/images/a/..%2F..%2Fsecret.webp",
      "/media/images/../secret.webp",
      "/media/images/x..y/320.webp",
      "/media/secret.webp",
      "/media/videos/full.mp4",
      "/media/images/0b9e5c1a-7f3d-4c55-9a61-2f7d9c1e4b80/320.png",
    ]) {
      expect((await call(missing)).status, missing).toBe(404);
    }
  });

  it("plays a trailer to a visitor: whole file, each range form, HEAD, and 416", async () => {
    const url = signed(ids.trailer, null);
    const whole = await call(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Content-Type")).toBe("video/mp4");
    expect(whole.headers.get("Accept-Ranges")).toBe("bytes");
    expect(whole.headers.get("Content-Length")).toBe(String(VIDEO_BYTES));
    expect(whole.headers.get("Cache-Control")).toBe("private, max-age=600");
    expect(whole.body.equals(pattern(VIDEO_BYTES))).toBe(true);

    const cases: [string, number, number][] = [
      ["bytes=0-1", 0, 1],
      ["bytes=1000-1999", 1000, 1999],
      ["bytes=9990-20000", 9990, 9999],
      ["bytes=9000-", 9000, 9999],
      ["bytes=-300", 9700, 9999],
    ];
    for (const [range, start, end] of cases) {
      const part = await call(url, { range });
      expect(part.status, range).toBe(206);
      expect(part.headers.get("Content-Range"), range).toBe(`bytes ${start}-${end}/${VIDEO_BYTES}`);
      expect(part.headers.get("Content-Length"), range).toBe(String(end - start + 1));
      expect(part.body.equals(pattern(VIDEO_BYTES).subarray(start, end + 1)), range).toBe(true);
    }

    const head = await call(url, { method: "HEAD", range: "bytes=100-199" });
    expect(head.status).toBe(206);
    expect(head.headers.get("Content-Range")).toBe(`bytes 100-199/${VIDEO_BYTES}`);
    expect(head.headers.get("Content-Length")).toBe("100");
    expect(head.body.length).toBe(0);
    const headWhole = await call(url, { method: "HEAD" });
    expect([headWhole.status, headWhole.headers.get("Content-Length")]).toEqual([200, String(VIDEO_BYTES)]);

    for (const range of [`bytes=${VIDEO_BYTES}-`, "bytes=20000-30000", "bytes=-0"]) {
      const unsatisfiable = await call(url, { range });
      expect(unsatisfiable.status, range).toBe(416);
      expect(unsatisfiable.headers.get("Content-Range"), range).toBe(`bytes */${VIDEO_BYTES}`);
      expect(unsatisfiable.body.length).toBe(0);
    }
    // An empty file has no satisfiable range.
    const empty = await call(signed(ids.empty, author), { viewer: author, range: "bytes=0-" });
    expect([empty.status, empty.headers.get("Content-Range")]).toEqual([416, "bytes */0"]);
  });

  it("refuses a paid video to a visitor, with or without a Range header", async () => {
    for (const id of [ids.full, ids.tips]) {
      const url = signed(id, null);
      expect((await call(url)).status).toBe(403);
      const ranged = await call(url, { range: "bytes=0-" });
      expect(ranged.status).toBe(403);
      expect(ranged.headers.get("Cache-Control")).toBe("no-store");
      expect(ranged.body.toString()).toBe("Forbidden");
    }
  });

  it("plays the full video to its author and to staff, never to be cached", async () => {
    for (const viewer of [author, staff]) {
      const part = await call(signed(ids.full, viewer), { viewer, range: "bytes=0-99" });
      expect(part.status).toBe(206);
      expect(part.headers.get("Cache-Control")).toBe("private, no-store");
      expect(part.body.equals(pattern(100))).toBe(true);
    }
    expect((await call(signed(ids.tips, author), { viewer: author })).status).toBe(200);
    expect((await call(signed(ids.full, stranger), { viewer: stranger, range: "bytes=0-" })).status).toBe(
      403,
    );
  });

  it("refuses someone else's URL, a URL without its session, an expired or tampered URL", async () => {
    const authorsUrl = signed(ids.full, author);
    expect((await call(authorsUrl, { viewer: stranger, range: "bytes=0-" })).status).toBe(403);
    expect((await call(authorsUrl, { viewer: stranger })).status).toBe(403);
    expect((await call(authorsUrl, { range: "bytes=0-" })).status).toBe(403);
    // Even a trailer URL is bound to its viewer.
    expect((await call(signed(ids.trailer, author), { range: "bytes=0-" })).status).toBe(403);

    const expired = signed(ids.full, author, new Date(Date.now() - 5 * 60 * 60 * 1000));
    expect((await call(expired, { viewer: author, range: "bytes=0-" })).status).toBe(403);
    expect((await call(expired, { viewer: author })).status).toBe(403);

    const url = new URL(authorsUrl, "http://localhost");
    const signature = url.searchParams.get("sig") ?? "";
    url.searchParams.set(
      "sig",
      `${signature.slice(0, 10)}${signature[10] === "x" ? "y" : "x"}${signature.slice(11)}`,
    );
    expect((await call(url.pathname + url.search, { viewer: author, range: "bytes=0-" })).status).toBe(403);
    const otherMedia = new URL(authorsUrl, "http://localhost");
    otherMedia.pathname = `/media/video/${ids.tips}`;
    expect((await call(otherMedia.pathname + otherMedia.search, { viewer: author })).status).toBe(403);
    expect((await call(`/media/video/${ids.trailer}`)).status).toBe(403);
  });

  it("lets a clip used by several lessons play for whoever any use allows", async () => {
    // A paid video of one lesson and the free trailer of another: public.
    const shared = await call(signed(ids.shared, stranger), { viewer: stranger, range: "bytes=0-9" });
    expect([shared.status, shared.headers.get("Cache-Control")]).toEqual([206, "private, max-age=600"]);
    // The full video of two masters' lessons: both authors, not a third person.
    expect((await call(signed(ids.coFull, author), { viewer: author, range: "bytes=0-9" })).status).toBe(206);
    expect(
      (await call(signed(ids.coFull, otherMaster), { viewer: otherMaster, range: "bytes=0-9" })).status,
    ).toBe(206);
    expect((await call(signed(ids.coFull, stranger), { viewer: stranger, range: "bytes=0-9" })).status).toBe(
      403,
    );
    expect((await call(signed(ids.coFull, null), { range: "bytes=0-9" })).status).toBe(403);
    const references = await findVideoOwner(database.db, ids.shared);
    expect(
      references.map((reference) => (reference.kind === "lesson" ? reference.part : reference.kind)),
    ).toEqual(["full", "trailer"]);
  });

  it("keeps a draft's trailer to its author, shows introduction videos to all, and nothing unused", async () => {
    expect((await call(signed(ids.draftTrailer, null), { range: "bytes=0-" })).status).toBe(403);
    expect((await call(signed(ids.draftTrailer, stranger), { viewer: stranger })).status).toBe(403);
    expect((await call(signed(ids.draftTrailer, author), { viewer: author, range: "bytes=0-" })).status).toBe(
      206,
    );
    const intro = await call(signed(ids.intro, null), { range: "bytes=-10" });
    expect([intro.status, intro.headers.get("Cache-Control")]).toEqual([206, "private, max-age=600"]);
    expect((await call(signed(ids.orphan, staff), { viewer: staff })).status).toBe(403);
    expect((await videoAccess(database.db, staff, ids.orphan)).allowed).toBe(false);
    // A signed URL for something that is not a video, or no longer exists.
    expect((await call(signed(ids.image, null))).status).toBe(404);
    expect((await call(signed(999_999, null))).status).toBe(404);
  });

  it("answers 503 while the database cannot be reached", async () => {
    const response = await call(signed(ids.trailer, null), { ready: false });
    expect([response.status, response.headers.get("Retry-After")]).toEqual([503, "15"]);
  });

  it("decides lesson pages' tabs by the same rule", async () => {
    const db = database.db;
    expect(await canWatch(db, null, "trailer", lesson)).toBe(true);
    expect(await canWatch(db, null, "full", lesson)).toBe(false);
    expect(await canWatch(db, stranger, "tips", lesson)).toBe(false);
    expect(await canWatch(db, author, "tips", lesson)).toBe(true);
    expect(await canWatch(db, staff, "full", lesson)).toBe(true);
    expect(await canWatch(db, { ...author, isActive: false }, "full", lesson)).toBe(false);
    expect(await canWatch(db, null, "trailer", { ...lesson, published: false })).toBe(false);

    const detail = {
      id: lesson.id,
      published: true,
      master: { id: author.id },
      trailerId: ids.trailer,
      fullVideoId: ids.full,
      tipsVideoId: null,
    };
    const forViewer = async (viewer: User | null) => {
      const context = routerContext(database, { storage });
      context.set(userContext, viewer);
      return { context, videos: await lessonVideos(getServices(context), db, viewer, detail) };
    };
    const visitor = await forViewer(null);
    expect(visitor.videos.full).toEqual({ state: "locked" });
    expect(visitor.videos.tips).toBeNull();
    expect(visitor.videos.trailer?.state).toBe("playable");
    const trailerSrc = visitor.videos.trailer?.state === "playable" ? visitor.videos.trailer.src : "";
    expect((await call(trailerSrc, { range: "bytes=0-0" })).status).toBe(206);

    const own = await forViewer(author);
    const fullSrc = own.videos.full?.state === "playable" ? own.videos.full.src : "";
    expect(fullSrc).toMatch(new RegExp(`^/media/video/${ids.full}\\?u=${author.id}&exp=\\d+&sig=`));
    expect((await call(fullSrc, { viewer: author, range: "bytes=0-0" })).status).toBe(206);
    expect((await call(fullSrc, { range: "bytes=0-0" })).status).toBe(403);
  });
});
