import { LADDER } from "./hls-layout.server";

/**
 * The two playlists a viewer gets (decision 040), as pure text transformations: the master
 * playlist written per viewer from the renditions that exist, and a stored variant playlist with
 * each segment name replaced by a URL signed for that viewer. The routes that serve them and the
 * signing live elsewhere (web/stream-routes.server.ts, signed-url.server.ts).
 */

/** One rendition in a master playlist. */
export interface VariantEntry {
  height: number;
  /** The variant playlist's URL for this viewer. */
  url: string;
}

/**
 * Codecs as the transcoder encodes them (H.264 Main profile, level by height; AAC-LC), so that
 * a player can tell before loading anything whether it can play a rendition.
 */
export function codecsFor(height: number): string {
  const level = height <= 360 ? "1e" : height <= 720 ? "1f" : "28";
  return `avc1.4d40${level},mp4a.40.2`;
}

/** The ladder's rung for a height (the lowest rung for a source below 360 px). */
function rungFor(height: number) {
  return LADDER.find((rung) => rung.height === height) ?? (LADDER[0] as (typeof LADDER)[number]);
}

/** Width of a rendition `height` px tall of a `source` frame, as the encoder's `scale=-2:h` rounds it. */
export function renditionWidth(source: { width: number; height: number }, height: number): number {
  return Math.round((height * source.width) / source.height / 2) * 2;
}

/**
 * The master playlist: every rendition with its bandwidth (the encoder's target bitrates; the
 * peak `BANDWIDTH` a quarter above, as VBR segments exceed the average), its size when the
 * source's frame size is known, and its codecs; lowest first, as players start there.
 */
export function masterPlaylist(
  variants: readonly VariantEntry[],
  source: { width: number | null; height: number | null },
): string {
  const lines = ["#EXTM3U", "#EXT-X-VERSION:3", "#EXT-X-INDEPENDENT-SEGMENTS"];
  for (const variant of [...variants].sort((a, b) => a.height - b.height)) {
    const rung = rungFor(variant.height);
    const average = rung.videoBitrate + rung.audioBitrate;
    const attributes = [`BANDWIDTH=${Math.round(average * 1.25)}`, `AVERAGE-BANDWIDTH=${average}`];
    if (source.width && source.height) {
      attributes.push(
        `RESOLUTION=${renditionWidth({ width: source.width, height: source.height }, variant.height)}x${variant.height}`,
      );
    }
    attributes.push(`CODECS="${codecsFor(variant.height)}"`);
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(",")}`, variant.url);
  }
  return `${lines.join("\n")}\n`;
}

/** A stored playlist that is not what the transcoder writes: never served half-rewritten. */
export class UnexpectedPlaylistError extends Error {}

/**
 * A stored variant playlist with every segment line replaced by `signSegment(name, offset)`,
 * `offset` being the segment's start in seconds (the sum of the `#EXTINF` durations before it).
 * Only plain segment names (`isSegmentName`) are accepted: any other URI — a key, an init
 * section, a path, another host — would be served unsigned or point elsewhere, so it is refused.
 */
export async function rewriteVariantPlaylist(
  text: string,
  isSegmentName: (name: string) => boolean,
  signSegment: (name: string, offsetSeconds: number) => string | Promise<string>,
): Promise<string> {
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trim() !== "#EXTM3U") throw new UnexpectedPlaylistError("not a playlist");
  let offset = 0;
  let pending: number | null = null;
  const out: (string | Promise<string>)[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === "") continue;
    if (line.startsWith("#")) {
      if (/URI\s*=/i.test(line)) throw new UnexpectedPlaylistError(`a tag with a URI: ${line}`);
      const duration = /^#EXTINF:([0-9.]+)/.exec(line)?.[1];
      if (duration !== undefined) pending = Number(duration);
      out.push(line);
      continue;
    }
    if (!isSegmentName(line) || pending === null || !Number.isFinite(pending)) {
      throw new UnexpectedPlaylistError(`an unexpected URI: ${line}`);
    }
    out.push(signSegment(line, offset));
    offset += pending;
    pending = null;
  }
  return `${(await Promise.all(out)).join("\n")}\n`;
}
