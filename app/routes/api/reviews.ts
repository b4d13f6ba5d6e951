import { imageSrc } from "~/catalog/image-urls";
import type { Review } from "~/catalog/types";
import { isLocale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import { bearerUser, detail, endpoint, json, translateErrors } from "~/server/api/endpoint.server";
import { getLesson } from "~/server/catalog/lessons.server";
import {
  lessonIdBySlug,
  lessonReviews,
  type SavedReview,
  saveReview,
} from "~/server/commerce/reviews.server";
import { getServices, publicOrigin } from "~/server/context.server";
import { apiError } from "~/server/http/api.server";
import type { Route } from "./+types/reviews";

const PAGE_SIZE = 20;

const reviewItem = (origin: string, review: Review) => ({
  id: review.id,
  rating: review.rating,
  text: review.text,
  created_at: review.createdAt,
  author: {
    username: review.author.username,
    full_name: review.author.fullName,
    avatar: review.author.avatar ? `${origin}${imageSrc(review.author.avatar)}` : null,
  },
});

const savedItem = (slug: string, review: SavedReview) => ({
  id: review.id,
  lesson: slug,
  rating: review.rating,
  text: review.text,
  created_at: review.createdAt,
  updated_at: review.updatedAt,
});

/**
 * A lesson's reviews: GET /api/{locale}/api/lessons/{slug}/reviews/?page=N → `{count, next,
 * previous, results}`, the newest first (a draft or unknown lesson is a 404). POST with a bearer
 * token and `{rating, text}` creates (201) or edits (200) the caller's review; only a buyer of the
 * lesson may (403 `{detail}` otherwise); bad fields are 400 `{field: [message]}` in the URL's language.
 */
function handle({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const { locale, slug } = params;
  if (!isLocale(locale)) return apiError(null, 404, "notFound");
  return endpoint(
    context,
    request,
    ["GET", "POST"],
    async (body, db) => {
      if (request.method === "GET") {
        const lesson = await getLesson(db, locale, slug);
        if (!lesson?.published) return apiError(locale, 404, "notFound");
        const url = new URL(request.url);
        const asked = url.searchParams.get("page") ?? "1";
        const page = /^\d{1,6}$/.test(asked) && Number(asked) > 0 ? Number(asked) : 0;
        if (page === 0) return apiError(locale, 404, "invalidPage");
        const { count, results } = await lessonReviews(db, lesson.id, { page, pageSize: PAGE_SIZE });
        const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
        if (page > pages) return apiError(locale, 404, "invalidPage");
        const origin = publicOrigin(getServices(context));
        const link = (number: number) =>
          `${origin}/api/${locale}/api/lessons/${encodeURIComponent(lesson.slug)}/reviews/?page=${number}`;
        return json({
          count,
          next: page < pages ? link(page + 1) : null,
          previous: page > 1 ? link(page - 1) : null,
          results: results.map((review) => reviewItem(origin, review)),
        });
      }
      const user = await bearerUser(request, context);
      if (user instanceof Response) return user;
      const lessonId = await lessonIdBySlug(db, slug);
      if (lessonId === null) return apiError(locale, 404, "notFound");
      const saved = await saveReview(db, user, lessonId, { rating: body.rating, text: body.text });
      if (saved.ok) return json(savedItem(slug, saved.value), saved.value.created ? 201 : 200);
      if (saved.refusal === "not-found") return apiError(locale, 404, "notFound");
      if (saved.refusal) return detail(serverI18n(locale).t(saved.errors.form ?? ""), 403);
      return json(translateErrors(saved.errors, locale), 400);
    },
    { limited: false },
  );
}

export const loader = handle;
export const action = handle;
