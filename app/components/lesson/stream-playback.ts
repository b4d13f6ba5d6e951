import { SEGMENT_URL_SLACK_SECONDS } from "~/media/stream-timing";

/*
 * Plays a lesson video's HLS stream in a <video> (decision 040): the browser's own HLS on Apple
 * devices (and wherever Media Source Extensions are missing), hls.js elsewhere — imported here
 * when the viewer first reaches for the player (the page plays its MP4 until then), so no page's
 * first load carries it and a visitor who never plays never pays for it.
 *
 * Segment URLs are signed for minutes. The player fetches the playlists again, keeping the
 * position, when a segment is refused (403) and, before meeting that, when playback resumes after
 * a pause longer than the URLs' slack. Three failures within a minute give up (`onFailure`).
 */

export type StreamEngine = "native" | "hls.js" | "none";

interface BrowserTraits {
  canPlayNative: boolean;
  hasMediaSource: boolean;
  isApple: boolean;
}

/**
 * How this browser plays HLS. Chromium answers "maybe" to the HLS type too (on Android for years,
 * on desktop lately), yet plays it less well than hls.js; Safari's own player is the better one
 * on Apple devices (and the only one on older iPhones). So: native on Apple or where there is no
 * Media Source, hls.js elsewhere, the MP4 when neither works.
 */
export function chooseEngine({ canPlayNative, hasMediaSource, isApple }: BrowserTraits): StreamEngine {
  if (canPlayNative && (isApple || !hasMediaSource)) return "native";
  if (hasMediaSource) return "hls.js";
  return "none";
}

export function browserTraits(video: HTMLVideoElement): BrowserTraits {
  return {
    canPlayNative: video.canPlayType("application/vnd.apple.mpegurl") !== "",
    hasMediaSource: "MediaSource" in window || "ManagedMediaSource" in window,
    // Every browser on iOS is WebKit and says so.
    isApple: /^Apple/.test(navigator.vendor),
  };
}

interface Session {
  stop(): void;
}

/** How many recoveries within `FAILURE_WINDOW_MS` mean the stream cannot be played. */
const MAX_FAILURES = 3;
const FAILURE_WINDOW_MS = 60_000;
/** Resuming after a pause this long refreshes the playlists first (a margin under the slack). */
const LONG_PAUSE_MS = (SEGMENT_URL_SLACK_SECONDS - 60) * 1000;

/** Starts the stream in `video`; returns what stops it. Does nothing when `engine` is "none". */
export function playStream(
  video: HTMLVideoElement,
  masterUrl: string,
  engine: StreamEngine,
  onFailure: () => void,
  /**
   * Where the stream starts (a buyer's saved place, decision 043), asked when hls.js has arrived
   * (the viewer may have started over meanwhile); else where the element stands.
   */
  startAt: () => number = () => 0,
): () => void {
  if (engine === "none") return () => {};
  let session: Session | null = null;
  let stopped = false;
  let generation = 0;
  let failures: number[] = [];
  let wantsToPlay = false;
  let pausedAt: number | null = null;

  // Where the element stands and whether it plays are read once the engine is here: the viewer
  // may have started (or moved) the MP4 the page came with while hls.js was on its way.
  const start = async (from: () => number) => {
    const current = ++generation;
    session?.stop();
    session = null;
    // The light build: no subtitle renditions or DRM; subtitles are <track>s of the element.
    const Hls = engine === "hls.js" ? (await import("hls.js/light")).default : null;
    // Stopped, or restarted again, while hls.js was being fetched.
    if (stopped || current !== generation) return;
    const position = Math.max(video.currentTime, from());
    const resume = wantsToPlay || !video.paused;
    session = Hls
      ? startHlsJs(Hls, video, masterUrl, position, resume, recover)
      : startNative(video, masterUrl, position, resume, recover);
  };
  function recover() {
    const now = Date.now();
    failures = failures.filter((time) => now - time < FAILURE_WINDOW_MS);
    if (failures.length >= MAX_FAILURES) {
      session?.stop();
      session = null;
      onFailure();
      return;
    }
    failures.push(now);
    void start(() => 0);
  }
  const onPlay = () => {
    wantsToPlay = true;
    const longPause = pausedAt !== null && Date.now() - pausedAt > LONG_PAUSE_MS;
    pausedAt = null;
    if (longPause) void start(() => 0);
  };
  const onPause = () => {
    wantsToPlay = false;
    pausedAt = Date.now();
  };
  video.addEventListener("play", onPlay);
  video.addEventListener("pause", onPause);
  wantsToPlay = !video.paused;
  void start(startAt);
  return () => {
    stopped = true;
    video.removeEventListener("play", onPlay);
    video.removeEventListener("pause", onPause);
    session?.stop();
  };
}

function resumeAt(video: HTMLVideoElement, position: number, resume: boolean) {
  const seek = () => {
    if (position > 0) video.currentTime = position;
    if (resume) void video.play().catch(() => {});
  };
  video.addEventListener("loadedmetadata", seek, { once: true });
  return () => video.removeEventListener("loadedmetadata", seek);
}

/** The browser's own HLS: a refused segment ends in the element's `error` event. */
function startNative(
  video: HTMLVideoElement,
  url: string,
  position: number,
  resume: boolean,
  recover: () => void,
): Session {
  const cancelSeek = resumeAt(video, position, resume);
  video.addEventListener("error", recover);
  video.src = url;
  return {
    stop() {
      cancelSeek();
      video.removeEventListener("error", recover);
    },
  };
}

type HlsJs = typeof import("hls.js/light").default;

function startHlsJs(
  Hls: HlsJs,
  video: HTMLVideoElement,
  url: string,
  position: number,
  resume: boolean,
  recover: () => void,
): Session {
  const fragment = Hls.DefaultConfig.fragLoadPolicy.default;
  const hls = new Hls({
    // Loading starts below, at the place (see there).
    autoStartLoad: false,
    capLevelToPlayerSize: true,
    fragLoadPolicy: {
      default: {
        ...fragment,
        // A refused segment (its URL expired) is not retried as is: the playlists are fetched again.
        errorRetry: fragment.errorRetry && {
          ...fragment.errorRetry,
          shouldRetry: (_config, _count, _timeout, response, retry) => response?.code !== 403 && retry,
        },
      },
    },
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
    else recover();
  });
  // Until its first segment is in, the element holds no data: a seek then only sets where the
  // element is to start (its default playback start position, which is also what it reads as its
  // time), and the browser goes there once the metadata is in. So the place is set on the element,
  // a viewer's move meanwhile replaces it, and hls.js loads from whichever stands when the
  // playlists are in without seeking anywhere itself (it follows the browser's seek).
  hls.once(Hls.Events.MANIFEST_PARSED, () => {
    hls.startLoad(video.currentTime > 0 ? video.currentTime : -1, true);
    if (resume) void video.play().catch(() => {});
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  if (position > 0) video.currentTime = position;
  return { stop: () => hls.destroy() };
}
