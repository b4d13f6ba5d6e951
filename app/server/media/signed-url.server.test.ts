import { describe, expect, it } from "vitest";
import {
  SEGMENT_URL_SLACK_SECONDS,
  signSegmentUrl,
  signStreamUrl,
  signVideoUrl,
  VIDEO_URL_LIFETIME_SECONDS,
  verifyStreamUrl,
  verifyVideoUrl,
} from "./signed-url.server";

const services = { sessionSecrets: ["first-secret-first-secret-first-secret"] };
const now = new Date("2026-03-01T12:00:00Z");
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const parse = (path: string) => new URL(path, "http://localhost");

describe("signed video URLs", () => {
  it("carries the media, the viewer and an expiry four hours ahead (rounded up to 10 minutes)", () => {
    const url = parse(signVideoUrl(services, { mediaId: 42, viewerId: 7 }, now));
    expect(url.pathname).toBe("/media/video/42");
    expect(url.searchParams.get("u")).toBe("7");
    const expires = Number(url.searchParams.get("exp"));
    const nowSeconds = now.getTime() / 1000;
    expect(expires).toBeGreaterThanOrEqual(nowSeconds + VIDEO_URL_LIFETIME_SECONDS);
    expect(expires).toBeLessThan(nowSeconds + VIDEO_URL_LIFETIME_SECONDS + 600);
    expect(expires % 600).toBe(0);
    expect(url.searchParams.get("sig")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyVideoUrl(services, url, now)).toEqual({ mediaId: 42, viewerId: 7 });
  });

  it("is the same URL for the same viewer within ten minutes, and a visitor is viewer 0", () => {
    const first = signVideoUrl(services, { mediaId: 3, viewerId: 0 }, at(1));
    expect(signVideoUrl(services, { mediaId: 3, viewerId: 0 }, at(2))).toBe(first);
    expect(signVideoUrl(services, { mediaId: 3, viewerId: 5 }, at(2))).not.toBe(first);
    expect(verifyVideoUrl(services, parse(first), now)).toEqual({ mediaId: 3, viewerId: 0 });
  });

  it("stops working once expired", () => {
    const url = parse(signVideoUrl(services, { mediaId: 42, viewerId: 7 }, now));
    const expires = Number(url.searchParams.get("exp"));
    const justBefore = new Date(expires * 1000 - 1000);
    expect(verifyVideoUrl(services, url, justBefore)).not.toBeNull();
    expect(verifyVideoUrl(services, url, new Date(expires * 1000))).toBeNull();
    expect(verifyVideoUrl(services, url, at(VIDEO_URL_LIFETIME_SECONDS + 3600))).toBeNull();
  });

  it("refuses any change to the media, the viewer, the expiry or the signature", () => {
    const signed = parse(signVideoUrl(services, { mediaId: 42, viewerId: 7 }, now));
    const altered = (change: (url: URL) => void) => {
      const copy = new URL(signed);
      change(copy);
      return verifyVideoUrl(services, copy, now);
    };
    expect(altered((url) => (url.pathname = "/media/video/43"))).toBeNull();
    expect(altered((url) => url.searchParams.set("u", "8"))).toBeNull();
    expect(altered((url) => url.searchParams.set("u", "0"))).toBeNull();
    expect(
      altered((url) => url.searchParams.set("exp", String(Number(url.searchParams.get("exp")) + 600))),
    ).toBeNull();
    const signature = signed.searchParams.get("sig") ?? "";
    for (const index of [0, 20, 42]) {
      const char = signature[index] === "A" ? "B" : "A";
      const forged = `${signature.slice(0, index)}${char}${signature.slice(index + 1)}`;
      expect(altered((url) => url.searchParams.set("sig", forged))).toBeNull();
    }
    expect(altered((url) => url.searchParams.delete("sig"))).toBeNull();
    expect(altered((url) => url.searchParams.set("u", "07"))).toBeNull();
    expect(altered((url) => (url.pathname = "/media/video/042"))).toBeNull();
  });

  it("is refused under another secret, and survives a rotation while the old secret is kept", () => {
    const url = parse(signVideoUrl(services, { mediaId: 42, viewerId: 7 }, now));
    expect(
      verifyVideoUrl({ sessionSecrets: ["another-secret-another-secret-another"] }, url, now),
    ).toBeNull();
    const rotated = { sessionSecrets: ["new-secret-new-secret-new-secret-new", ...services.sessionSecrets] };
    expect(verifyVideoUrl(rotated, url, now)).toEqual({ mediaId: 42, viewerId: 7 });
    const fresh = parse(signVideoUrl(rotated, { mediaId: 42, viewerId: 7 }, now));
    expect(fresh.searchParams.get("sig")).not.toBe(url.searchParams.get("sig"));
    expect(verifyVideoUrl(rotated, fresh, now)).toEqual({ mediaId: 42, viewerId: 7 });
    // Once the old secret is dropped, what it signed no longer plays.
    expect(verifyVideoUrl({ sessionSecrets: rotated.sessionSecrets.slice(0, 1) }, url, now)).toBeNull();
  });
});

