import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { media, videoTranscodes } from "../db/schema";
import { hlsPrefix } from "./hls-layout.server";

/**
 * Which videos can be streamed: those whose transcode is `ready` (decision 040). Until then a
 * page plays the uploaded file, as before.
 */

/** The master playlist's key in URLs (`/media/<key>`): written per viewer, never stored. */
export const masterPlaylistKey = (mediaId: number) => `${hlsPrefix(mediaId)}/master.m3u8`;

/** Heights of the renditions of each video whose transcode is ready (others are absent). */
export async function readyRenditions(
  db: Database,
  mediaIds: readonly number[],
): Promise<Map<number, number[]>> {
  if (mediaIds.length === 0) return new Map();
  const rows = await db
    .select({ mediaId: videoTranscodes.mediaId, renditions: videoTranscodes.renditions })
    .from(videoTranscodes)
    .where(
      and(
        inArray(videoTranscodes.mediaId, [...mediaIds]),
        eq(videoTranscodes.state, "ready"),
        sql`cardinality(${videoTranscodes.renditions}) > 0`,
      ),
    );
  return new Map(rows.map((row) => [row.mediaId, [...row.renditions].sort((a, b) => a - b)]));
}

/** A ready video's renditions and the source's frame size (for RESOLUTION), or null. */
export async function readyStream(db: Database, mediaId: number) {
  const [row] = await db
    .select({ renditions: videoTranscodes.renditions, width: media.width, height: media.height })
    .from(videoTranscodes)
    .innerJoin(media, eq(media.id, videoTranscodes.mediaId))
    .where(and(eq(videoTranscodes.mediaId, mediaId), eq(videoTranscodes.state, "ready")));
  return row && row.renditions.length > 0 ? row : null;
}
