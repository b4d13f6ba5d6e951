import { Suspense } from "react";
import { imageSrc } from "~/catalog/image-urls";
import type { LessonDetail } from "~/catalog/types";
import { lazyComponent } from "~/components/ui/lazy-component";
import { useT } from "~/i18n/use-t";
import type { LessonVideo } from "~/server/catalog/lesson-access.server";
import type { SubtitleTrack } from "~/server/catalog/lesson-subtitles.server";
import * as playerStyles from "./player.css";

/**
 * The player's code (~4 KB gzip: controls, stream switch, progress, watermark) is not in the
 * lesson page's first load: the page hydrates without it, and the player when it arrives — until
 * then the server's `<video>` plays with the browser's own controls, and `playStream` keeps its
 * place when the stream takes over. It is asked for as soon as this module runs in the browser.
 */
const LessonPlayer = lazyComponent(() => import("./lesson-player").then((module) => module.LessonPlayer), {
  early: true,
});

/**
 * The player of the chosen tab, for a video the viewer may watch (`canWatch`; the full video's
 * element is `#lesson-video-full`, which step links seek). One they cannot is `VideoNote`.
 */
export function VideoPanel({
  video,
  lesson,
  tab,
  tracks = [],
  progress = null,
}: {
  video: Extract<LessonVideo, { state: "playable" }>;
  lesson: LessonDetail;
  tab: "trailer" | "full" | "tips";
  /** The video's subtitles (decision 044). */
  tracks?: SubtitleTrack[];
  /** The full video of a buyer: where its position is saved, and where it continues from. */
  progress?: { url: string; resumeSeconds: number | null } | null;
}) {
  const t = useT();
  const poster = lesson.poster ? imageSrc(lesson.poster) : undefined;
  return (
    <>
      {/* The poster is the page's largest paint: asked for first (React puts this in <head>). */}
      {poster ? <link rel="preload" as="image" href={poster} fetchPriority="high" /> : null}
      <Suspense key={video.hls ?? video.src} fallback={<PlayerFrame />}>
        <LessonPlayer
          id={`lesson-video-${tab}`}
          src={video.src}
          hls={video.hls}
          poster={poster}
          label={`${t(`lessons.lesson.tabs.${tab}`)}: ${lesson.title}`}
          watermark={video.watermark}
          tracks={tracks}
          progress={progress}
        />
      </Suspense>
    </>
  );
}

/** The player's dark 16:9 frame, held while its code arrives on a client-side navigation. */
function PlayerFrame() {
  return (
    <div className={playerStyles.player}>
      <div className={playerStyles.video} />
    </div>
  );
}
