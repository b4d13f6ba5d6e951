import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "~/server/auth/users.server";
import { lessons, media } from "~/server/db/schema";
import { seedReferenceContent } from "~/server/seed/reference.server";
import { testDatabases } from "../../../tests/databases";
import {
  type ApiCall,
  apiClient,
  type Endpoint,
  API_ORIGIN as ORIGIN,
} from "../../../tests/support/api-client";
import {
  DEMO_MEDIA_DIR,
  makeUser,
  mediaRow,
  multipart,
  pngBytes,
  setStreaming,
  someSpecializations,
  testUploadDeps,
  uploadVideo,
} from "../../../tests/support/office";
import { action as galleriesAction, loader as galleriesLoader } from "./me-galleries";
import { action as lessonsAction, loader as lessonsLoader } from "./me-lessons";

describe.each(testDatabases())("office items JSON API on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let root: string;
  let owner: User;
  let stranger: User;
  let subs: Awaited<ReturnType<typeof someSpecializations>>;
  let callApi: Awaited<ReturnType<typeof apiClient>>;

  beforeAll(async () => {
    database = await engine.open();
    await seedReferenceContent(database.db);
    root = (await testUploadDeps(database.db)).root;
    owner = await makeUser(database.db);
    stranger = await makeUser(database.db);
    subs = await someSpecializations(database.db);
    callApi = await apiClient({
      database,
      root,
      users: [owner, stranger],
      paramsOf: (pathname) => {
        const segments = pathname.split("/").filter(Boolean);
        return { locale: segments[1], id: /^\d+$/.test(segments.at(-1) ?? "") ? segments.at(-1) : undefined };
      },
    });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  /** Calls an endpoint as `who` (the owner unless told) and reads its JSON answer. */
  const call = (endpoint: Endpoint, pathname: string, options: ApiCall = {}) =>
    callApi(endpoint, pathname, { who: owner, ...options });

  const manicure = () =>
    [
      ["category", String(subs.manicureClassic.categoryId)],
      ["specialization", String(subs.manicureClassic.id)],
    ] as [string, string][];

  it("answers 401 without a token and 404 for an unknown locale", async () => {
    for (const [endpoint, pathname] of [
      [galleriesLoader, "/api/en/api/me/portfolio/"],
      [galleriesLoader, "/api/en/api/me/certificates/"],
      [lessonsLoader, "/api/en/api/me/lessons/"],
    ] as const) {
      const anonymous = await call(endpoint, pathname, { who: null });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ detail: "Authentication credentials were not provided." });
    }
    expect((await call(lessonsLoader, "/api/xx/api/me/lessons/")).status).toBe(404);
  });

  it("creates a portfolio work from files, changes and deletes it; others get 404", async () => {
    const files = await Promise.all(
      [1, 2].map(
        async (seed) =>
          ["photos", `p${seed}.png`, await pngBytes(seed), "image/png"] as [string, string, Buffer, string],
      ),
    );
    const created = await call(galleriesAction, "/api/en/api/me/portfolio/", {
      method: "POST",
      request: multipart(`${ORIGIN}/api/en/api/me/portfolio/`, manicure(), files),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      category: { id: subs.manicureClassic.categoryId },
      specialization: { id: subs.manicureClassic.id, title: expect.any(String) },
      photos: [
        {
          name: "p1.png",
          image: { src: expect.stringMatching(/^http:\/\/maistry\.test\/media\/.+\.webp$/) },
        },
        { name: "p2.png" },
      ],
    });
    const item = `/api/en/api/me/portfolio/${created.body.id}`;
    const listed = await call(galleriesLoader, "/api/en/api/me/portfolio/");
    expect(listed.body.map((entry: { id: number }) => entry.id)).toContain(created.body.id);
    // Certificates are another list.
    expect((await call(galleriesLoader, "/api/en/api/me/certificates/")).body).toEqual([]);

    const moved = await call(galleriesAction, item, {
      method: "PATCH",
      json: { category: subs.manicureHardware.categoryId, specialization: subs.manicureHardware.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.specialization.id).toBe(subs.manicureHardware.id);
    expect(moved.body.photos).toHaveLength(2);

    const [first, second] = moved.body.photos as { id: number }[];
    const trimmed = await call(galleriesAction, item, { method: "PATCH", json: { keep: [second?.id] } });
    expect(trimmed.body.photos.map((photo: { id: number }) => photo.id)).toEqual([second?.id]);
    const none = await call(galleriesAction, item, { method: "PATCH", json: { keep: [] } });
    expect(none).toMatchObject({ status: 400, body: { photos: ["You must choose an image"] } });
    expect(first).toBeDefined();

    for (const method of ["GET", "PATCH", "DELETE"]) {
      const endpoint = method === "GET" ? galleriesLoader : galleriesAction;
      const theirs = await call(endpoint, item, {
        who: stranger,
        method,
        json: method === "PATCH" ? { keep: [] } : undefined,
      });
      expect(theirs).toMatchObject({ status: 404, body: { detail: "Not found." } });
    }
    expect((await call(galleriesLoader, item)).body.photos).toHaveLength(1);
    expect((await call(galleriesAction, item, { method: "DELETE" })).status).toBe(204);
    expect((await call(galleriesLoader, item)).status).toBe(404);
  });

  it("refuses an 11th photo and a missing specialization with translated messages", async () => {
    const files = await Promise.all(
      Array.from(
        { length: 11 },
        async (_, i) =>
          ["photos", `p${i}.png`, await pngBytes(i + 1), "image/png"] as [string, string, Buffer, string],
      ),
    );
    const tooMany = await call(galleriesAction, "/api/uk/api/me/certificates/", {
      method: "POST",
      request: multipart(`${ORIGIN}/api/uk/api/me/certificates/`, manicure(), files),
    });
    expect(tooMany).toMatchObject({ status: 400, body: { photos: ["Можна додати не більше 10 фото"] } });
    const missing = await call(galleriesAction, "/api/en/api/me/certificates/", {
      method: "POST",
      json: { category: subs.manicureClassic.categoryId },
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { specialization: ["Choose a specialization"], photos: ["You must choose an image"] },
    });
  });

  it("creates, publishes, changes and deletes a lesson; never gives out a video URL", async () => {
    const clip = (file: string) => readFile(path.join(DEMO_MEDIA_DIR, file));
    const created = await call(lessonsAction, "/api/en/api/me/lessons/", {
      method: "POST",
      request: multipart(
        `${ORIGIN}/api/en/api/me/lessons/`,
        [
          ["title", "Nail art: marble"],
          ["about", "Marble effect with gel polish."],
          ["level", "intermediate"],
          ["price", "19.99"],
          ["specialization", String(subs.manicureClassic.id)],
          ["published", "false"],
        ],
        [
          ["trailer", "trailer.mp4", await clip("manicure-trailer.mp4"), "video/mp4"],
          ["full", "full.mp4", await clip("manicure-full.mp4"), "video/mp4"],
        ],
      ),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      published: false,
      full_video: { name: "full.mp4", streaming: { state: "processing", reason: null } },
    });
    const item = `/api/en/api/me/lessons/${created.body.id}`;
    // Publishing waits for the full video's streaming renditions.
    const early = await call(lessonsAction, item, { method: "PATCH", json: { published: true } });
    expect(early).toMatchObject({
      status: 400,
      body: {
        full: [
          "The full video is still being processed: save the lesson as a draft and publish it once the video is ready",
        ],
      },
    });
    await setStreaming(database.db, [created.body.full_video.id]);
    const published = await call(lessonsAction, item, { method: "PATCH", json: { published: true } });
    expect(published.status).toBe(200);
    created.body = published.body;
    expect(created.body).toMatchObject({
      slug: expect.stringMatching(/^nail-art-marble-[a-z2-9]{5}$/),
      title: "Nail art: marble",
      level: "intermediate",
      price: "19.99",
      price_cents: 1999,
      category: { id: subs.manicureClassic.categoryId },
      specialization: { id: subs.manicureClassic.id },
      published: true,
      trailer: { id: expect.any(Number), name: "trailer.mp4" },
      full_video: { id: expect.any(Number), name: "full.mp4" },
      tips_video: null,
    });
    expect(JSON.stringify(created.body)).not.toMatch(/videos\//);
    expect(created.body.full_video.streaming).toEqual({ state: "ready", reason: null });

    const badPrice = await call(lessonsAction, item, { method: "PATCH", json: { price: "1.005" } });
    expect(badPrice).toMatchObject({
      status: 400,
      body: { price: ["Use at most two digits after the decimal point"] },
    });
    // The highest price is written as money, in the answer's language.
    const tooDear = await call(lessonsAction, item, { method: "PATCH", json: { price: "10000.01" } });
    expect(tooDear).toMatchObject({ status: 400, body: { price: ["The price can be at most $10,000"] } });
    const tips = (
      await uploadVideo({ ...(await testUploadDeps(database.db)), db: database.db }, owner.id, "tips")
    ).id;
    const changed = await call(lessonsAction, item, {
      method: "PATCH",
      json: { price_cents: 500, published: false, tips, brands: [] },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ price: "5.00", published: false, tips_video: { id: tips } });
    expect(changed.body.title).toBe("Nail art: marble");

    const [row] = await database.db.select().from(lessons).where(eq(lessons.id, created.body.id));
    expect(row?.priceCents).toBe(500);
    const theirs = await call(lessonsAction, item, {
      who: stranger,
      method: "PATCH",
      json: { title: "Mine now" },
    });
    expect(theirs).toMatchObject({ status: 404, body: { detail: "Not found." } });
    expect((await call(lessonsLoader, "/api/en/api/me/lessons/", { who: stranger })).body).toEqual([]);
    expect((await call(lessonsLoader, "/api/en/api/me/lessons/")).body[0]).toMatchObject({
      id: created.body.id,
    });

    const trailerId = created.body.trailer.id as number;
    expect((await call(lessonsAction, item, { method: "DELETE" })).status).toBe(204);
    expect(await mediaRow(database.db, trailerId)).toBeNull();
    expect(await database.db.select().from(media).where(eq(media.id, tips))).toEqual([]);
  });

  it("answers field errors in the URL's language and refuses publishing without the full video", async () => {
    const missing = await call(lessonsAction, "/api/uk/api/me/lessons/", {
      method: "POST",
      json: { price: "-3" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      title: ["Введіть назву відео"],
      level: ["Оберіть рівень складності (або «Без рівня»)"],
      price: ["Введіть ціну в доларах США, наприклад 25 або 19.99"],
    });
    const noVideos = await call(lessonsAction, "/api/en/api/me/lessons/", {
      method: "POST",
      json: {
        title: "Draft",
        about: "About",
        level: "none",
        price: "0",
        specialization: subs.manicureClassic.id,
        published: true,
      },
    });
    expect(noVideos).toMatchObject({
      status: 400,
      body: {
        trailer: ["Add the trailer to publish the lesson"],
        full: ["Add the full video to publish the lesson"],
      },
    });
  });
});
