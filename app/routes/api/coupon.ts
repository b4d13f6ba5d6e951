import { isLocale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import { detail, endpoint, json } from "~/server/api/endpoint.server";
import { getLesson } from "~/server/catalog/lessons.server";
import { quoteCoupon } from "~/server/commerce/coupons.server";
import { apiError } from "~/server/http/api.server";
import type { Route } from "./+types/coupon";

/**
 * GET /api/{locale}/api/lessons/{slug}/coupon/?code=CODE (decision 047): what the code takes off
 * the lesson's price: 200 with `price_cents`, `discount_cents`, `final_price_cents`; a code that
 * does not apply is 422 with the reason (`reason`) and a translated `detail`.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, slug } = params;
  if (!isLocale(locale)) return apiError(null, 404, "notFound");
  return endpoint(context, request, ["GET"], async (_body, db) => {
    const lesson = await getLesson(db, locale, slug);
    if (!lesson?.published) return apiError(locale, 404, "notFound");
    const code = (new URL(request.url).searchParams.get("code") ?? "").trim().slice(0, 24);
    const quote = await quoteCoupon(db, { ...lesson, masterId: lesson.master.id }, code);
    if (!quote.ok) {
      return json(
        { detail: serverI18n(locale).t(`coupons.invalid.${quote.reason}`), reason: quote.reason },
        422,
      );
    }
    return json({
      lesson: lesson.slug,
      code: quote.code,
      price_cents: quote.priceCents,
      discount_cents: quote.discountCents,
      final_price_cents: quote.finalCents,
    });
  });
}

export function action() {
  return detail("Method not allowed.", 405, {}, { Allow: "GET" });
}
