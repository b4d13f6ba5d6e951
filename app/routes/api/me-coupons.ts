import { isLocale } from "~/i18n/locales";
import {
  bearerUser,
  endpoint,
  json,
  limited,
  noContent,
  translateErrors,
} from "~/server/api/endpoint.server";
import { recordEvent } from "~/server/auth/rate-limit.server";
import {
  COUPON_LIMIT,
  type CouponRow,
  createCoupon,
  deactivateCoupon,
  listCoupons,
} from "~/server/commerce/coupons.server";
import { apiError } from "~/server/http/api.server";
import type { Route } from "./+types/me-coupons";

const item = (coupon: CouponRow) => ({
  id: coupon.id,
  code: coupon.code,
  kind: coupon.kind,
  /** Whole percent, or cents for a fixed amount. */
  amount: coupon.amount,
  expires_at: coupon.expiresAt,
  max_uses: coupon.maxUses,
  uses: coupon.uses,
  active: coupon.active,
  lessons: coupon.lessons.map((lesson) => lesson.slug),
});

/**
 * The caller's discount codes (bearer token, decision 047):
 * - /api/{locale}/api/me/coupons/: GET → the codes, newest first; POST `{"code", "kind":
 *   "percent"|"fixed", "amount" (percent, or USD like "2.50"), "expires" (YYYY-MM-DD, optional),
 *   "max_uses" (optional), "lessons" (lesson ids, optional)}` → 201 with the code; bad input 400
 *   with a translated message per field.
 * - /coupons/{id}/: GET → the code; DELETE → deactivates it (204).
 * More than 60 changes in 10 minutes: 429.
 */
function handle({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const { locale, id } = params;
  if (!isLocale(locale)) return apiError(null, 404, "notFound");
  const methods = id === undefined ? ["GET", "POST"] : ["GET", "DELETE"];
  return endpoint(
    context,
    request,
    methods,
    async (body, db) => {
      const user = await bearerUser(request, context);
      if (user instanceof Response) return user;
      const one = async (couponId: number) =>
        (await listCoupons(db, user.id)).find((coupon) => coupon.id === couponId);
      if (request.method === "GET") {
        if (id === undefined) return json((await listCoupons(db, user.id)).map(item));
        const found = await one(Number(id));
        return found ? json(item(found)) : apiError(locale, 404, "notFound");
      }
      const key = `user:${user.id}`;
      const blocked = await limited(db, COUPON_LIMIT, key, locale);
      if (blocked) return blocked;
      await recordEvent(db, COUPON_LIMIT, key);
      if (request.method === "DELETE") {
        return (await deactivateCoupon(db, user.id, Number(id)))
          ? noContent()
          : apiError(locale, 404, "notFound");
      }
      const result = await createCoupon(db, user.id, { ...body, maxUses: body.max_uses });
      if (!result.ok) return json(translateErrors(result.errors, locale), 400);
      const created = await one(result.id);
      return json(created ? item(created) : { id: result.id }, 201);
    },
    { limited: false, readBody: id === undefined },
  );
}

export const loader = handle;
export const action = handle;
