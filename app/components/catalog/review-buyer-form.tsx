import { Form } from "react-router";
import { TextAreaField } from "~/components/office-profile/fields";
import { Notice } from "~/components/ui/auth-card";
import * as fieldStyles from "~/components/ui/field.css";
import { iconHref } from "~/components/ui/icon";
import { SubmitButton } from "~/components/ui/submit-button";
import { REVIEW_RATINGS, REVIEW_TEXT_MAX, reviewSchema } from "~/forms/review";
import { useValidatedForm } from "~/forms/use-validated-form";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import type { ReviewFailure } from "./review-form";
import * as styles from "./review-form.css";

/**
 * The buyer's form, in a module of its own: it brings the form schemas (zod) along, which only a
 * buyer needs, so the lesson page loads them only when it shows this form (review-form.tsx).
 */
export function BuyerForm({
  review,
  failure,
}: {
  review: { rating: number; text: string } | null;
  failure: ReviewFailure | null;
}) {
  const t = useT();
  const { errors, onBlur, onSubmit } = useValidatedForm(reviewSchema, failure?.errors);
  const editing = review !== null;
  const rating = failure?.values.rating ?? (review ? String(review.rating) : "");
  const text = failure?.values.text ?? review?.text ?? "";
  const ratingError = errors.rating;
  return (
    <section id="your-review" className={styles.card} aria-labelledby="your-review-title">
      <div className={styles.head}>
        <h3 id="your-review-title" className={styles.title}>
          {t(editing ? "reviews.form.editTitle" : "reviews.form.title")}
        </h3>
        <p className={styles.lead}>{t(editing ? "reviews.form.editLead" : "reviews.form.lead")}</p>
      </div>
      {errors.form ? <Notice tone="error">{t(errors.form)}</Notice> : null}
      <Form
        method="post"
        noValidate
        className={styles.form}
        onBlur={onBlur}
        onSubmit={onSubmit}
        preventScrollReset
      >
        <input type="hidden" name="intent" value="review" />
        <fieldset
          className={styles.fieldset}
          aria-describedby={ratingError ? "review-rating-error" : undefined}
          data-invalid={ratingError ? "" : undefined}
        >
          <legend className={styles.legend}>{t("reviews.form.rating")}</legend>
          <div className={styles.stars}>
            {REVIEW_RATINGS.map((value) => (
              <label key={value} className={styles.star} data-star={value}>
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  className={styles.radio}
                  defaultChecked={rating === String(value)}
                  required
                  aria-invalid={ratingError ? true : undefined}
                />
                <svg className={styles.starIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <use href={iconHref("rating-star")} />
                </svg>
                <span className={visuallyHidden}>{t(`reviews.form.stars.${value}`)}</span>
              </label>
            ))}
            {REVIEW_RATINGS.map((value) => (
              <span key={value} className={styles.choice} data-choice={value} aria-hidden="true">
                {t(`reviews.form.stars.${value}`)}
              </span>
            ))}
          </div>
          {ratingError ? (
            <p id="review-rating-error" className={fieldStyles.error} role="alert">
              {t(ratingError)}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          name="text"
          label={t("reviews.form.text")}
          hint={t("reviews.form.textHint")}
          defaultValue={text}
          error={errors.text}
          max={REVIEW_TEXT_MAX}
          rows={5}
        />
        <div className={styles.actions}>
          <SubmitButton name="intent" value="review">
            {t(editing ? "reviews.form.save" : "reviews.form.submit")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
