import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localDiskStorage, type MediaStorage } from "./storage.server";

describe("local disk storage", () => {
  let root: string;
  let storage: MediaStorage;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "maistry-media-"));
    storage = localDiskStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("stores, measures, reads ranges and removes", async () => {
    await storage.put("videos/a.mp4", Readable.from(["0123456789"]), "video/mp4");
    expect(await storage.size("videos/a.mp4")).toBe(10);
    expect(await text(await storage.read("videos/a.mp4", { start: 2, end: 5 }))).toBe("2345");
    expect(await text(await storage.read("videos/a.mp4"))).toBe("0123456789");
    await storage.remove("videos/a.mp4");
    expect(await storage.size("videos/a.mp4")).toBeNull();
  });

  it("leaves no file behind when the stream fails", async () => {
    const failing = new Readable({
      read() {
        this.push("partial");
        this.destroy(new Error("client went away"));
      },
    });
    await expect(storage.put("videos/b.mp4", failing, "video/mp4")).rejects.toThrow("client went away");
    expect(await readdir(path.join(root, "videos"))).toEqual([]);
  });

  it("refuses keys that leave the folder", async () => {
    await expect(storage.put("../escape", Buffer.from("x"), "text/plain")).rejects.toThrow("unsafe");
    await expect(storage.read("/etc/passwd")).rejects.toThrow("unsafe");
    expect(await storage.size("../../etc/passwd")).toBeNull();
  });
});
