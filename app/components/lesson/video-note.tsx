import { Link } from "react-router";
import { imageSrc, imageSrcSet } from "~/catalog/image-urls";
import type { LessonDetail } from "~/catalog/types";
import { usePrice } from "~/components/catalog/format";
import { filledButton } from "~/components/ui/button.css";
import { Icon } from "~/components/ui/icon";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./lesson.css";
import { buyPath } from "./price-card";

/**
 * A tab's video that the viewer cannot play: the poster with the way to buy it when it is locked
 * (a visitor is sent to sign in first and comes back to it), or a note that the master has not
 * added it.
 */
export function VideoNote({
  locked,
  lesson,
  tab,
  signedIn,
  coupon,
}: {
  /** Locked for this viewer; else the lesson has no such video. */
  locked: boolean;
  lesson: LessonDetail;
  tab: "trailer" | "full" | "tips";
  signedIn: boolean;
  coupon: { code: string } | null;
}) {
  const t = useT();
  const href = useLocalizedHref();
  const price = usePrice();
  if (!locked) {
    return (
      <div className={styles.videoEmpty}>
        <Icon name="play" size={32} />
        <p>{t("lessons.lesson.noVideo")}</p>
      </div>
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
        <Link to={href(buyPath(lesson.slug, coupon))} className={filledButton}>
          {t(signedIn ? "lessons.lesson.locked.buy" : "lessons.lesson.locked.login")}
        </Link>
      </div>
    </div>
  );
}
