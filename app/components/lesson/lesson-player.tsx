import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { numberFormat } from "~/i18n/formatters";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./player.css";
import { addressAsksForMoment, saveProgressWhilePlaying } from "./progress-beacon";
import { browserTraits, chooseEngine, playStream } from "./stream-playback";
import { Watermark } from "./watermark";

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** How far the arrow keys move. */
const SEEK_STEP_SECONDS = 5;

/** `m:ss`, or `h:mm:ss` from an hour on. */
export function clock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

interface Track {
  index: number;
  label: string;
}

/** The element's subtitle and caption tracks (the <track>s the page gives it). */
function subtitleTracks(video: HTMLVideoElement): Track[] {
  return Array.from(video.textTracks)
    .map((track, index) => ({ track, index }))
    .filter(({ track }) => track.kind === "subtitles" || track.kind === "captions")
    .map(({ track, index }) => ({ index, label: track.label || track.language }));
}

type FullscreenDocument = Document & { webkitFullscreenElement?: Element; webkitFullscreenEnabled?: boolean };
type FullscreenElement = HTMLElement & { webkitRequestFullscreen?: () => void };

/**
 * A lesson video (decision 040). Without JavaScript: the browser's own player on an MP4 signed for
 * the viewer (`src`). With it, the same element plays the HLS stream (`hls`) when there is one,
 * under the site's controls: play, position, time, sound, speed 0.5×–2×, subtitles (when the
 * video has any), and full screen of the whole player, so the watermark (`watermark`, the
 * viewer's name over a paid video) stays over the picture there too. Every control is a button,
 * slider or list, reached with Tab; inside the player K plays or pauses, M mutes, F goes full
 * screen, and the arrow keys move 5 s.
 */
