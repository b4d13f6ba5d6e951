import { describe, expect, it } from "vitest";
import { SEGMENT_NAME } from "./hls-layout.server";
import {
  codecsFor,
  masterPlaylist,
  renditionWidth,
  rewriteVariantPlaylist,
  UnexpectedPlaylistError,
} from "./hls-playlists.server";

/** A variant playlist as ffmpeg's HLS muxer writes it (VOD, relative segment names). */
const STORED = [
  "#EXTM3U",
  "#EXT-X-VERSION:3",
  "#EXT-X-TARGETDURATION:6",
  "#EXT-X-MEDIA-SEQUENCE:0",
  "#EXT-X-PLAYLIST-TYPE:VOD",
  "#EXTINF:6.000000,",
  "seg-00000.ts",
  "#EXTINF:5.500000,",
  "seg-00001.ts",
  "#EXTINF:2.250000,",
  "seg-00002.ts",
  "#EXT-X-ENDLIST",
  "",
].join("\n");

const isSegment = (name: string) => SEGMENT_NAME.test(name);

describe("the variant playlist a viewer gets", () => {
  it("replaces each segment name by its signed URL, passing where the segment starts", async () => {
    const calls: [string, number][] = [];
    const text = await rewriteVariantPlaylist(STORED, isSegment, (name, offset) => {
      calls.push([name, offset]);
      return `/media/hls/7/360/${name}?sig=${offset}`;
    });
    expect(calls).toEqual([
      ["seg-00000.ts", 0],
      ["seg-00001.ts", 6],
      ["seg-00002.ts", 11.5],
    ]);
    expect(text).toBe(
      STORED.replace("seg-00000.ts", "/media/hls/7/360/seg-00000.ts?sig=0")
        .replace("seg-00001.ts", "/media/hls/7/360/seg-00001.ts?sig=6")
        .replace("seg-00002.ts", "/media/hls/7/360/seg-00002.ts?sig=11.5"),
    );
    // Every tag is kept, in order; no unsigned name is left.
    expect(text.split("\n").filter((line) => line.startsWith("#"))).toEqual(
      STORED.split("\n").filter((line) => line.startsWith("#")),
    );
    expect(text).not.toMatch(/^seg-/m);
  });

  it("accepts CRLF line ends and waits for asynchronous signers (S3 presigning)", async () => {
    const text = await rewriteVariantPlaylist(STORED.replaceAll("\n", "\r\n"), isSegment, async (name) =>
      Promise.resolve(`https://bucket.example/${name}?X-Amz-Signature=x`),
    );
    expect(text.match(/^https:\/\/bucket\.example\/seg-0000\d\.ts\?X-Amz-Signature=x$/gm)).toHaveLength(3);
  });

  it("refuses anything the transcoder does not write instead of serving it unsigned", async () => {
    const sign = (name: string) => name;
    const cases = [
      STORED.replace("seg-00001.ts", "../../99/360/seg-00001.ts"),
      STORED.replace("seg-00001.ts", "https://elsewhere.example/seg-00001.ts"),
      STORED.replace("seg-00001.ts", "seg-1.ts"),
      STORED.replace("#EXT-X-PLAYLIST-TYPE:VOD", '#EXT-X-KEY:METHOD=AES-128,URI="key.bin"'),
      STORED.replace("#EXT-X-PLAYLIST-TYPE:VOD", '#EXT-X-MAP:URI="init.mp4"'),
      // A segment without its duration.
      STORED.replace("#EXTINF:5.500000,\n", ""),
      "not a playlist\nseg-00000.ts\n",
    ];
    for (const text of cases) {
      await expect(rewriteVariantPlaylist(text, isSegment, sign), text).rejects.toBeInstanceOf(
        UnexpectedPlaylistError,
      );
    }
  });
});

describe("the master playlist", () => {
  it("lists each rendition lowest first with bandwidth, resolution and codecs", () => {
    const text = masterPlaylist(
      [
        { height: 720, url: "/v/720?sig=c" },
        { height: 360, url: "/v/360?sig=a" },
        { height: 540, url: "/v/540?sig=b" },
      ],
      { width: 1920, height: 1080 },
    );
    expect(text).toBe(
      [
        "#EXTM3U",
        "#EXT-X-VERSION:3",
        "#EXT-X-INDEPENDENT-SEGMENTS",
        '#EXT-X-STREAM-INF:BANDWIDTH=1120000,AVERAGE-BANDWIDTH=896000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
        "/v/360?sig=a",
        '#EXT-X-STREAM-INF:BANDWIDTH=1910000,AVERAGE-BANDWIDTH=1528000,RESOLUTION=960x540,CODECS="avc1.4d401f,mp4a.40.2"',
        "/v/540?sig=b",
        '#EXT-X-STREAM-INF:BANDWIDTH=3660000,AVERAGE-BANDWIDTH=2928000,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"',
        "/v/720?sig=c",
        "",
      ].join("\n"),
    );
  });

  it("leaves RESOLUTION out when the source's size is unknown, and fits odd sizes to even widths", () => {
    const text = masterPlaylist([{ height: 360, url: "/v" }], { width: null, height: null });
    expect(text).not.toContain("RESOLUTION");
    expect(text).toContain("BANDWIDTH=1120000");
    expect(renditionWidth({ width: 1080, height: 1920 }, 360)).toBe(202);
    expect(renditionWidth({ width: 1440, height: 1080 }, 540)).toBe(720);
    expect(codecsFor(1080)).toBe("avc1.4d4028,mp4a.40.2");
  });
});
