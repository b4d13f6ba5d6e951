import { Suspense } from "react";
import { Link } from "react-router";
import { imageSrc, imageSrcSet } from "~/catalog/image-urls";
import type { LessonDetail } from "~/catalog/types";
import { usePrice } from "~/components/catalog/format";
import { filledButton } from "~/components/ui/button.css";
import { Icon } from "~/components/ui/icon";
import { lazyComponent } from "~/components/ui/lazy-component";
import { useT } from "~/i18n/use-t";
import type { LessonVideo } from "~/server/catalog/lesson-access.server";
import type { SubtitleTrack } from "~/server/catalog/lesson-subtitles.server";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./lesson.css";
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
 * The player of the chosen tab: the video when the viewer may watch it (`canWatch`; the full
 * video's element is `#lesson-video-full`, which step links seek), the poster
 * with the way to buy it when locked, or a note that the master has not added it.
 */
export function VideoPanel({
  video,
  lesson,
  tab,
  tracks = [],
  signedIn,
  buyHref,
  progress = null,
}: {
  video: LessonVideo | null;
  lesson: LessonDetail;
  tab: "trailer" | "full" | "tips";
  /** The video's subtitles (decision 044). */
  tracks?: SubtitleTrack[];
  signedIn: boolean;
  /** The purchase page (a visitor is sent to log in first and comes back to it). */
  buyHref: string;
  /** The full video of a buyer: where its position is saved, and where it continues from. */
  progress?: { url: string; resumeSeconds: number | null } | null;
}) {
  const t = useT();
  const price = usePrice();
  if (!video) {
    return (
      <div className={styles.videoEmpty}>
        <Icon name="play" size={32} />
        <p>{t("lessons.lesson.noVideo")}</p>
      </div>
    );
  }
  if (video.state === "playable") {
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
  return (
    <div className={styles.locked}>
      {lesson.poster ? (
        <img
          className={styles.lockedPoster}
          src={imageSrc(lesson.poster)}
          srcSet={imageSrcSet(lesson.poster)}
          sizes="(min-width: 1100px) 760px, 100vw"
          width={lesson.poster.width}
          height={lesson.poster.height}
          fetchPriority="high"
          alt=""
        />
      ) : null}
      <div className={styles.lockedBody}>
        <span className={styles.lockIcon} aria-hidden="true">
          <Icon name="lock" size={28} />
        </span>
        <h3 className={styles.lockedTitle}>{t("lessons.lesson.locked.title")}</h3>
        <p className={styles.lockedText}>
          {t(`lessons.lesson.locked.${tab === "tips" ? "textTips" : "text"}`)}
        </p>
        <p className={styles.lockedPrice}>
          <span className={visuallyHidden}>{t("catalog.price")}: </span>
          {price(lesson.priceCents)}
        </p>
        <Link to={buyHref} className={filledButton}>
          {t(signedIn ? "lessons.lesson.locked.buy" : "lessons.lesson.locked.login")}
        </Link>
      </div>
    </div>
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
