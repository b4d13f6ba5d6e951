/**
 * How long a signed segment URL outlives the moment playback reaches its segment (decision 040):
 * the server signs with it, and the player, coming back from a pause longer than this, fetches
 * the playlist again rather than meet expired URLs.
 */
export const SEGMENT_URL_SLACK_SECONDS = 10 * 60;
