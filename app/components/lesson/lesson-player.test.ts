import { describe, expect, it } from "vitest";
import { clock, SPEEDS } from "./lesson-player";
import { chooseEngine } from "./stream-playback";

describe("which engine plays the stream", () => {
  it("uses Safari's own HLS on Apple devices, hls.js where Media Source is, the MP4 otherwise", () => {
    expect(chooseEngine({ canPlayNative: true, hasMediaSource: true, isApple: true })).toBe("native");
    // Chromium says "maybe" to HLS too: hls.js plays it there.
    expect(chooseEngine({ canPlayNative: true, hasMediaSource: true, isApple: false })).toBe("hls.js");
    expect(chooseEngine({ canPlayNative: false, hasMediaSource: true, isApple: false })).toBe("hls.js");
    // An older iPhone: no Media Source, native HLS.
    expect(chooseEngine({ canPlayNative: true, hasMediaSource: false, isApple: true })).toBe("native");
    expect(chooseEngine({ canPlayNative: true, hasMediaSource: false, isApple: false })).toBe("native");
    expect(chooseEngine({ canPlayNative: false, hasMediaSource: false, isApple: false })).toBe("none");
  });
});

describe("the player's texts", () => {
  it("writes times as m:ss, h:mm:ss from an hour, and 0:00 for what is not known yet", () => {
    expect([clock(0), clock(9.7), clock(75), clock(3600), clock(3725), clock(Number.NaN)]).toEqual([
      "0:00",
      "0:09",
      "1:15",
      "1:00:00",
      "1:02:05",
      "0:00",
    ]);
  });

  it("offers speeds from half to double", () => {
    expect([SPEEDS[0], SPEEDS.at(-1)]).toEqual([0.5, 2]);
    expect(SPEEDS).toContain(1);
  });
});
