import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { formatStepTime, stepSeconds } from "~/catalog/step-time";
import type { LessonStep } from "~/catalog/types";
import { useT } from "~/i18n/use-t";
import * as styles from "./lesson-steps.css";

/** The full video's player, whichever component draws it, keeps this id. */
export const FULL_VIDEO_ID = "lesson-video-full";

const fullVideo = () => document.getElementById(FULL_VIDEO_ID) as HTMLVideoElement | null;

/** Seeks the full video to `seconds` and plays it; false when there is no player on the page. */
function playFrom(seconds: number): boolean {
  const video = fullVideo();
  if (!video) return false;
  video.currentTime = seconds;
  video.play().catch(() => {
    // Autoplay refused (no gesture, data saver): the video waits at the moment, paused.
  });
  if (video.getBoundingClientRect().top < 0) video.scrollIntoView({ block: "nearest" });
  return true;
}

/** The step playing at `seconds`: the last one that started. */
const stepAt = (steps: readonly LessonStep[], seconds: number) =>
  steps.findLastIndex((step) => stepSeconds(step.startMs) <= seconds + 0.05);

/**
 * The full video's steps under its player. For whoever may watch it each step is a link to its
 * moment: the signed file with a `#t=` media fragment, which a browser opens at that second
 * without JavaScript; with it, the click seeks the player instead, and "Repeat" loops the step
 * (from its start to the next step's). Everyone else sees the titles, which tell what the lesson
 * teaches. `?t=<seconds>` in the page's address (the structured data's clips) starts there too.
 */
export function LessonSteps({
  steps,
  src,
}: {
  steps: readonly LessonStep[];
  /** The full video's signed URL; null when the viewer may not watch it. */
  src: string | null;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [repeating, setRepeating] = useState<number | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const playable = src !== null;

  useEffect(() => {
    if (!playable) return;
    const start = Number(new URLSearchParams(window.location.search).get("t"));
    if (!Number.isFinite(start) || start <= 0) return;
    const video = fullVideo();
    if (video) video.currentTime = start;
    // A player that loads its source later (hls.js) starts from where its video stands once it has it.
    const onMetadata = (event: Event) => {
      const target = event.target as HTMLVideoElement | null;
      if (target?.id !== FULL_VIDEO_ID) return;
      if (target.currentTime < start) target.currentTime = start;
      document.removeEventListener("loadedmetadata", onMetadata, true);
    };
    document.addEventListener("loadedmetadata", onMetadata, true);
    return () => document.removeEventListener("loadedmetadata", onMetadata, true);
  }, [playable]);

  // Media events do not bubble: they are captured on the document, which keeps working when the
  // player swaps its <video> (another source, hls.js attaching).
  const repeatingRef = useRef<number | null>(null);
  useEffect(() => {
    if (!playable) return;
    const isFullVideo = (event: Event) => (event.target as HTMLElement | null)?.id === FULL_VIDEO_ID;
    const onTime = (event: Event) => {
      if (!isFullVideo(event)) return;
      const video = event.target as HTMLVideoElement;
      const index = stepAt(steps, video.currentTime);
      setCurrent(index < 0 ? null : index);
      // The loop: back to the repeated step's start when the next step begins.
      const repeated = repeatingRef.current;
      const next = repeated === null ? undefined : steps[repeated + 1];
      if (repeated !== null && next && video.currentTime >= stepSeconds(next.startMs)) {
        video.currentTime = stepSeconds(steps[repeated]?.startMs ?? 0);
      }
    };
    const onEnded = (event: Event) => {
      // The last step repeats from its start when the video ends.
      const repeated = repeatingRef.current;
      if (!isFullVideo(event) || repeated === null) return;
      playFrom(stepSeconds(steps[repeated]?.startMs ?? 0));
    };
    document.addEventListener("timeupdate", onTime, true);
    document.addEventListener("ended", onEnded, true);
    return () => {
      document.removeEventListener("timeupdate", onTime, true);
      document.removeEventListener("ended", onEnded, true);
    };
  }, [playable, steps]);

  const toggleRepeat = (index: number) => {
    const on = repeating !== index;
    repeatingRef.current = on ? index : null;
    setRepeating(repeatingRef.current);
    if (on) playFrom(stepSeconds(steps[index]?.startMs ?? 0));
  };

  if (steps.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="lesson-steps-title">
      <h3 id="lesson-steps-title" className={styles.title}>
        {t("lessons.lesson.steps.title")}
      </h3>
      <p className={styles.lead}>
        {t(playable ? "lessons.lesson.steps.lead" : "lessons.lesson.steps.lockedLead")}
      </p>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const seconds = stepSeconds(step.startMs);
          const time = formatStepTime(step.startMs);
          const content = (
            <>
              <span className={styles.time}>{time}</span>
              <span>{step.title}</span>
            </>
          );
          return (
            <li key={step.startMs} className={styles.item} data-current={current === index || undefined}>
              {src ? (
                <a
                  href={`${src}#t=${seconds}`}
                  className={styles.step}
                  aria-current={current === index ? "time" : undefined}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    if (playFrom(seconds)) event.preventDefault();
                  }}
                >
                  {content}
                </a>
              ) : (
                <span className={styles.step}>{content}</span>
              )}
              {src && hydrated ? (
                <button
                  type="button"
                  className={styles.repeat}
                  aria-pressed={repeating === index}
                  aria-label={t("lessons.lesson.steps.repeatLabel", { title: step.title })}
                  onClick={() => toggleRepeat(index)}
                >
                  {t("lessons.lesson.steps.repeat")}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
