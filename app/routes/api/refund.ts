import { isLocale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import { bearerUser, detail, endpoint, json } from "~/server/api/endpoint.server";
import { refundLessonBySlug } from "~/server/commerce/refunds.server";
import { apiError, jsonError } from "~/server/http/api.server";
import type { Route } from "./+types/refund";

/**
 * POST /api/{locale}/api/lessons/{slug}/refund/ with a bearer token: refunds the caller's purchase
 * of the lesson (decision 049) within 14 days while less than a fifth of it was watched. Asking
 * again answers the same (`"status": "already"`) and moves nothing.
 */
export function action({ request, context, params }: Route.ActionArgs) {
  const { locale, slug } = params;
  if (!isLocale(locale)) return apiError(null, 404, "notFound");
  const { t } = serverI18n(locale);
  return endpoint(
    context,
    request,
    ["POST"],
    async (_body, db) => {
      const user = await bearerUser(request, context);
      if (user instanceof Response) return user;
      const outcome = await refundLessonBySlug(db, user.id, slug);
      switch (outcome.status) {
        case "refunded":
        case "already":
          return json({
            status: outcome.status,
            lesson: slug,
            refund_id: outcome.refundId,
            price_cents: outcome.priceCents,
            balance_cents: outcome.balanceCents,
          });
        case "not-bought":
          return jsonError(404, t("refunds.errors.notBought"));
        case "window":
          return json(
            {
              detail: t("refunds.errors.window", { date: outcome.deadline.toISOString().slice(0, 10) }),
              deadline: outcome.deadline.toISOString(),
            },
            403,
          );
        case "watched":
          return jsonError(403, t("refunds.errors.watched"));
        case "master-balance":
          return jsonError(409, t("refunds.errors.masterBalance"));
      }
    },
    { readBody: false, limited: false },
  );
}

export function loader() {
  return detail('Method "GET" not allowed.', 405, {}, { Allow: "POST" });
}