describe("signed streaming URLs", () => {
  const segment = { key: "hls/42/360/seg-00003.ts", viewerId: 7 };

  it("signs a segment for its viewer for minutes: the slack after the moment playback reaches it", () => {
    const first = parse(signSegmentUrl(services, segment, 0, now));
    expect(first.pathname).toBe("/media/hls/42/360/seg-00003.ts");
    const expires = Number(first.searchParams.get("exp"));
    const nowSeconds = now.getTime() / 1000;
    expect(expires - nowSeconds).toBeGreaterThanOrEqual(SEGMENT_URL_SLACK_SECONDS);
    expect(expires - nowSeconds).toBeLessThan(SEGMENT_URL_SLACK_SECONDS + 60);
    expect(SEGMENT_URL_SLACK_SECONDS).toBeLessThanOrEqual(15 * 60);
    expect(verifyStreamUrl(services, first, now)).toEqual(segment);
    expect(verifyStreamUrl(services, first, new Date(expires * 1000))).toBeNull();
    // A segment 30 minutes into the lesson lives 30 minutes longer.
    const later = parse(signSegmentUrl(services, segment, 1800, now));
    expect(Number(later.searchParams.get("exp")) - expires).toBe(1800);
  });

  it("refuses a forged signature, another viewer, another video, rendition or segment", () => {
    const signed = parse(signSegmentUrl(services, segment, 12, now));
    const altered = (change: (url: URL) => void) => {
      const copy = new URL(signed);
      change(copy);
      return verifyStreamUrl(services, copy, now);
    };
    expect(altered(() => {})).toEqual(segment);
    expect(altered((url) => url.searchParams.set("u", "8"))).toBeNull();
    expect(altered((url) => url.searchParams.set("u", "0"))).toBeNull();
    expect(altered((url) => (url.pathname = "/media/hls/43/360/seg-00003.ts"))).toBeNull();
    expect(altered((url) => (url.pathname = "/media/hls/42/540/seg-00003.ts"))).toBeNull();
    expect(altered((url) => (url.pathname = "/media/hls/42/360/seg-00004.ts"))).toBeNull();
    expect(altered((url) => (url.pathname = "/media/hls/42//360/seg-00003.ts"))).toBeNull();
    expect(
      altered((url) => url.searchParams.set("exp", String(Number(url.searchParams.get("exp")) + 60))),
    ).toBeNull();
    const signature = signed.searchParams.get("sig") ?? "";
    const forged = `${signature.slice(0, 5)}${signature[5] === "A" ? "B" : "A"}${signature.slice(6)}`;
    expect(altered((url) => url.searchParams.set("sig", forged))).toBeNull();
    expect(
      verifyStreamUrl({ sessionSecrets: ["another-secret-another-secret-another"] }, signed, now),
    ).toBeNull();
  });

  it("keeps playlists and the progressive MP4 as long as the upload's URL, and apart from it", () => {
    const playlist = parse(signStreamUrl(services, { key: "hls/42/360/index.m3u8", viewerId: 0 }, now));
    const expires = Number(playlist.searchParams.get("exp"));
    expect(expires - now.getTime() / 1000).toBeGreaterThanOrEqual(VIDEO_URL_LIFETIME_SECONDS);
    expect(verifyStreamUrl(services, playlist, now)).toEqual({ key: "hls/42/360/index.m3u8", viewerId: 0 });
    // The upload's signature does not open the stream, nor the other way round.
    const upload = parse(signVideoUrl(services, { mediaId: 42, viewerId: 0 }, now));
    const borrowed = new URL(playlist);
    borrowed.search = upload.search;
    expect(verifyStreamUrl(services, borrowed, now)).toBeNull();
    const back = new URL(upload);
    back.search = playlist.search;
    expect(verifyVideoUrl(services, back, now)).toBeNull();
    // Nothing outside the streaming layout is ever accepted.
    const other = parse(signStreamUrl(services, { key: "videos/42.mp4", viewerId: 0 }, now));
    expect(verifyStreamUrl(services, other, now)).toBeNull();
  });
});
