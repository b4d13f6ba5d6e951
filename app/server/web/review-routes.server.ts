/**
 * The lesson page's side of reviews: what the page offers its viewer, and its `intent=review`
 * action (POST/redirect/GET with a success flash; 400 with the messages and what was typed).
 */
import type { RouterContextProvider } from "react-router";
import { formValues } from "~/forms/form-data";
import type { Reviewer } from "~/forms/review-limits";
import type { User } from "../auth/users.server";
import type { PurchaseCheck } from "../commerce/purchases.server";
import { lessonIdBySlug, reviewerOf, saveReview } from "../commerce/reviews.server";
import { withDatabase } from "../context.server";
import { readFormData } from "../http/form-request.server";
import { badRequest, notFound, redirectWithFlash, refused } from "../http/responses.server";
import { requireUser } from "./current-user.server";

type Context = Readonly<RouterContextProvider>;

/**
 * What the review part of the lesson page shows this viewer (the form only to a buyer);
 * `purchased` answers whether they bought it.
 */
export function lessonReviewer(
  context: Context,
  viewer: Pick<User, "id"> | null,
  lesson: { id: number; master: { id: number } },
  purchased?: PurchaseCheck,
): Promise<Reviewer> {
  if (!viewer) return Promise.resolve({ role: "visitor" });
  return withDatabase(context, (db) =>
    reviewerOf(db, viewer.id, { id: lesson.id, masterId: lesson.master.id }, purchased),
  );
}

/** What a refused review answers: the page shows it in the review form. */
export interface ReviewFailure {
  intent: "review";
  errors: Record<string, string>;
  values: Record<string, string>;
}

/**
 * Saves the signed-in user's review of the lesson `slug`. A visitor is sent to log in; someone who
 * did not buy the lesson (or wrote it) gets 403 and nothing is stored; bad fields get 400.
 */
export async function reviewAction(context: Context, request: Request, slug: string) {
  const user = requireUser(context, request);
  const form = await readFormData(request);
  if (form.get("intent") !== "review") badRequest();
  const { intent: _, ...values } = formValues(form);
  return withDatabase(context, async (db) => {
    const lessonId = await lessonIdBySlug(db, slug);
    if (lessonId === null) notFound();
    const saved = await saveReview(db, user, lessonId, { rating: values.rating, text: values.text });
    if (!saved.ok) {
      if (saved.refusal === "not-found") notFound();
      return refused(
        saved.errors,
        values,
        { intent: "review" as const } satisfies Omit<ReviewFailure, "errors" | "values">,
        {
          status: saved.refusal ? 403 : 400,
        },
      );
    }
    return redirectWithFlash(
      context,
      request,
      `/lessons/${encodeURIComponent(slug)}#reviews`,
      saved.value.created ? "reviews.flash.created" : "reviews.flash.updated",
    );
  });
}
