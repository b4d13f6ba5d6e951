import { readableHistory } from "~/admin/stored-text.server";
import { isLocale } from "~/i18n/locales";
import { bearerUser, endpoint, json } from "~/server/api/endpoint.server";
import { decimalPrice, lessonItem } from "~/server/catalog/api.server";
import { progressJson } from "~/server/catalog/lesson-progress.server";
import { purchasedLessons } from "~/server/catalog/lessons.server";
import { balanceOf, HISTORY_PAGE, history } from "~/server/commerce/ledger.server";
import { getServices, publicOrigin } from "~/server/context.server";
import { apiError } from "~/server/http/api.server";
import type { Route } from "./+types/me-money";

/**
 * The caller's money (bearer token):
 * GET /api/{locale}/api/me/balance/ → the balance and the latest movements (`?before=<id>` pages
 * back through older ones); GET /api/{locale}/api/me/purchases/ → the lessons they bought, each with
 * `progress: { percent, position_seconds, completed }` in its full video.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, what } = params;
  if (!isLocale(locale)) return apiError(null, 404, "notFound");
  if (what !== "balance" && what !== "purchases") return apiError(locale, 404, "notFound");
  return endpoint(context, request, ["GET"], async (_body, db) => {
    const user = await bearerUser(request, context);
    if (user instanceof Response) return user;
    if (what === "purchases") {
      const links = { origin: publicOrigin(getServices(context)), locale };
      const bought = await purchasedLessons(db, locale, user.id);
      // Each with how far the buyer got in its full video (decision 043).
      return json(
        bought.map(({ purchase, ...lesson }) => ({
          ...lessonItem(links, lesson),
          progress: progressJson(purchase.progress),
        })),
      );
    }
    const before = Number(new URL(request.url).searchParams.get("before")) || undefined;
    const [balanceCents, entries] = await Promise.all([
      balanceOf(db, user.id),
      history(db, user.id, { before }).then((entries) => readableHistory(locale, entries)),
    ]);
    return json({
      balance: decimalPrice(balanceCents),
      balance_cents: balanceCents,
      currency: "USD",
      history: entries.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        amount_cents: entry.amountCents,
        reference: entry.reference,
        created_at: entry.createdAt,
      })),
      // The next page of the history, while there may be one.
      next_before: entries.length === HISTORY_PAGE ? (entries.at(-1)?.id ?? null) : null,
    });
  });
}
