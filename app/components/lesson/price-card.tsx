import type { LessonDetail } from "~/catalog/types";
import { usePrice } from "~/components/catalog/format";
import { SaveButton, SignInToSave } from "~/components/social/save-button";
import { filledButton } from "~/components/ui/button.css";
import { Icon } from "~/components/ui/icon";
import { PageLink } from "~/components/ui/page-link";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./lesson.css";
import type { VideoStates } from "./tabs";

/**
 * The lesson page's price card: the price (with a shared link's coupon, decision 047), or "yours"
 * for a buyer; what the lesson includes; the way to buy or watch it; and the heart (decision 045:
 * a sign-in link for a visitor, none on a draft).
 */
export function PriceCard({
  lesson,
  videos,
  coupon,
  bought,
  saved,
}: {
  lesson: LessonDetail;
  videos: VideoStates;
  coupon: { code: string; finalCents: number } | null;
  /** A buyer of a paid lesson: it is theirs, its price is not shown again. */
  bought: boolean;
  /** Whether the signed-in viewer saved it; null for a visitor. */
  saved: boolean | null;
}) {
  const t = useT();
  const href = useLocalizedHref();
  const price = usePrice();
  const lessonPath = href(`/lessons/${encodeURIComponent(lesson.slug)}`);
  return (
    <>
      {bought ? (
        <>
          <p className={styles.priceLabel}>{t("lessons.lesson.yours")}</p>
          <p className={styles.price} data-owned>
            {t("lessons.lesson.bought")}
          </p>
        </>
      ) : (
        <>
          <p className={styles.priceLabel}>{t("catalog.price")}</p>
          <p className={styles.price} data-free={lesson.priceCents === 0 || undefined}>
            {price(lesson.priceCents)}
          </p>
          {coupon ? (
            <p className={styles.couponPrice} data-coupon-price>
              {t("lessons.lesson.couponPrice", { code: coupon.code, price: price(coupon.finalCents) })}
            </p>
          ) : null}
        </>
      )}
      <ul className={styles.includes}>
        {(["trailer", "full", "tips"] as const).map((part) =>
          videos[part] ? (
            <li key={part}>
              <Icon name={videos[part] === "playable" ? "check" : "lock"} size={18} />
              {t(`lessons.lesson.tabs.${part}`)}
            </li>
          ) : null,
        )}
      </ul>
      {videos.full === "locked" || videos.tips === "locked" ? (
        <PageLink to={href(buyPath(lesson.slug, coupon))} className={filledButton}>
          {t("lessons.lesson.locked.buy")}
        </PageLink>
      ) : videos.full === "playable" ? (
        <PageLink to={`${lessonPath}?tab=full#tabs`} className={filledButton}>
          <Icon name="play" size={18} />
          {t("lessons.lesson.watch")}
        </PageLink>
      ) : null}
      {!lesson.published ? null : saved === null ? (
        <SignInToSave slug={lesson.slug} />
      ) : (
        <SaveButton slug={lesson.slug} title={lesson.title} saved={saved} variant="page" />
      )}
    </>
  );
}

/** A lesson's purchase page, with a shared link's code along (decision 047). */
export const buyPath = (slug: string, coupon: { code: string } | null): string =>
  `/lessons/${encodeURIComponent(slug)}/buy${coupon ? `?coupon=${encodeURIComponent(coupon.code)}` : ""}`;
