import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testStorages } from "../../../tests/support/storages";
import type { MediaStorage } from "./storage.server";

/** Whether reading `key` fails (at once or while streaming), as a missing file should. */
async function readFails(storage: MediaStorage, key: string): Promise<boolean> {
  try {
    await text(await storage.read(key));
    return false;
  } catch {
    return true;
  }
}

/** The storage contract: local disk and S3 behave the same for everything the app does. */
describe.each(testStorages())("media storage contract on $name", (kind) => {
  let storage: MediaStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await kind.open());
  });
  afterAll(() => close());

  it("stores a buffer, measures it, reads it whole and by range", async () => {
    await storage.put("videos/a.mp4", Buffer.from("0123456789"), "video/mp4");
    expect(await storage.size("videos/a.mp4")).toBe(10);
    expect(await text(await storage.read("videos/a.mp4"))).toBe("0123456789");
    expect(await text(await storage.read("videos/a.mp4", { start: 2, end: 5 }))).toBe("2345");
    expect(await text(await storage.read("videos/a.mp4", { start: 9, end: 9 }))).toBe("9");
  });

  it("streams a large body through (several multipart parts on S3)", async () => {
    const chunk = Buffer.alloc(1024 * 1024);
    for (let index = 0; index < chunk.length; index++) chunk[index] = index % 251;
    const chunks = 20;
    const body = Readable.from(
      (function* () {
        for (let index = 0; index < chunks; index++) yield chunk;
      })(),
    );
    await storage.put("videos/big.mp4", body, "video/mp4");
    expect(await storage.size("videos/big.mp4")).toBe(chunks * chunk.length);
    const middle = await buffer(await storage.read("videos/big.mp4", { start: 9_999_990, end: 10_000_009 }));
    expect([...middle]).toEqual(
      Array.from({ length: 20 }, (_, index) => ((9_999_990 + index) % (1024 * 1024)) % 251),
    );
  });

  it("presigns a short-lived direct URL on S3 only (the local disk's files go through the app)", async () => {
    if (kind.name === "local disk") {
      expect(storage.presign).toBeUndefined();
      return;
    }
    await storage.put("hls/9/360/seg-00000.ts", Buffer.from("segment bytes"), "video/mp2t");
    const url = await storage.presign?.("hls/9/360/seg-00000.ts", 300);
    expect(new URL(url ?? "").searchParams.get("X-Amz-Expires")).toBe("300");
    const response = await fetch(url ?? "");
    expect([response.status, await response.text()]).toEqual([200, "segment bytes"]);
    // (s3rver does not check query signatures; S3 itself refuses an altered or expired one.)
  });

  it("says null for the size of a missing file and fails to read it", async () => {
    expect(await storage.size("videos/missing.mp4")).toBeNull();
    expect(await readFails(storage, "videos/missing.mp4")).toBe(true);
  });

  it("replaces a file put again under the same key", async () => {
    await storage.put("images/same/320.webp", Buffer.from("first"), "image/webp");
    await storage.put("images/same/320.webp", Buffer.from("second!"), "image/webp");
    expect(await text(await storage.read("images/same/320.webp"))).toBe("second!");
    expect(await storage.size("images/same/320.webp")).toBe(7);
  });

  it("removes a single file, and a folder of widths with everything under it", async () => {
    await storage.put("videos/gone.mp4", Buffer.from("x"), "video/mp4");
    await storage.remove("videos/gone.mp4");
    expect(await storage.size("videos/gone.mp4")).toBeNull();

    for (const width of [320, 640, 960]) {
      await storage.put(`images/folder/${width}.webp`, Buffer.from(String(width)), "image/webp");
    }
    await storage.put("images/folder-neighbour/320.webp", Buffer.from("stays"), "image/webp");
    await storage.remove("images/folder");
    for (const width of [320, 640, 960]) expect(await storage.size(`images/folder/${width}.webp`)).toBeNull();
    expect(await storage.size("images/folder-neighbour/320.webp")).toBe(5);
    // Removing what is not there is not an error.
    await storage.remove("images/folder");
    await storage.remove("videos/never.mp4");
  });

  it("leaves no file behind when the body fails half-way", async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        sent += 1;
        if (sent <= 2) this.push(Buffer.alloc(6 * 1024 * 1024, sent));
        else this.destroy(new Error("client went away"));
      },
    });
    await expect(storage.put("videos/broken.mp4", failing, "video/mp4")).rejects.toThrow();
    expect(await storage.size("videos/broken.mp4")).toBeNull();
  });

  it("refuses keys that leave the storage", async () => {
    await expect(storage.put("../escape", Buffer.from("x"), "text/plain")).rejects.toThrow("unsafe");
    await expect(storage.read("/etc/passwd")).rejects.toThrow("unsafe");
    expect(await storage.size("../../etc/passwd")).toBeNull();
    await expect(storage.remove("images/../..")).rejects.toThrow("unsafe");
  });
});
