import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_PENDING_PER_USER } from "~/media/upload-rules";
import type { User } from "~/server/auth/users.server";
import { getServices } from "~/server/context.server";
import { media } from "~/server/db/schema";
import { parseEnv } from "~/server/env.server";
import { isForgedRequest } from "~/server/http/origin-check.server";
import { userContext } from "~/server/web/current-user.server";
import { testDatabases } from "../../tests/databases";
import { routerContext } from "../../tests/router-context";
import { DEMO_CLIP, htmlPage } from "../../tests/support/media-files";
import { testDatabaseStoragePairs } from "../../tests/support/storages";
import { uploadTestBed } from "../../tests/support/upload-test-bed";
import { action, loader } from "./uploads";

type Args = Parameters<typeof action>[0];
const call = (handler: typeof action | typeof loader, request: Request, context: Args["context"]) =>
  handler({ request, context, params: {} } as Args) as Promise<Response>;

describe.each(testDatabaseStoragePairs(testDatabases()))(
  "upload endpoint on $name",
  ({ database: engine, storage: storageKind }) => {
    const bed = uploadTestBed(engine, storageKind);

    /** Router context as the session middleware leaves it: `user` signed in (or nobody). */
    const contextFor = (user: User | null, env: Record<string, string> = {}) => {
      const context = routerContext(bed.database, { storage: bed.opened.storage });
      const services = getServices(context);
      services.env = parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/maistry-upload-route", ...env });
      context.set(userContext, user);
      return context;
    };
    const upload = (
      purpose: string,
      body: BodyInit | null,
      {
        type = "image/jpeg",
        name = "photo.jpg",
        lng = "en",
        length,
      }: { type?: string; name?: string; lng?: string; length?: number } = {},
    ) =>
      new Request(`http://localhost/uploads?purpose=${purpose}&lng=${lng}`, {
        method: "POST",
        body,
        headers: {
          "Content-Type": type,
          "X-File-Name": encodeURIComponent(name),
          ...(length !== undefined ? { "Content-Length": String(length) } : {}),
        },
      });

    it("stores a photo for the signed-in user and answers 201 with the pending upload", async () => {
      const response = await call(
        action,
        upload("photo", new Uint8Array(bed.jpeg), { name: "Весна — манікюр.jpg" }),
        contextFor(bed.owner),
      );
      expect(response.status).toBe(201);
      const { upload: pending } = await response.json();
      expect(pending).toMatchObject({ kind: "image", purpose: "photo", name: "Весна — манікюр.jpg" });
      expect(pending.preview.key).toMatch(/^images\/[0-9a-f-]{36}$/);
      const [row] = await bed.database.db.select().from(media).where(eq(media.id, pending.id));
      expect(row?.ownerId).toBe(bed.owner.id);
      expect(row?.pendingUntil).not.toBeNull();
    });

    it("stores a video", async () => {
      const clip = await readFile(DEMO_CLIP);
      const response = await call(
        action,
        upload("trailer", new Uint8Array(clip), { type: "video/mp4", name: "trailer.mp4" }),
        contextFor(bed.owner),
      );
      expect(response.status).toBe(201);
      expect((await response.json()).upload).toMatchObject({ kind: "video", bytes: clip.length });
    });

    it("answers 401 to a visitor, in the language asked for", async () => {
      const response = await call(
        action,
        upload("photo", new Uint8Array(bed.jpeg), { lng: "de" }),
        contextFor(null),
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: "Bitte melden Sie sich an, um Dateien hochzuladen.",
        key: "uploads.errors.signIn",
      });
      expect(await bed.opened.list()).toEqual([]);
    });

    it("refuses with a translated message and the key", async () => {
      const fake = await call(
        action,
        upload("photo", new Uint8Array(htmlPage()), { lng: "uk" }),
        contextFor(bed.owner),
      );
      expect(fake.status).toBe(400);
      expect(await fake.json()).toEqual({
        error: "Цей файл не є зображенням JPEG, PNG, WebP чи AVIF.",
        key: "uploads.errors.notAnImage",
      });
      const purpose = await call(action, upload("selfie", new Uint8Array(bed.jpeg)), contextFor(bed.owner));
      expect(purpose.status).toBe(400);
      expect((await purpose.json()).key).toBe("uploads.errors.badPurpose");
      expect(await bed.opened.list()).toEqual([]);
    });

    it("answers 413 for a photo over 10 MB, by its declared size or by counting", async () => {
      const big = new Uint8Array(11 * 1024 * 1024);
      const declared = await call(
        action,
        upload("photo", big, { length: big.length }),
        contextFor(bed.owner),
      );
      expect(declared.status).toBe(413);
      expect(await declared.json()).toEqual({
        error: "The photo is larger than 10 MB.",
        key: "uploads.errors.photoTooLarge",
      });
      const counted = await call(action, upload("photo", big), contextFor(bed.owner));
      expect(counted.status).toBe(413);
      expect(await bed.opened.list()).toEqual([]);
    });

    const videoStream = (clip: Buffer, chunks: number) => {
      const state = { pulled: 0 };
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          state.pulled += 1;
          if (state.pulled > chunks) controller.close();
          else controller.enqueue(new Uint8Array(clip));
        },
      });
      const request = new Request("http://localhost/uploads?purpose=trailer&lng=fr", {
        method: "POST",
        body,
        headers: { "Content-Type": "video/mp4", "X-File-Name": "long.mp4" },
        duplex: "half",
      } as RequestInit);
      return { request, state };
    };

    it("answers 413 for a video over its purpose's limit (UPLOAD_MAX_TRAILER_MB) and reads the rest", async () => {
      const clip = await readFile(DEMO_CLIP);
      // About 1.6 MB (a real MP4 repeated) against a 1 MB limit.
      const { request, state } = videoStream(clip, 30);
      const response = await call(action, request, contextFor(bed.owner, { UPLOAD_MAX_TRAILER_MB: "1" }));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: "La vidéo dépasse 1 Mo.",
        key: "uploads.errors.videoTooLarge",
      });
      // The refused body is still read to its end, so that a browser receives this answer.
      await expect.poll(() => state.pulled).toBeGreaterThan(30);
      expect(await bed.opened.list()).toEqual([]);
    });

    it("stops reading a refused body far past the limit", async () => {
      const clip = await readFile(DEMO_CLIP);
      const { request, state } = videoStream(clip, 200); // about 10 MB
      const response = await call(action, request, contextFor(bed.owner, { UPLOAD_MAX_TRAILER_MB: "1" }));
      expect(response.status).toBe(413);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Read up to the limit and one megabyte more, then cancelled.
      expect(state.pulled).toBeLessThan(60);
    });

    it("limits the uploads one user may have waiting", async () => {
      await bed.database.db.insert(media).values(
        Array.from({ length: MAX_PENDING_PER_USER }, (_, index) => ({
          kind: "image" as const,
          storageKey: `images/waiting-${index}`,
          mime: "image/webp",
          bytes: 1,
          ownerId: bed.owner.id,
          purpose: "photo",
          pendingUntil: new Date(Date.now() + 3600_000),
        })),
      );
      const response = await call(action, upload("photo", new Uint8Array(bed.jpeg)), contextFor(bed.owner));
      expect(response.status).toBe(429);
      expect((await response.json()).error).toBe(
        `You have too many files waiting to be saved (at most ${MAX_PENDING_PER_USER}). Save your forms or remove some files first.`,
      );
      const others = await call(action, upload("photo", new Uint8Array(bed.jpeg)), contextFor(bed.other));
      expect(others.status).toBe(201);
    });

    it("DELETE removes one's own pending upload, and nobody else's", async () => {
      const created = await call(action, upload("photo", new Uint8Array(bed.jpeg)), contextFor(bed.owner));
      const { upload: pending } = await created.json();
      const remove = (user: User | null, id: number | string) =>
        call(
          action,
          new Request(`http://localhost/uploads?id=${id}&lng=en`, { method: "DELETE" }),
          contextFor(user),
        );

      expect((await remove(null, pending.id)).status).toBe(401);
      const foreign = await remove(bed.other, pending.id);
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toEqual({
        error: "This upload is no longer there.",
        key: "uploads.errors.notFound",
      });
      expect((await remove(bed.owner, "abc")).status).toBe(404);
      expect((await bed.opened.list()).length).toBeGreaterThan(0);

      expect((await remove(bed.owner, pending.id)).status).toBe(204);
      expect(await bed.database.db.select().from(media)).toEqual([]);
      expect(await bed.opened.list()).toEqual([]);
      expect((await remove(bed.owner, pending.id)).status).toBe(404);
    });

    it("does not remove an upload its form already used", async () => {
      const created = await call(action, upload("photo", new Uint8Array(bed.jpeg)), contextFor(bed.owner));
      const { upload: pending } = await created.json();
      await bed.database.db.update(media).set({ pendingUntil: null }).where(eq(media.id, pending.id));
      const response = await call(
        action,
        new Request(`http://localhost/uploads?id=${pending.id}`, { method: "DELETE" }),
        contextFor(bed.owner),
      );
      expect(response.status).toBe(404);
      expect((await bed.database.db.select().from(media)).length).toBe(1);
    });

    it("answers other methods with 405", async () => {
      const response = await call(
        action,
        new Request("http://localhost/uploads", { method: "PUT" }),
        contextFor(bed.owner),
      );
      expect(response.status).toBe(405);
    });

    it("tells the browser a purpose's limit and types", async () => {
      const response = await call(
        loader,
        new Request("http://localhost/uploads?purpose=full"),
        contextFor(null, { UPLOAD_MAX_FULL_MB: "300" }),
      );
      expect(await response.json()).toEqual({
        purpose: "full",
        maxBytes: 300 * 1024 * 1024,
        types: ["video/mp4", "video/webm", "video/quicktime", "video/x-matroska"],
      });
      const photo = await call(
        loader,
        new Request("http://localhost/uploads?purpose=photo"),
        contextFor(null),
      );
      expect((await photo.json()).maxBytes).toBe(10 * 1024 * 1024);
    });
  },
);

describe("the forged-request guard on /uploads", () => {
  const guard = (method: string, origin: string | undefined) =>
    isForgedRequest({
      method,
      host: "maistry.example",
      origin,
      referer: undefined,
      authorization: undefined,
      path: "/uploads",
      allowedOrigins: ["https://partner.example"],
    });

  it("lets a same-origin XHR through and refuses one from another site", () => {
    expect(guard("POST", "https://maistry.example")).toBe(false);
    expect(guard("DELETE", "https://maistry.example")).toBe(false);
    expect(guard("POST", "https://evil.example")).toBe(true);
    expect(guard("DELETE", "https://evil.example")).toBe(true);
    // The API's CORS origins are for /api/ only, not for uploads with the session cookie.
    expect(guard("POST", "https://partner.example")).toBe(true);
  });
});
