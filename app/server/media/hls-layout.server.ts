/**
 * Where a lesson video's HLS renditions live in the media storage, and what each rung of the
 * ladder is (decision 039). The transcoder writes these keys; the media routes read them and
 * sign them for a viewer. Nothing else spells them.
 *
 *   hls/<media id>/<height>/index.m3u8      a variant playlist (VOD), segment URIs relative
 *   hls/<media id>/<height>/seg-00000.ts    its segments, H.264/AAC in MPEG-TS, 4–6 s each
 *   hls/<media id>/progressive.mp4          the 720p rendition (or the highest below) as one
 *                                           faststart MP4: what a page without JavaScript plays
 *
 * The master playlist is not stored: the app writes it per viewer, with signed variant URLs.
 */

export interface Rung {
  /** Output height in pixels (the width follows the source's aspect ratio, even). */
  height: number;
  /** Video bitrate, bits per second (the encoder's target and the playlist's BANDWIDTH basis). */
  videoBitrate: number;
  /** Audio bitrate, bits per second. */
  audioBitrate: number;
}

/** The ladder, lowest first. 1080p only when the source has it; never upscaled. */
export const LADDER: readonly Rung[] = [
  { height: 360, videoBitrate: 800_000, audioBitrate: 96_000 },
  { height: 540, videoBitrate: 1_400_000, audioBitrate: 128_000 },
  { height: 720, videoBitrate: 2_800_000, audioBitrate: 128_000 },
  { height: 1080, videoBitrate: 5_000_000, audioBitrate: 160_000 },
];

/** The height of the MP4 a page without JavaScript plays: 720, or the highest rendition below. */
export const PROGRESSIVE_HEIGHT = 720;

/**
 * The rungs made for a source `sourceHeight` px tall (as shown): every rung up to its height; a
 * source lower than 360 gets the lowest rung at its own height (never upscaled).
 */
export function rungsFor(sourceHeight: number): Rung[] {
  const fitting = LADDER.filter((rung) => rung.height <= sourceHeight);
  if (fitting.length > 0) return fitting;
  const lowest = LADDER[0] as Rung;
  return [{ ...lowest, height: Math.max(2, sourceHeight - (sourceHeight % 2)) }];
}

/** Segment file names as the transcoder writes them (`seg-00000.ts`). */
export const SEGMENT_NAME = /^seg-\d{5}\.ts$/;

export const hlsPrefix = (mediaId: number) => `hls/${mediaId}`;
export const variantPlaylistKey = (mediaId: number, height: number) => `hls/${mediaId}/${height}/index.m3u8`;
export const segmentKey = (mediaId: number, height: number, name: string) =>
  `hls/${mediaId}/${height}/${name}`;
export const progressiveKey = (mediaId: number) => `hls/${mediaId}/progressive.mp4`;
