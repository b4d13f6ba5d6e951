import { describe, expect, it } from "vitest";
import { checkWebVtt, parseTimingLine, SUBTITLE_MAX_BYTES } from "./webvtt";

const bytes = (text: string) => new TextEncoder().encode(text);
const check = (text: string) => checkWebVtt(bytes(text));

const GOOD = [
  "WEBVTT",
  "",
  "1",
  "00:00:00.000 --> 00:00:02.500",
  "Prepare the brows.",
  "",
  "00:03.000 --> 00:05.000 align:start line:90%",
  "Shape them",
  "with the brush.",
  "",
].join("\n");

describe("checkWebVtt", () => {
  it("accepts a file with and without hours, identifiers and cue settings", () => {
    expect(check(GOOD)).toEqual({ ok: true, cues: 2 });
  });

  it("accepts CRLF and CR line endings, a BOM and a header with text", () => {
    expect(check(`\uFEFF${GOOD.replaceAll("\n", "\r\n")}`)).toEqual({ ok: true, cues: 2 });
    expect(check(GOOD.replaceAll("\n", "\r"))).toEqual({ ok: true, cues: 2 });
    expect(check(GOOD.replace("WEBVTT", "WEBVTT - Brows"))).toEqual({ ok: true, cues: 2 });
  });

  it("skips NOTE, STYLE and REGION blocks", () => {
    const text = [
      "WEBVTT",
      "",
      "STYLE",
      "::cue { color: yellow }",
      "",
      "NOTE a comment",
      "over two lines",
      "",
      "00:01.000 --> 00:02.000",
      "Hi",
      "",
      "NOTE",
      "between cues",
      "",
      "00:02.000 --> 00:03.000",
      "There",
    ].join("\n");
    expect(check(text)).toEqual({ ok: true, cues: 2 });
  });

  it("accepts cues that start together (start times may be equal) and long hours", () => {
    const text =
      "WEBVTT\n\n00:01.000 --> 00:04.000\nA\n\n00:01.000 --> 00:02.000\nB\n\n100:00:00.000 --> 100:00:01.000\nC\n";
    expect(check(text)).toEqual({ ok: true, cues: 3 });
  });

  it("refuses an empty file and one over the size limit", () => {
    expect(check("")).toEqual({ ok: false, error: "empty", line: null });
    const big = new Uint8Array(SUBTITLE_MAX_BYTES + 1).fill(0x41);
    expect(checkWebVtt(big)).toEqual({ ok: false, error: "tooLarge", line: null });
  });

  it("refuses bytes that are not UTF-8, naming their line", () => {
    const head = bytes("WEBVTT\n\n00:01.000 --> 00:02.000\n");
    const latin1 = Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x0a]); // "Café" in Latin-1
    const file = new Uint8Array([...head, ...latin1]);
    expect(checkWebVtt(file)).toEqual({ ok: false, error: "notUtf8", line: 4 });
  });

  it("refuses a file that does not start with WEBVTT", () => {
    expect(check("1\n00:01.000 --> 00:02.000\nHi\n")).toEqual({ ok: false, error: "noHeader", line: 1 });
    expect(check("WEBVTTX\n\n00:01.000 --> 00:02.000\nHi\n")).toEqual({
      ok: false,
      error: "noHeader",
      line: 1,
    });
    // An SRT file: commas, no header.
    expect(check("1\n00:00:01,000 --> 00:00:02,000\nHi\n")).toMatchObject({ error: "noHeader" });
  });

  it("refuses a malformed timing line with its line number", () => {
    const cases = [
      "00:00:01,000 --> 00:00:02,000", // SRT commas
      "00:01.00 --> 00:02.000", // two decimals
      "0:01.000 --> 00:02.000", // one-digit minutes
      "00:61.000 --> 01:02.000", // 61 seconds
      "00:01.000->00:02.000", // short arrow
      "00:01.000 --> ", // no end
      "00:01.000 -->00:02.000", // no space after the arrow
    ];
    for (const timing of cases) {
      const text = `WEBVTT\n\n00:00.000 --> 00:00.500\nFirst\n\nsecond-cue\n${timing}\nText\n`;
      expect(check(text), timing).toEqual({ ok: false, error: "badTiming", line: 7 });
    }
  });

  it("refuses a cue whose end is not after its start", () => {
    const text = "WEBVTT\n\n00:02.000 --> 00:02.000\nA\n";
    expect(check(text)).toEqual({ ok: false, error: "endBeforeStart", line: 3 });
    const later = "WEBVTT\n\n00:01.000 --> 00:03.000\nA\n\n01:00:05.000 --> 00:00:06.000\nB\n";
    expect(check(later)).toEqual({ ok: false, error: "endBeforeStart", line: 6 });
  });

  it("refuses cues out of order, naming the later cue's timing line", () => {
    const text = "WEBVTT\n\n00:05.000 --> 00:06.000\nA\n\nid\n00:04.000 --> 00:07.000\nB\n";
    expect(check(text)).toEqual({ ok: false, error: "outOfOrder", line: 7 });
  });

  it("refuses a block without a timing line", () => {
    const text = "WEBVTT\n\n00:01.000 --> 00:02.000\nA\n\nJust some text\nand more\n";
    expect(check(text)).toEqual({ ok: false, error: "missingTiming", line: 7 });
    const alone = "WEBVTT\n\n00:01.000 --> 00:02.000\nA\n\nlonely line\n";
    expect(check(alone)).toEqual({ ok: false, error: "missingTiming", line: 6 });
  });

  it("refuses a file without cues", () => {
    expect(check("WEBVTT\n")).toEqual({ ok: false, error: "noCues", line: null });
    expect(check("WEBVTT\n\nNOTE only a note\n")).toEqual({ ok: false, error: "noCues", line: null });
  });

  it("counts lines the same with CRLF endings", () => {
    const text = "WEBVTT\r\n\r\n00:05.000 --> 00:04.000\r\nA\r\n";
    expect(check(text)).toEqual({ ok: false, error: "endBeforeStart", line: 3 });
  });
});

describe("parseTimingLine", () => {
  it("reads both stamps in milliseconds", () => {
    expect(parseTimingLine("01:02:03.004 --> 01:02:04.500 position:10%")).toEqual({
      startMs: 3_723_004,
      endMs: 3_724_500,
    });
    expect(parseTimingLine("00:01.000 --> 00:02.000")).toEqual({ startMs: 1000, endMs: 2000 });
    expect(parseTimingLine("nonsense")).toBeNull();
  });
});
