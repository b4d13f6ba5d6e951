import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenedStorage, testStorages } from "../../../tests/support/storages";
import { generatedClip } from "../../../tests/support/test-clips";
import { progressiveKey, variantPlaylistKey } from "./hls-layout.server";
import { encodeArguments, progressiveHeight, TranscodeFailure, transcodeVideo } from "./transcode.server";

const run = promisify(execFile);

async function probe(file: string) {
  const { stdout } = await run("ffprobe", ["-v", "error", "-print_format", "json", "-show_streams", file]);
  return JSON.parse(stdout) as { streams: { codec_type: string; codec_name: string; height?: number }[] };
}

describe("the transcoder's choices", () => {
  it("encodes every rung from one decode, one thread each, 4 s segments in VOD playlists", () => {
    const args = encodeArguments(
      "/in.mp4",
      [
        { height: 360, videoBitrate: 800_000, audioBitrate: 96_000 },
        { height: 720, videoBitrate: 2_800_000, audioBitrate: 128_000 },
      ],
      "/out",
    );
    const joined = args.join(" ");
    expect(joined).toContain("[0:v]split=2[s0][s1];[s0]scale=-2:360[v0];[s1]scale=-2:720[v1]");
    expect(args.filter((arg) => arg === "libx264")).toHaveLength(2);
    expect(joined).toContain("-hls_time 4 -hls_playlist_type vod -hls_segment_filename /out/360/seg-%05d.ts");
    expect(joined).toContain("-b:v 2800k");
    expect(args.filter((arg) => arg === "-threads").length).toBe(3);
  });

  it("plays 720p without JavaScript, or the highest rendition below it", () => {
    expect(progressiveHeight([360, 540, 720, 1080])).toBe(720);
    expect(progressiveHeight([360, 540])).toBe(540);
    expect(progressiveHeight([240])).toBe(240);
  });
});

describe.each(testStorages())("transcoding on $name", (kind) => {
  let opened: OpenedStorage;
  let tmpDir: string;
  const deps = () => ({ storage: opened.storage, ffmpeg: "ffmpeg", ffprobe: "ffprobe", tmpDir });
  beforeAll(async () => {
    opened = await kind.open();
    tmpDir = await mkdtemp(path.join(tmpdir(), "maistry-transcode-"));
  });
  afterAll(async () => {
    await opened.close();
    await rm(tmpDir, { recursive: true, force: true });
  });

  it("makes one 360p rendition of a 640×360 clip, and its progressive MP4", async () => {
    const clip = await generatedClip(640, 360);
    await opened.storage.put("videos/small.mp4", readFileSync(clip), "video/mp4");
    const result = await transcodeVideo(deps(), { mediaId: 11, storageKey: "videos/small.mp4" });
    expect(result.renditions).toEqual([360]);

    const keys = (await opened.list()).filter((key) => key.startsWith("hls/11/"));
    expect(keys).toContain("hls/11/360/index.m3u8");
    expect(keys).toContain("hls/11/360/seg-00000.ts");
    expect(keys).toContain("hls/11/progressive.mp4");
    expect(
      keys.every((key) => /^hls\/11\/(360\/(index\.m3u8|seg-\d{5}\.ts)|progressive\.mp4)$/.test(key)),
    ).toBe(true);
    const playlist = await text(await opened.storage.read(variantPlaylistKey(11, 360)));
    expect(playlist).toContain("#EXT-X-PLAYLIST-TYPE:VOD");
    expect(playlist).toContain("#EXT-X-ENDLIST");
    expect(playlist).toMatch(/^seg-00000\.ts$/m);
    // Nothing of the work stays on the disk.
    expect(await readdir(tmpDir)).toEqual([]);
  });

  // The ladder and the kill are the same code on every storage: on the local disk only.
  const localOnly = kind.name === "local disk" ? it : it.skip;

  localOnly("makes 360p, 540p and 720p of a 1280×720 clip; the MP4 is the 720p, H.264 and AAC", async () => {
    const clip = await generatedClip(1280, 720);
    await opened.storage.put("videos/hd.mp4", readFileSync(clip), "video/mp4");
    const result = await transcodeVideo(deps(), { mediaId: 12, storageKey: "videos/hd.mp4" });
    expect(result.renditions).toEqual([360, 540, 720]);
    for (const height of [360, 540, 720]) {
      expect(await opened.storage.size(variantPlaylistKey(12, height))).toBeGreaterThan(0);
    }
    const local = path.join(tmpDir, "check.mp4");
    const { pipeline } = await import("node:stream/promises");
    const { createWriteStream } = await import("node:fs");
    await pipeline(await opened.storage.read(progressiveKey(12)), createWriteStream(local));
    const { streams } = await probe(local);
    expect(streams.find((stream) => stream.codec_type === "video")).toMatchObject({
      codec_name: "h264",
      height: 720,
    });
    expect(streams.find((stream) => stream.codec_type === "audio")?.codec_name).toBe("aac");
    await rm(local);
  });

  it("fails a corrupt upload at once as unreadable, leaving nothing behind", async () => {
    await opened.storage.put(
      "videos/corrupt.mp4",
      Buffer.concat([
        Buffer.from("000000206674797069736f6d0000020069736f6d69736f32617663316d703431", "hex"),
        Buffer.alloc(4096, 7),
      ]),
      "video/mp4",
    );
    const failure = await transcodeVideo(deps(), { mediaId: 13, storageKey: "videos/corrupt.mp4" }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(TranscodeFailure);
    expect(failure).toMatchObject({ reason: "unreadable", permanent: true });
    expect((await opened.list()).filter((key) => key.startsWith("hls/13/"))).toEqual([]);
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it("fails a missing upload for good", async () => {
    await expect(
      transcodeVideo(deps(), { mediaId: 14, storageKey: "videos/gone.mp4" }),
    ).rejects.toMatchObject({
      reason: "missing",
      permanent: true,
    });
  });

  localOnly(
    "ffmpeg killed mid-way: interrupted (to be retried), nothing left behind",
    async () => {
      const clip = await generatedClip(1280, 720, 6);
      await opened.storage.put("videos/killed.mp4", readFileSync(clip), "video/mp4");
      // Files of an earlier attempt that died: removed too.
      await opened.storage.put("hls/15/360/seg-00000.ts", Buffer.from("stale"), "video/mp2t");
      let killedAfter: string[] = [];
      // Killed once it has written its first segment: half-made renditions on the disk.
      const killMidway = (pid: number) => {
        const watch = setInterval(async () => {
          const made = (await readdir(tmpDir, { recursive: true })).filter((name) => name.endsWith(".ts"));
          if (made.length === 0 || killedAfter.length > 0) return;
          killedAfter = made;
          clearInterval(watch);
          process.kill(pid, "SIGKILL");
        }, 20);
      };
      const failure = await transcodeVideo(
        { ...deps(), onProcess: killMidway },
        { mediaId: 15, storageKey: "videos/killed.mp4" },
      ).catch((error: unknown) => error);
      expect(killedAfter.length).toBeGreaterThan(0);
      expect(failure).toMatchObject({ reason: "interrupted", permanent: false });
      expect((await opened.list()).filter((key) => key.startsWith("hls/15/"))).toEqual([]);
      expect(await readdir(tmpDir)).toEqual([]);
    },
    120_000,
  );
});
