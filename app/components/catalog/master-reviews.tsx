import type { MasterReview } from "~/catalog/types";
import { PageLink } from "~/components/ui/page-link";
import { dateFormat } from "~/i18n/formatters";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./master-reviews.css";
import { Rating } from "./rating";

/**
 * The master page's "Reviews": the master's rating over all reviews of their lessons and the
 * latest reviews, each with its stars, date, text, reviewer and a link to the lesson.
 */
export function MasterReviews({
  reviews,
  rating,
  count,
}: {
  reviews: MasterReview[];
  rating: number;
  count: number;
}) {
  const t = useT();
  const locale = useLocale();
  const href = useLocalizedHref();
  const date = dateFormat(locale, { year: "numeric", month: "long", day: "numeric" });
  return (
    <>
      <div className={styles.summary}>
        <Rating value={rating} count={count} size="lg" />
        <p>{t("reviews.master.lead")}</p>
      </div>
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.card}>
            <div className={styles.head}>
              <Rating value={review.rating} />
              <time className={styles.date} dateTime={review.createdAt}>
                {date.format(new Date(review.createdAt))}
              </time>
            </div>
            {review.text ? <p className={styles.text}>{review.text}</p> : <span />}
            <div className={styles.foot}>
              <span className={styles.author}>{review.author.fullName}</span>
              <PageLink
                to={`${href(`/lessons/${encodeURIComponent(review.lesson.slug)}`)}#reviews`}
                className={styles.lesson}
              >
                <span className={visuallyHidden}>{t("reviews.master.lesson")}: </span>
                {review.lesson.title}
              </PageLink>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
