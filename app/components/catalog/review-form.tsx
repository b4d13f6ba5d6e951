import { Form, useActionData } from "react-router";
import { TextAreaField } from "~/components/office-profile/fields";
import { Notice } from "~/components/ui/auth-card";
import * as fieldStyles from "~/components/ui/field.css";
import { Icon, iconHref } from "~/components/ui/icon";
import { SubmitButton } from "~/components/ui/submit-button";
import type { FieldErrors } from "~/forms/form-data";
import { REVIEW_RATINGS, REVIEW_TEXT_MAX, type Reviewer } from "~/forms/review-limits";
import { useValidatedForm } from "~/forms/use-validated-form";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./review-form.css";

// Imported once the page runs: most readers of a lesson page are not its buyers (zod is 24 KB).
const loadReviewSchema = () => import("~/forms/review").then((module) => module.reviewSchema);

/** A refused save, as the lesson page's action answers it: messages (translation keys) and input. */
interface Failure {
  intent: "review";
  errors: FieldErrors;
  values: Record<string, string>;
}

const isFailure = (value: unknown): value is Failure =>
  typeof value === "object" && value !== null && (value as { intent?: unknown }).intent === "review";

/**
 * The buyer's review of the lesson: five stars (radio buttons: arrow keys move between them) and
 * an optional text; their own review fills it in to be edited. A plain POST form (`intent=review`),
 * so it works without JavaScript. A visitor sees nothing, a signed-in non-buyer one line.
 */
export function ReviewForm({ reviewer }: { reviewer: Reviewer }) {
  const t = useT();
  const actionData = useActionData();
  const failure = isFailure(actionData) ? actionData : null;
  if (reviewer.role === "visitor") return null;
  if (reviewer.role !== "buyer") {
    return (
      <div className={styles.note} id="your-review">
        <Icon name={reviewer.role === "author" ? "pencil" : "lock"} size={18} />
        <p>{t(reviewer.role === "author" ? "reviews.form.ownLesson" : "reviews.form.buyersOnly")}</p>
      </div>
    );
  }
  // A fresh form once the first save made it an edit.
  return <BuyerForm key={reviewer.review ? "edit" : "new"} review={reviewer.review} failure={failure} />;
}

function BuyerForm({
  review,
  failure,
}: {
  review: { rating: number; text: string } | null;
  failure: Failure | null;
}) {
  const t = useT();
  const { errors, onBlur, onSubmit } = useValidatedForm(loadReviewSchema, failure?.errors);
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
