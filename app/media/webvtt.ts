/**
 * The check of an uploaded WebVTT subtitle file (issue 17 §6, decision 044). Pure: bytes in, a
 * verdict out, the first error with its 1-based line number. What it asks of a file:
 *
 * - at most `SUBTITLE_MAX_BYTES`, and not empty;
 * - UTF-8 (a byte-order mark is allowed);
 * - the first line is `WEBVTT`, alone or followed by a space or tab and any text;
 * - blocks are separated by blank lines; `NOTE`, `STYLE` and `REGION` blocks are skipped; every
 *   other block is a cue: an optional identifier line, then a timing line
 *   `[hh:]mm:ss.ttt --> [hh:]mm:ss.ttt [settings]`, then its text;
 * - a cue ends after it starts, and starts no earlier than the cue before it;
 * - at least one cue.
 */

export const SUBTITLE_MAX_BYTES = 1024 * 1024;

export type WebVttErrorKind =
  | "tooLarge"
  | "empty"
  | "notUtf8"
  | "noHeader"
  | "badTiming"
  | "missingTiming"
  | "endBeforeStart"
  | "outOfOrder"
  | "noCues";

export type WebVttVerdict =
  | { ok: true; cues: number }
  | { ok: false; error: WebVttErrorKind; line: number | null };

const TIMESTAMP = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const TIMING = new RegExp(String.raw`^${TIMESTAMP}[ \t]+-->[ \t]+${TIMESTAMP}(?:[ \t].*)?$`);

/** Milliseconds of a timing line's two stamps, or null when the line is not one. */
export function parseTimingLine(line: string): { startMs: number; endMs: number } | null {
  const match = TIMING.exec(line);
  if (!match) return null;
  const ms = (h: string | undefined, m: string, s: string, t: string) =>
    ((Number(h ?? 0) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(t);
  return {
    startMs: ms(match[1], match[2] as string, match[3] as string, match[4] as string),
    endMs: ms(match[5], match[6] as string, match[7] as string, match[8] as string),
  };
}

/** The 1-based line of the first byte sequence that is not UTF-8, or null when all of it is. */
function firstNonUtf8Line(bytes: Uint8Array): number | null {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let line = 1;
  let start = 0;
  for (let index = 0; index <= bytes.length; index++) {
    if (index === bytes.length || bytes[index] === 0x0a) {
      try {
        decoder.decode(bytes.subarray(start, index));
      } catch {
        return line;
      }
      line++;
      start = index + 1;
    }
  }
  return null;
}

/** A line meant as a timing line (a typo in it is a bad timing, not a missing one). */
const looksLikeTiming = (line: string) => line.includes("-->") || /^\s*\d+:\d/.test(line);

const SKIPPED_BLOCK = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;

/** Checks a WebVTT file; on success its text is safe to serve as `text/vtt; charset=utf-8`. */
export function checkWebVtt(bytes: Uint8Array): WebVttVerdict {
  if (bytes.length > SUBTITLE_MAX_BYTES) return { ok: false, error: "tooLarge", line: null };
  if (bytes.length === 0) return { ok: false, error: "empty", line: null };
  const badLine = firstNonUtf8Line(bytes);
  if (badLine !== null) return { ok: false, error: "notUtf8", line: badLine };
  const text = new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
  const lines = text.split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? "")) return { ok: false, error: "noHeader", line: 1 };

  // The header block runs to the first blank line.
  let index = 1;
  while (index < lines.length && lines[index] !== "") index++;
  let cues = 0;
  let previousStart = -1;
  while (index < lines.length) {
    if (lines[index] === "") {
      index++;
      continue;
    }
    const blockStart = index;
    let blockEnd = index;
    while (blockEnd < lines.length && lines[blockEnd] !== "") blockEnd++;
    const first = lines[blockStart] as string;
    index = blockEnd;
    if (cues === 0 && SKIPPED_BLOCK.test(first)) continue;
    if (/^NOTE(?:[ \t]|$)/.test(first)) continue;
    // The timing line is the first line, or the second after an identifier.
    let timingIndex = blockStart;
    if (!looksLikeTiming(first)) {
      timingIndex = blockStart + 1;
      if (timingIndex >= blockEnd || !looksLikeTiming(lines[timingIndex] as string)) {
        return { ok: false, error: "missingTiming", line: Math.min(timingIndex, blockEnd - 1) + 1 };
      }
    }
    const timing = parseTimingLine((lines[timingIndex] as string).trim());
    const line = timingIndex + 1;
    if (!timing) return { ok: false, error: "badTiming", line };
    if (timing.endMs <= timing.startMs) return { ok: false, error: "endBeforeStart", line };
    if (timing.startMs < previousStart) return { ok: false, error: "outOfOrder", line };
    previousStart = timing.startMs;
    cues++;
  }
  if (cues === 0) return { ok: false, error: "noCues", line: null };
  return { ok: true, cues };
}
