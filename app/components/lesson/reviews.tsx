import { imageSrc, imageSrcSet } from "~/catalog/image-urls";
import type { Review } from "~/catalog/types";
import { Rating } from "~/components/catalog/rating";
import { Icon } from "~/components/ui/icon";
import { dateFormat } from "~/i18n/formatters";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./lesson.css";

/** The lesson's reviews under their average, newest first. */
export function Reviews({ reviews, count, rating }: { reviews: Review[]; count: number; rating: number }) {
  const t = useT();
  const locale = useLocale();
  const date = dateFormat(locale, { year: "numeric", month: "long", day: "numeric" });
  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-title">
      <div className={styles.reviewsHead}>
        <h2 id="reviews-title" className={styles.sectionTitle}>
          {t("lessons.lesson.reviews.title")}
        </h2>
        {count > 0 ? <Rating value={rating} count={count} size="lg" /> : null}
      </div>
      {reviews.length === 0 ? (
        <div className={styles.reviewsEmpty}>
          <Icon name="star" size={28} />
          <div>
            <p className={styles.reviewsEmptyTitle}>{t("lessons.lesson.reviews.empty")}</p>
            <p>{t("lessons.lesson.reviews.emptyText")}</p>
          </div>
        </div>
      ) : (
        <ul className={styles.reviewList}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <div className={styles.reviewHead}>
                {review.author.avatar ? (
                  <img
                    className={styles.reviewAvatar}
                    src={imageSrc(review.author.avatar)}
                    srcSet={imageSrcSet(review.author.avatar)}
                    sizes="44px"
                    width={44}
                    height={44}
                    alt=""
                    loading="lazy"
                  />
                ) : (
                  <span className={styles.reviewAvatar} aria-hidden="true">
                    {Array.from(review.author.fullName.trim())[0]?.toUpperCase() ?? "?"}
                  </span>
                )}
                <div>
                  <p className={styles.reviewAuthor}>{review.author.fullName}</p>
                  <time className={styles.reviewDate} dateTime={review.createdAt}>
                    {date.format(new Date(review.createdAt))}
                  </time>
                </div>
                <Rating value={review.rating} />
              </div>
              {review.text ? <p className={styles.reviewText}>{review.text}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
