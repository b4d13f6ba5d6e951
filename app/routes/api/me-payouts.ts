import { PAYOUT_MINIMUM_CENTS } from "~/forms/payout-limits";
import { isLocale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import { formatMoney } from "~/i18n/money";
import { bearerUser, endpoint, json, limited, translateErrors } from "~/server/api/endpoint.server";
import { recordEvent } from "~/server/auth/rate-limit.server";
import { getServices } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import { apiError } from "~/server/http/api.server";
import {
  PAYOUT_RATE,
  type PayoutRow,
  payoutSummary,
  payoutsOf,
  requestPayout,
} from "~/server/payouts/payouts.server";
import type { Route } from "./+types/me-payouts";

const payoutJson = (row: PayoutRow) => ({
  id: row.id,
  amount_cents: row.amountCents,
  status: row.status,
  reference: row.reference,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
});

async function summaryJson(db: Database, userId: number) {
  const [summary, requests] = await Promise.all([payoutSummary(db, userId), payoutsOf(db, userId)]);
  return {
    currency: "USD",
    balance_cents: summary.balanceCents,
    withdrawable_cents: summary.withdrawableCents,
    on_hold_cents: summary.onHoldCents,
    not_yet_withdrawable_cents: summary.maturingCents,
    not_yet_withdrawable: summary.maturing.map((row) => ({
      amount_cents: row.amountCents,
      available_at: row.availableAt.toISOString(),
    })),
    minimum_cents: summary.minimumCents,
    requests: requests.map(payoutJson),
  };
}

/**
 * The caller's payouts (bearer token, decision 048):
 * GET /api/{locale}/api/me/payouts/ → the balance, what is withdrawable now, on hold and not yet
 * withdrawable (with when), the minimum, and their requests, newest first.
 * POST `{"details": "<account holder, IBAN…>"}` → 201 with the new request (the whole withdrawable
 * amount); 400 with `details` when they are not 3–500 characters, 409 when less than the minimum is
 * withdrawable, 429 after 10 requests in an hour.
 */
function handle({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const { locale } = params;
  if (!isLocale(locale)) return apiError(null, 404, "notFound");
  return endpoint(
    context,
    request,
    ["GET", "POST"],
    async (body, db) => {
      const user = await bearerUser(request, context);
      if (user instanceof Response) return user;
      if (request.method === "GET") return json(await summaryJson(db, user.id));
      const key = `user:${user.id}`;
      const blocked = await limited(db, PAYOUT_RATE, key, locale);
      if (blocked) return blocked;
      await recordEvent(db, PAYOUT_RATE, key);
      const outcome = await requestPayout(
        { db, secrets: getServices(context).sessionSecrets },
        user.id,
        body,
      );
      if (outcome.status === "details")
        return json(translateErrors({ details: "payouts.errors.details" }, locale), 400);
      if (outcome.status === "minimum") {
        const { t } = serverI18n(locale);
        return json(
          {
            detail: t("payouts.errors.minimum", { amount: formatMoney(PAYOUT_MINIMUM_CENTS, locale) }),
            withdrawable_cents: outcome.withdrawableCents,
            minimum_cents: PAYOUT_MINIMUM_CENTS,
          },
          409,
        );
      }
      const [created] = (await payoutsOf(db, user.id, 1)).filter((row) => row.id === outcome.payoutId);
      return json(created ? payoutJson(created) : { id: outcome.payoutId }, 201);
    },
    { limited: false },
  );
}

export const loader = handle;
export const action = handle;