export function LessonPlayer({
  id,
  src,
  hls,
  poster,
  label,
  watermark,
  tracks: subtitleFiles = [],
  progress = null,
}: {
  id: string;
  src: string;
  hls: string | null;
  poster?: string;
  label: string;
  watermark: string | null;
  /** Subtitle files (`<track>`s); the page's language is on by default, also without JavaScript. */
  tracks?: { language: string; label: string; src: string }[];
  /**
   * A buyer's full video (decision 043): `url` receives the position while it plays; it continues
   * from `resumeSeconds` — without JavaScript through a `#t=` media fragment on `src`, with it by
   * a seek once the video knows its length, with a note and a way to start over.
   */
  progress?: { url: string; resumeSeconds: number | null } | null;
}) {
  const t = useT();
  const locale = useLocale();
  const playerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  // The server's page (and one without JavaScript) keeps the browser's controls.
  const [enhanced, setEnhanced] = useState(false);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [muted, setMuted] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [tracks, setTracks] = useState<Track[]>([]);
  const [shownTrack, setShownTrack] = useState(-1);
  const [fullscreen, setFullscreen] = useState(false);
  const [canFullscreen, setCanFullscreen] = useState(false);
  const resumeAt = progress?.resumeSeconds ?? null;
  const [resumed, setResumed] = useState<number | null>(null);
  const progressUrl = progress?.url ?? null;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !progressUrl) return;
    return saveProgressWhilePlaying(video, progressUrl);
  }, [progressUrl]);

  // Continue where the buyer stopped, unless the address asks for a step's moment: on the first
  // source's metadata, and again when hls.js swaps in the stream, until the viewer plays, moves or
  // starts over.
  const resumeDone = useRef(false);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || resumeAt === null || addressAsksForMoment(window.location)) return;
    const seek = () => {
      if (resumeDone.current) return;
      if (video.currentTime < resumeAt - 1) video.currentTime = resumeAt;
      setResumed(resumeAt);
    };
    const played = () => {
      resumeDone.current = true;
    };
    if (video.readyState >= 1) seek();
    video.addEventListener("loadedmetadata", seek);
    video.addEventListener("playing", played);
    return () => {
      video.removeEventListener("loadedmetadata", seek);
      video.removeEventListener("playing", played);
    };
  }, [resumeAt]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setEnhanced(true);
    const doc = document as FullscreenDocument;
    setCanFullscreen(Boolean(doc.fullscreenEnabled || doc.webkitFullscreenEnabled));
    const sync = () => {
      setPlaying(!video.paused);
      // While the stream takes over from the page's MP4 the element holds no data for a moment:
      // the bar keeps the known length and place rather than falling to 0:00 under the viewer.
      if (video.readyState > HTMLMediaElement.HAVE_NOTHING) {
        setPosition(video.currentTime);
        setDuration(Number.isFinite(video.duration) ? video.duration : 0);
      }
      setMuted(video.muted);
      setSpeed(video.playbackRate);
    };
    const syncTracks = () => {
      setTracks(subtitleTracks(video));
      setShownTrack(Array.from(video.textTracks).findIndex((track) => track.mode === "showing"));
    };
    const events = [
      "play",
      "pause",
      "timeupdate",
      "durationchange",
      "loadedmetadata",
      "volumechange",
      "ratechange",
      "seeked",
      "emptied",
    ];
    for (const name of events) video.addEventListener(name, sync);
    video.textTracks.addEventListener("addtrack", syncTracks);
    video.textTracks.addEventListener("removetrack", syncTracks);
    video.textTracks.addEventListener("change", syncTracks);
    const onFullscreen = () => {
      const current = doc.fullscreenElement ?? doc.webkitFullscreenElement;
      setFullscreen(current !== undefined && current !== null && current === playerRef.current);
    };
    document.addEventListener("fullscreenchange", onFullscreen);
    document.addEventListener("webkitfullscreenchange", onFullscreen);
    sync();
    syncTracks();
    return () => {
      for (const name of events) video.removeEventListener(name, sync);
      video.textTracks.removeEventListener("addtrack", syncTracks);
      video.textTracks.removeEventListener("removetrack", syncTracks);
      video.textTracks.removeEventListener("change", syncTracks);
      document.removeEventListener("fullscreenchange", onFullscreen);
      document.removeEventListener("webkitfullscreenchange", onFullscreen);
    };
  }, []);

  // The stream (and hls.js with it) starts when the viewer first reaches for the player — a
  // pointer over or on it, focus in it, or the video starting by other means (a step's link) — not
  // when the page hydrates: hls.js and the first segments cost a phone ~100 KB and a long task
  // that a visitor who never plays should not pay. Until then the element has the page's MP4.
  const stopStream = useRef<(() => void) | null>(null);
  const startStream = useCallback(() => {
    const video = videoRef.current;
    if (!video || !hls || stopStream.current) return;
    // The stream starts at the saved place itself (hls.js would otherwise start at 0), unless the
    // viewer has played or started over by the time hls.js arrives.
    const startAt = () =>
      resumeAt !== null && !resumeDone.current && !addressAsksForMoment(window.location) ? resumeAt : 0;
    stopStream.current = playStream(
      video,
      hls,
      chooseEngine(browserTraits(video)),
      () => setFailed(true),
      startAt,
    );
  }, [hls, resumeAt]);
  const startOver = () => {
    resumeDone.current = true;
    const video = videoRef.current;
    if (video) video.currentTime = 0;
    setResumed(null);
    // A stream already on its way was asked to load from the saved place: start it again, from
    // the beginning.
    if (video && stopStream.current) {
      const wasPlaying = !video.paused;
      stopStream.current();
      stopStream.current = null;
      startStream();
      if (wasPlaying) void video.play().catch(() => {});
    }
  };
  useEffect(() => {
    const video = videoRef.current;
    video?.addEventListener("play", startStream);
    return () => {
      video?.removeEventListener("play", startStream);
      stopStream.current?.();
      stopStream.current = null;
    };
  }, [startStream]);

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => {});
    else video.pause();
  }, []);
  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    // The viewer has chosen a place: the saved one no longer applies.
    resumeDone.current = true;
    video.currentTime = seconds;
    // No event says so while the element has no data (the stream taking over).
    setPosition(seconds);
  };
  const seekBy = (seconds: number) => {
    const video = videoRef.current;
    // `duration` is the known length while the stream takes over (the element's is unknown then).
    if (video) seekTo(Math.max(0, Math.min(video.currentTime + seconds, video.duration || duration)));
  };
  const toggleMute = () => {
    const video = videoRef.current;
    if (video) video.muted = !video.muted;
  };
  const toggleFullscreen = () => {
    const doc = document as FullscreenDocument;
    const player = playerRef.current as FullscreenElement | null;
    if (!player) return;
    if (doc.fullscreenElement || doc.webkitFullscreenElement) void document.exitFullscreen?.();
    else if (player.requestFullscreen) void player.requestFullscreen().catch(() => {});
    else player.webkitRequestFullscreen?.();
  };
  const chooseTrack = (chosen: number) => {
    const video = videoRef.current;
    if (!video) return;
    Array.from(video.textTracks).forEach((track, index) => {
      track.mode = index === chosen ? "showing" : "disabled";
    });
    setShownTrack(chosen);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!enhanced || event.altKey || event.ctrlKey || event.metaKey) return;
    const tag = (event.target as HTMLElement).tagName;
    // Sliders and lists use these keys themselves.
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
    const actions: Record<string, () => void> = {
      k: togglePlay,
      m: toggleMute,
      f: toggleFullscreen,
      ArrowLeft: () => seekBy(-SEEK_STEP_SECONDS),
      ArrowRight: () => seekBy(SEEK_STEP_SECONDS),
    };
    const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action || (!canFullscreen && event.key.toLowerCase() === "f")) return;
    event.preventDefault();
    action();
  };

  // "1.5×" in English, "1,5×" in German: the sign is the same in every language.
  const speedText = (value: number) => `${numberFormat(locale, { maximumFractionDigits: 2 }).format(value)}×`;
  const timeText = t("player.time", { current: clock(position), total: clock(duration) });

  return (
    // biome-ignore lint/a11y/useSemanticElements: a player is a group of controls, not a form's fieldset
    <div
      ref={playerRef}
      className={styles.player}
      role="group"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={enhanced ? startStream : undefined}
      onPointerDown={enhanced ? startStream : undefined}
      onFocus={enhanced ? startStream : undefined}
      data-player={enhanced ? "enhanced" : "native"}
    >
      <div className={styles.screen}>
        {/* biome-ignore lint/a11y/useMediaCaption: subtitles are <track>s once a master uploads them */}
        <video
          ref={videoRef}
          id={id}
          className={styles.video}
          controls={!enhanced}
          preload="metadata"
          playsInline
          poster={poster}
          src={resumeAt === null ? src : `${src}#t=${resumeAt}`}
          aria-label={label}
          onClick={enhanced ? togglePlay : undefined}
        >
          {subtitleFiles.map((track) => (
            <track
              key={track.language}
              kind="subtitles"
              srcLang={track.language}
              label={track.label}
              src={track.src}
              default={track.language === locale}
            />
          ))}
        </video>
        {watermark && enhanced ? <Watermark name={watermark} /> : null}
      </div>
      {enhanced ? (
        <div className={styles.bar}>
          <button
            type="button"
            className={styles.button}
            onClick={togglePlay}
            aria-label={t(playing ? "player.pause" : "player.play")}
          >
            <Icon name={playing ? "pause" : "play"} size={22} />
          </button>
          <input
            type="range"
            className={styles.seek}
            min={0}
            max={duration || 0}
            step={1}
            value={Math.min(position, duration || 0)}
            onChange={(event) => seekTo(Number(event.currentTarget.value))}
            aria-label={t("player.seek")}
            aria-valuetext={timeText}
          />
          <span className={styles.time} aria-hidden="true">
            {clock(position)} / {clock(duration)}
          </span>
          <button
            type="button"
            className={styles.button}
            onClick={toggleMute}
            aria-label={t(muted ? "player.unmute" : "player.mute")}
          >
            <Icon name={muted ? "volume-off" : "volume"} size={22} />
          </button>
          <label className={styles.choice}>
            {t("player.speed")}
            <select
              className={styles.select}
              value={String(speed)}
              onChange={(event) => {
                const video = videoRef.current;
                if (video) video.playbackRate = Number(event.currentTarget.value);
              }}
            >
              {SPEEDS.map((value) => (
                <option key={value} value={String(value)}>
                  {speedText(value)}
                </option>
              ))}
            </select>
          </label>
          {tracks.length > 0 ? (
            <label className={styles.choice}>
              {t("player.subtitles")}
              <select
                className={styles.select}
                value={String(shownTrack)}
                onChange={(event) => chooseTrack(Number(event.currentTarget.value))}
              >
                <option value="-1">{t("player.subtitlesOff")}</option>
                {tracks.map((track) => (
                  <option key={track.index} value={String(track.index)}>
                    {track.label}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {canFullscreen ? (
            <button
              type="button"
              className={styles.button}
              onClick={toggleFullscreen}
              aria-label={t(fullscreen ? "player.exitFullscreen" : "player.fullscreen")}
            >
              <Icon name={fullscreen ? "fullscreen-exit" : "fullscreen"} size={22} />
            </button>
          ) : null}
        </div>
      ) : null}
      {enhanced && resumed !== null ? (
        <div className={styles.resume} role="status">
          <span>{t("player.resumed", { time: clock(resumed) })}</span>
          <button type="button" className={styles.resumeButton} onClick={startOver}>
            {t("player.startOver")}
          </button>
        </div>
      ) : null}
      {failed ? (
        <p className={styles.failure} role="alert">
          {t("player.failed")}
        </p>
      ) : null}
    </div>
  );
}
