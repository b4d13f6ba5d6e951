import { createReadStream } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { lessons, media } from "~/server/db/schema";
import { testDatabases } from "../../../tests/databases";
import { abortedAfter, DEMO_CLIP, htmlPage, hugePng } from "../../../tests/support/media-files";
import { testDatabaseStoragePairs } from "../../../tests/support/storages";
import { uploadTestBed } from "../../../tests/support/upload-test-bed";
import {
  attachUploads,
  claimUploads,
  discardMedia,
  ingestUpload,
  MAX_IMAGE_PIXELS,
  type PendingUpload,
  PHOTO_MAX_BYTES,
  parseUploadForm,
  pendingUploads,
  sweepAbandonedUploads,
  sweepTemporaryFiles,
  type UploadDeps,
  UploadRefused,
} from "./uploads.server";
import { setMediaTools } from "./video-ingest.server";

const MB = 1024 * 1024;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof UploadRefused ? { key: error.key, values: error.values } : error),
  );
const uuidFolder = /^images\/[0-9a-f-]{36}\/\d+\.webp$/;

describe.each(testDatabaseStoragePairs(testDatabases()))(
  "uploads on $name",
  ({ database: engine, storage: storageKind }) => {
    const bed = uploadTestBed(engine, storageKind);
    let deps: UploadDeps;

    beforeAll(async () => {
      deps = {
        db: bed.database.db,
        storage: bed.opened.storage,
        limits: {
          photoBytes: PHOTO_MAX_BYTES,
          videoBytes: { intro: 1 * MB, trailer: 1 * MB, full: 4 * MB, tips: 2 * MB },
          maxPixels: MAX_IMAGE_PIXELS,
          pendingPerUser: 100,
          pendingBytesPerUser: 100 * MB,
        },
        logger: pino({ level: "silent" }),
        tmpDir: await mkdtemp(path.join(tmpdir(), "maistry-upload-tmp-")),
      };
    });
    afterEach(() => setMediaTools(undefined));
    afterAll(() => rm(deps.tmpDir, { recursive: true, force: true }));

    const leftovers = async () => ({
      files: await bed.opened.list(),
      rows: (await bed.database.db.select({ id: media.id }).from(media)).length,
      temp: await readdir(deps.tmpDir),
    });
    const nothingLeft = { files: [], rows: 0, temp: [] };

    describe("images", () => {
      it("stores a photo upright, as WebP widths without metadata, as a pending row of its owner", async () => {
        const before = Date.now();
        const upload = await ingestUpload(deps, bed.owner.id, "photo", Readable.from([bed.jpeg]), {
          name: "C:\\Users\\me\\Photos\\holiday.jpg",
          type: "image/jpeg",
        });
        expect(upload).toMatchObject({ purpose: "photo", kind: "image", name: "holiday.jpg" });
        const [row] = await bed.database.db.select().from(media).where(eq(media.id, upload.id));
        expect(row).toMatchObject({
          kind: "image",
          mime: "image/webp",
          ownerId: bed.owner.id,
          purpose: "photo",
          originalName: "holiday.jpg",
          // EXIF orientation 6: the 1200×800 file is an 800×1200 picture; never upscaled past 800.
          width: 800,
          height: 1200,
          variants: [320, 640, 800],
        });
        const pendingMs = (row?.pendingUntil?.getTime() ?? 0) - before;
        expect(pendingMs).toBeGreaterThan(24 * 3600_000 - 60_000);
        expect(pendingMs).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
        const files = await bed.opened.list();
        expect(files).toHaveLength(3);
        for (const file of files) expect(file).toMatch(uuidFolder);
        expect(files.every((file) => file.startsWith(`${row?.storageKey}/`))).toBe(true);
        const largest = await buffer(await bed.opened.storage.read(`${row?.storageKey}/800.webp`));
        const info = await sharp(largest).metadata();
        expect(info).toMatchObject({ format: "webp", width: 800, height: 1200 });
        expect(info.exif).toBeUndefined();
        expect(info.orientation).toBeUndefined();
        expect(upload.preview?.widths).toContain(640);
        expect(upload.bytes).toBe(largest.length);
      });

      it("keeps a small image at its own size", async () => {
        const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#c9a" } })
          .png()
          .toBuffer();
        const upload = await ingestUpload(deps, bed.owner.id, "avatar", Readable.from([small]), {
          name: "me.png",
          type: "image/png",
        });
        const [row] = await bed.database.db.select().from(media).where(eq(media.id, upload.id));
        expect(row).toMatchObject({ width: 200, height: 100, variants: [96, 192, 200] });
      });

      it("refuses a photo over 10 MB without reading it all", async () => {
        let pulled = 0;
        const chunk = Buffer.concat([bed.jpeg.subarray(0, 3), Buffer.alloc(MB - 3)]);
        const endless = new Readable({
          read() {
            pulled += 1;
            this.push(pulled > 100 ? null : chunk);
          },
        });
        expect(
          await refusal(
            ingestUpload(deps, bed.owner.id, "photo", endless, { name: "big.jpg", type: "image/jpeg" }),
          ),
        ).toEqual({ key: "uploads.errors.photoTooLarge", values: { max: 10 } });
        expect(pulled).toBeLessThan(20);
        expect(await leftovers()).toEqual(nothingLeft);
      });

      it("accepts a photo of exactly 10 MB's worth of limit but not one byte more", async () => {
        const eleven = Buffer.alloc(11 * MB, 0xff);
        expect(
          await refusal(
            ingestUpload(deps, bed.owner.id, "photo", Readable.from([eleven]), {
              name: "a.jpg",
              type: "image/jpeg",
            }),
          ),
        ).toMatchObject({ key: "uploads.errors.photoTooLarge" });
      });

      it("refuses an HTML page renamed .jpg, by its content", async () => {
        expect(
          await refusal(
            ingestUpload(deps, bed.owner.id, "photo", Readable.from([htmlPage()]), {
              name: "cat.jpg",
              type: "image/jpeg",
            }),
          ),
        ).toEqual({ key: "uploads.errors.notAnImage", values: undefined });
        expect(await leftovers()).toEqual(nothingLeft);
      });

      it("refuses a truncated JPEG", async () => {
        const truncated = bed.jpeg.subarray(0, Math.floor(bed.jpeg.length * 0.6));
        expect(
          await refusal(
            ingestUpload(deps, bed.owner.id, "photo", Readable.from([truncated]), {
              name: "cut.jpg",
              type: "image/jpeg",
            }),
          ),
        ).toMatchObject({ key: "uploads.errors.brokenImage" });
        expect(await leftovers()).toEqual(nothingLeft);
      });

      it("refuses a 20000×20000 image by its header, before decoding it", async () => {
        const file = await hugePng();
        const started = Date.now();
        expect(
          await refusal(
            ingestUpload(deps, bed.owner.id, "photo", createReadStream(file), {
              name: "huge.png",
              type: "image/png",
            }),
          ),
        ).toEqual({ key: "uploads.errors.imageTooBig", values: { megapixels: 40 } });
        // Decoding 400 megapixels would take many seconds; the header takes milliseconds.
        expect(Date.now() - started).toBeLessThan(3000);
        expect(await leftovers()).toEqual(nothingLeft);
      });

      it("refuses an empty file", async () => {
        expect(
          await refusal(
            ingestUpload(deps, bed.owner.id, "photo", Readable.from([]), {
              name: "x.jpg",
              type: "image/jpeg",
            }),
          ),
        ).toMatchObject({ key: "uploads.errors.emptyFile" });
      });
    });

    describe("videos", () => {
      it("stores a video with its duration, size and poster frame (ffmpeg installed)", async () => {
        const clip = await readFile(DEMO_CLIP);
        const upload = await ingestUpload(deps, bed.owner.id, "trailer", createReadStream(DEMO_CLIP), {
          name: "trailer.mp4",
          type: "video/mp4",
        });
        expect(upload).toMatchObject({
          kind: "video",
          purpose: "trailer",
          name: "trailer.mp4",
          bytes: clip.length,
        });
        expect(upload.preview).not.toBeNull();
        const [row] = await bed.database.db.select().from(media).where(eq(media.id, upload.id));
        expect(row).toMatchObject({
          kind: "video",
          mime: "video/mp4",
          width: 640,
          height: 360,
          durationMs: 6000,
        });
        expect(row?.storageKey).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
        const [poster] = await bed.database.db
          .select()
          .from(media)
          .where(eq(media.id, row?.posterId ?? -1));
        expect(poster).toMatchObject({
          kind: "image",
          purpose: "poster",
          ownerId: bed.owner.id,
          width: 640,
          height: 360,
        });
        // The poster frame is not an upload of its own: it goes with its video.
        expect(poster?.pendingUntil).toBeNull();
        const stored = await buffer(await bed.opened.storage.read(row?.storageKey ?? ""));
        expect(stored.equals(clip)).toBe(true);
        expect((await bed.opened.list()).filter((key) => key.startsWith("images/"))).toHaveLength(2);
        expect(await readdir(deps.tmpDir)).toEqual([]);
      });

      it("stores a video without ffmpeg: no poster, no duration", async () => {
        setMediaTools({ ffprobe: null, ffmpeg: null });
        const upload = await ingestUpload(deps, bed.owner.id, "full", createReadStream(DEMO_CLIP), {
          name: "lesson.mp4",
          type: "video/mp4",
        });
        expect(upload.preview).toBeNull();
        const [row] = await bed.database.db.select().from(media).where(eq(media.id, upload.id));
        expect(row).toMatchObject({
          kind: "video",
          posterId: null,
          durationMs: null,
          width: null,
          height: null,
        });
        expect(await bed.opened.list()).toEqual([row?.storageKey]);
      });

      it("stops a video over the purpose's limit and leaves nothing behind", async () => {
        const clip = await readFile(DEMO_CLIP);
        let pulled = 0;
        const tooLong = new Readable({
          read() {
            pulled += 1;
            this.push(pulled > 40 ? null : clip);
          },
        });
        expect(
          await refusal(
            ingestUpload(deps, bed.owner.id, "trailer", tooLong, { name: "long.mp4", type: "video/mp4" }),
          ),
        ).toEqual({ key: "uploads.errors.videoTooLarge", values: { max: 1 } });
        expect(pulled).toBeLessThan(40);
        expect(await leftovers()).toEqual(nothingLeft);
      });

      it("refuses a fake video by its first bytes", async () => {
        expect(
          await refusal(
            ingestUpload(deps, bed.owner.id, "trailer", Readable.from([htmlPage()]), {
              name: "x.mp4",
              type: "video/mp4",
            }),
          ),
        ).toMatchObject({ key: "uploads.errors.notAVideo" });
        expect(await leftovers()).toEqual(nothingLeft);
      });

      it("refuses a file that starts like an MP4 but holds no video (ffprobe)", async () => {
        const clip = await readFile(DEMO_CLIP);
        const fake = Buffer.concat([clip.subarray(0, 32), Buffer.alloc(4000, 0x41)]);
        expect(
          await refusal(
            ingestUpload(deps, bed.owner.id, "tips", Readable.from([fake]), {
              name: "x.mp4",
              type: "video/mp4",
            }),
          ),
        ).toMatchObject({ key: "uploads.errors.notAVideo" });
        expect(await leftovers()).toEqual(nothingLeft);
      });

      it("leaves nothing behind when the request stream breaks mid-upload", async () => {
        const clip = await readFile(DEMO_CLIP);
        await expect(
          ingestUpload(deps, bed.owner.id, "trailer", abortedAfter(clip.subarray(0, 20_000)), {
            name: "cut.mp4",
            type: "video/mp4",
          }),
        ).rejects.toThrow("aborted");
        expect(await leftovers()).toEqual(nothingLeft);
      });

      it("leaves nothing behind when the storage fails", async () => {
        const failing: UploadDeps = {
          ...deps,
          storage: {
            ...deps.storage,
            put: async (key, body, type) => {
              if (key.startsWith("videos/")) throw new Error("storage down");
              return deps.storage.put(key, body, type);
            },
          },
        };
        await expect(
          ingestUpload(failing, bed.owner.id, "trailer", createReadStream(DEMO_CLIP), {
            name: "a.mp4",
            type: "video/mp4",
          }),
        ).rejects.toThrow("storage down");
        expect(await leftovers()).toEqual(nothingLeft);
      });
    });

    describe("pending uploads", () => {
      const photo = async (who = bed.owner.id, purpose: "photo" | "avatar" = "photo") =>
        ingestUpload(deps, who, purpose, Readable.from([bed.jpeg]), { name: "p.jpg", type: "image/jpeg" });

      it("are claimed only by their owner, for their purpose, while pending", async () => {
        const [first, second] = [await photo(), await photo()] as [PendingUpload, PendingUpload];
        const foreign = await photo(bed.other.id);
        const avatar = await photo(bed.owner.id, "avatar");
        expect(
          (await claimUploads(deps.db, bed.owner.id, [second.id, first.id], "photo"))?.map((u) => u.id),
        ).toEqual([second.id, first.id]);
        expect(await claimUploads(deps.db, bed.owner.id, [], "photo")).toEqual([]);
        expect(await claimUploads(deps.db, bed.owner.id, [first.id, foreign.id], "photo")).toBeNull();
        expect(await claimUploads(deps.db, bed.owner.id, [avatar.id], "photo")).toBeNull();
        expect(await claimUploads(deps.db, bed.owner.id, [999_999], "photo")).toBeNull();
        expect(await claimUploads(deps.db, bed.owner.id, [Number.NaN], "photo")).toBeNull();

        await deps.db.transaction((tx) => attachUploads(tx, [first.id]));
        expect(await claimUploads(deps.db, bed.owner.id, [first.id], "photo")).toBeNull();
        expect(
          (await pendingUploads(deps.db, bed.owner.id, [first.id, second.id, foreign.id])).map((u) => u.id),
        ).toEqual([second.id]);
      });

      it("a video's poster frame is attached with it and is not an upload of its own", async () => {
        const video = await ingestUpload(deps, bed.owner.id, "trailer", createReadStream(DEMO_CLIP), {
          name: "t.mp4",
          type: "video/mp4",
        });
        const [row] = await deps.db.select().from(media).where(eq(media.id, video.id));
        const posterId = row?.posterId as number;
        expect(await claimUploads(deps.db, bed.owner.id, [posterId], "poster")).toBeNull();
        await deps.db.transaction((tx) => attachUploads(tx, [video.id]));
        const rows = await deps.db
          .select()
          .from(media)
          .where(inArray(media.id, [video.id, posterId]));
        expect(rows.map((r) => r.pendingUntil)).toEqual([null, null]);
      });

      it("sweeps abandoned uploads (files and rows) but keeps attached ones", async () => {
        const kept = await photo();
        await deps.db.transaction((tx) => attachUploads(tx, [kept.id]));
        await photo();
        await ingestUpload(deps, bed.owner.id, "trailer", createReadStream(DEMO_CLIP), {
          name: "t.mp4",
          type: "video/mp4",
        });
        expect(await sweepAbandonedUploads(deps)).toBe(0);
        // The next day: the waiting photo and the video (with its poster frame) are gone.
        const tomorrow = new Date(Date.now() + 24 * 3600_000 + 1000);
        expect(await sweepAbandonedUploads(deps, tomorrow)).toBe(2);
        const rows = await deps.db.select({ id: media.id, key: media.storageKey }).from(media);
        expect(rows.map((r) => r.id)).toEqual([kept.id]);
        expect((await bed.opened.list()).every((key) => key.startsWith(`${rows[0]?.key}/`))).toBe(true);
        expect(await bed.opened.list()).toHaveLength(3);
      });

      it("discards media with a video's poster, unless a lesson uses that poster", async () => {
        const video = await ingestUpload(deps, bed.owner.id, "trailer", createReadStream(DEMO_CLIP), {
          name: "t.mp4",
          type: "video/mp4",
        });
        const [row] = await deps.db.select().from(media).where(eq(media.id, video.id));
        await discardMedia(deps, [video.id]);
        expect(await leftovers()).toEqual(nothingLeft);

        const again = await ingestUpload(deps, bed.owner.id, "trailer", createReadStream(DEMO_CLIP), {
          name: "t.mp4",
          type: "video/mp4",
        });
        const [second] = await deps.db.select().from(media).where(eq(media.id, again.id));
        await deps.db.insert(lessons).values({
          slug: `poster-user-${row?.id}`,
          masterId: bed.owner.id,
          title: "x",
          about: "",
          priceCents: 0,
          posterId: second?.posterId,
        });
        await discardMedia(deps, [again.id]);
        const left = await deps.db.select({ id: media.id }).from(media);
        expect(left.map((r) => r.id)).toEqual([second?.posterId]);
        await deps.db.delete(lessons);
      });

      it("limits the bytes one person may have waiting, the file that would cross it included (issue 14)", async () => {
        const first = await photo();
        const [stored] = await bed.database.db
          .select({ bytes: media.bytes })
          .from(media)
          .where(eq(media.id, first.id));
        // Room for what waits and a little more: the next photo does not fit.
        const tight = {
          ...deps,
          limits: { ...deps.limits, pendingBytesPerUser: (stored?.bytes ?? 0) + 1000 },
        };
        const next = () =>
          refusal(
            ingestUpload(tight, bed.owner.id, "photo", Readable.from([bed.jpeg]), {
              name: "p.jpg",
              type: "image/jpeg",
            }),
          );
        expect(await next()).toEqual({
          key: "uploads.errors.tooMuchPending",
          values: { max: expect.any(Number) },
        });
        // Full: refused before a byte is read, with a 429.
        const full = { ...deps, limits: { ...deps.limits, pendingBytesPerUser: stored?.bytes ?? 0 } };
        await expect(
          ingestUpload(full, bed.owner.id, "trailer", Readable.from([Buffer.alloc(10)]), {
            name: "v.mp4",
            type: "video/mp4",
          }),
        ).rejects.toMatchObject({ key: "uploads.errors.tooMuchPending", status: 429 });
      });

      it("limits how many uploads one person may have waiting", async () => {
        const tight = { ...deps, limits: { ...deps.limits, pendingPerUser: 1 } };
        await photo();
        expect(
          await refusal(
            ingestUpload(tight, bed.owner.id, "photo", Readable.from([bed.jpeg]), {
              name: "p.jpg",
              type: "image/jpeg",
            }),
          ),
        ).toEqual({ key: "uploads.errors.tooManyPending", values: { limit: 1 } });
        // Someone else is not held back by it.
        await ingestUpload(tight, bed.other.id, "photo", Readable.from([bed.jpeg]), {
          name: "p.jpg",
          type: "image/jpeg",
        });
      });
    });

    describe("parseUploadForm", () => {
      const post = (body: FormData | URLSearchParams | string, headers?: HeadersInit) =>
        new Request("http://localhost/personal-info/portfolio/new", { method: "POST", body, headers });

      it("parses text fields and files; refused files become field errors; the rest still parses", async () => {
        const form = new FormData();
        form.append("title", "Spring nails ✿");
        form.append("photos", "41"); // a kept upload from before: passed through as it is
        form.append("photos", new File([new Uint8Array(bed.jpeg)], "first.jpg", { type: "image/jpeg" }));
        form.append("photos", new File([new Uint8Array(htmlPage())], "evil.jpg", { type: "image/jpeg" }));
        form.append("avatar", new File([], "", { type: "application/octet-stream" })); // empty input
        form.append("sneaky", new File([new Uint8Array(bed.jpeg)], "other.jpg", { type: "image/jpeg" })); // not a file field
        form.append("note", "after the files");
        const {
          form: parsed,
          uploadErrors,
          values,
        } = await parseUploadForm(post(form), deps, bed.owner.id, {
          photos: "photo",
          avatar: "avatar",
        });
        const photos = parsed.getAll("photos");
        expect(photos).toHaveLength(2);
        expect(photos[0]).toBe("41");
        const [row] = await deps.db
          .select()
          .from(media)
          .where(eq(media.id, Number(photos[1])));
        expect(row).toMatchObject({ ownerId: bed.owner.id, purpose: "photo", originalName: "first.jpg" });
        expect(parsed.get("title")).toBe("Spring nails ✿");
        expect(parsed.get("note")).toBe("after the files");
        expect(parsed.has("avatar")).toBe(false);
        expect(parsed.has("sneaky")).toBe(false);
        expect(uploadErrors).toEqual({ photos: "uploads.errors.notAnImage" });
        expect(values).toEqual({ title: "Spring nails ✿", photos: "41", note: "after the files" });
        expect((await deps.db.select().from(media)).length).toBe(1);
      });

      it("refuses files over their limit half-way and still reads the fields after them", async () => {
        const clip = await readFile(DEMO_CLIP);
        const form = new FormData();
        form.append("title", "before");
        form.append(
          "trailer",
          new File(Array(30).fill(new Uint8Array(clip)), "long.mp4", { type: "video/mp4" }),
        );
        form.append("photos", new File([new Uint8Array(11 * MB)], "huge.jpg", { type: "image/jpeg" }));
        form.append("trailer", new File([new Uint8Array(clip)], "short.mp4", { type: "video/mp4" }));
        form.append("note", "after");
        const {
          form: parsed,
          uploadErrors,
          values,
        } = await parseUploadForm(post(form), deps, bed.owner.id, {
          trailer: "trailer",
          photos: "photo",
        });
        // The field error cannot carry the limit (it is a bare key): the message names no size.
        expect(uploadErrors).toEqual({
          trailer: "uploads.errors.videoTooLargeHere",
          photos: "uploads.errors.photoTooLarge",
        });
        expect(values).toEqual({ title: "before", note: "after" });
        const [row] = await deps.db.select().from(media).where(eq(media.kind, "video"));
        expect(parsed.getAll("trailer")).toEqual([String(row?.id)]);
        expect(row).toMatchObject({ originalName: "short.mp4", bytes: clip.length });
        expect(await readdir(deps.tmpDir)).toEqual([]);
      });

      it("parses a urlencoded form the same way", async () => {
        const { form, uploadErrors, values } = await parseUploadForm(
          post(
            new URLSearchParams([
              ["title", "a&b"],
              ["photos", "7"],
              ["photos", "8"],
            ]),
          ),
          deps,
          bed.owner.id,
          { photos: "photo" },
        );
        expect(form.getAll("photos")).toEqual(["7", "8"]);
        expect(uploadErrors).toEqual({});
        expect(values.title).toBe("a&b");
      });

      it("refuses a text field over 100 KB and a body that is no form", async () => {
        const { uploadErrors } = await parseUploadForm(
          post(new URLSearchParams([["about", "x".repeat(101 * 1024)]])),
          deps,
          bed.owner.id,
          {},
        );
        expect(uploadErrors).toEqual({ about: "uploads.errors.fieldTooLong" });
        const refused = await parseUploadForm(
          post("{}", { "Content-Type": "application/json" }),
          deps,
          bed.owner.id,
          {},
        ).catch((error: unknown) => error);
        expect(refused).toMatchObject({ init: { status: 415 } });
      });

      it("refuses too many files in one form", async () => {
        const form = new FormData();
        for (let index = 0; index < 26; index++) {
          form.append("ignored", new File(["x"], `${index}.txt`, { type: "text/plain" }));
        }
        const { uploadErrors } = await parseUploadForm(post(form), deps, bed.owner.id, {});
        expect(uploadErrors).toEqual({ form: "uploads.errors.tooManyFiles" });
      });

      it("stores nothing when the body breaks off mid-file", async () => {
        const form = new FormData();
        form.append("photos", new File([new Uint8Array(bed.jpeg)], "first.jpg", { type: "image/jpeg" }));
        form.append("photos", new File([new Uint8Array(bed.jpeg)], "second.jpg", { type: "image/jpeg" }));
        const whole = Buffer.from(await new Response(form).arrayBuffer());
        const type = new Response(form).headers.get("Content-Type") ?? "";
        // The first file arrives whole, the second one half.
        const cut = whole.subarray(0, Math.floor(whole.length * 0.75));
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(cut));
            setTimeout(() => controller.error(new Error("aborted")), 50);
          },
        });
        const request = new Request("http://localhost/x", {
          method: "POST",
          body,
          headers: { "Content-Type": type },
          duplex: "half",
        } as RequestInit);
        await expect(parseUploadForm(request, deps, bed.owner.id, { photos: "photo" })).rejects.toThrow();
        expect(await leftovers()).toEqual(nothingLeft);
      });
    });
  },
);

describe("sweepTemporaryFiles", () => {
  it("removes temp files of cut-off uploads older than a day, not running ones", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "maistry-upload-tmp-"));
    const { writeFile, utimes } = await import("node:fs/promises");
    await writeFile(path.join(dir, "old.upload"), "x");
    await writeFile(path.join(dir, "new.upload"), "x");
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    await utimes(path.join(dir, "old.upload"), twoDaysAgo, twoDaysAgo);
    expect(await sweepTemporaryFiles(dir)).toBe(1);
    expect(await readdir(dir)).toEqual(["new.upload"]);
    expect(await sweepTemporaryFiles(path.join(dir, "missing"))).toBe(0);
    await rm(dir, { recursive: true, force: true });
  });
});
