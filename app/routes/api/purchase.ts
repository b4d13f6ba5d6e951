import { isLocale, type Locale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import { bearerUser, detail, endpoint, json } from "~/server/api/endpoint.server";
import { getLesson } from "~/server/catalog/lessons.server";
import { IDEMPOTENCY_KEY, IdempotencyConflict } from "~/server/commerce/idempotency.server";
import { type PurchaseOutcome, purchaseLesson } from "~/server/commerce/purchases.server";
import { getServices } from "~/server/context.server";
import { apiError, apiMessage } from "~/server/http/api.server";
import type { Route } from "./+types/purchase";

/** What each outcome answers: the same outcome (a replayed key) always gives the same answer. */
function answer(outcome: PurchaseOutcome, slug: string, locale: Locale): Response {
  switch (outcome.status) {
    case "purchased":
    case "owned":
      return json(
        {
          status: outcome.status,
          lesson: slug,
          purchase_id: outcome.purchaseId,
          price_cents: outcome.priceCents,
          balance_cents: outcome.balanceCents,
          ...(outcome.status === "purchased" && outcome.discountCents
            ? { discount_cents: outcome.discountCents }
            : {}),
        },
        outcome.status === "purchased" ? 201 : 200,
      );
    case "insufficient":
      return json(
        {
          detail: apiMessage(locale, "insufficientBalance"),
          price_cents: outcome.priceCents,
          balance_cents: outcome.balanceCents,
          missing_cents: outcome.missingCents,
        },
        402,
      );
    case "own-lesson":
      return apiError(locale, 403, "ownLesson");
    case "coupon-invalid":
      return json(
        { detail: serverI18n(locale).t(`coupons.invalid.${outcome.reason}`), reason: outcome.reason },
        422,
      );
    case "not-found":
      return apiError(locale, 404, "notFound");
  }
}

/**
 * POST /api/{locale}/api/lessons/{slug}/purchase/ with a bearer token and an `Idempotency-Key`
 * header: buys the lesson from the caller's balance. The same key again answers the same and
 * charges nothing; the same key for another lesson is refused (422). An optional JSON body
 * `{"coupon": "CODE"}` applies a master's code (decision 047); one that does not apply is 422 with
 * its `reason`, and nothing is charged.
 */
export function action({ request, context, params }: Route.ActionArgs) {
  const { locale, slug } = params;
  if (!isLocale(locale)) return apiError(null, 404, "notFound");
  return endpoint(
    context,
    request,
    ["POST"],
    async (body, db) => {
      const user = await bearerUser(request, context);
      if (user instanceof Response) return user;
      const key = request.headers.get("Idempotency-Key") ?? "";
      if (!IDEMPOTENCY_KEY.test(key)) return detail("An Idempotency-Key header is required.", 400);
      const lesson = await getLesson(db, locale, slug);
      if (!lesson?.published) return apiError(locale, 404, "notFound");
      try {
        const outcome = await purchaseLesson(db, {
          buyer: user,
          lessonId: lesson.id,
          idempotencyKey: key,
          couponCode:
            typeof body.coupon === "string" && body.coupon.trim()
              ? body.coupon.trim().slice(0, 24)
              : undefined,
          commissionPercent: getServices(context).env.COMMISSION_PERCENT,
        });
        return answer(outcome, lesson.slug, locale);
      } catch (error) {
        if (!(error instanceof IdempotencyConflict)) throw error;
        return apiError(locale, 422, "idempotencyReused");
      }
    },
    // A body is optional: no Content-Type (or an empty one) reads as no coupon.
    { readBody: request.headers.get("Content-Type")?.includes("json") === true, limited: false },
  );
}

export function loader() {
  return detail('Method "GET" not allowed.', 405, {}, { Allow: "POST" });
}
