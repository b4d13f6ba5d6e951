import { lazy, Suspense } from "react";
import { useActionData } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { FieldErrors } from "~/forms/form-data";
import type { Reviewer } from "~/forms/review";
import { useT } from "~/i18n/use-t";
import * as styles from "./review-form.css";

// Loaded when shown: visitors, most of a lesson page's readers, never download it (nor zod).
const BuyerForm = lazy(() => import("./review-buyer-form").then((module) => ({ default: module.BuyerForm })));

/** A refused save, as the lesson page's action answers it: messages (translation keys) and input. */
export interface ReviewFailure {
  intent: "review";
  errors: FieldErrors;
  values: Record<string, string>;
}

const isFailure = (value: unknown): value is ReviewFailure =>
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
  return (
    <Suspense fallback={null}>
      <BuyerForm key={reviewer.review ? "edit" : "new"} review={reviewer.review} failure={failure} />
    </Suspense>
  );
}
