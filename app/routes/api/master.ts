import { isLocale } from "~/i18n/locales";
import { masterDetail } from "~/server/catalog/api.server";
import { getMaster } from "~/server/catalog/masters.server";
import { getServices, publicOrigin } from "~/server/context.server";
import { apiError, jsonWithDatabase } from "~/server/http/api.server";
import type { Route } from "./+types/master";

/**
 * GET /api/{locale}/api/masters/{username or id}/ → a listed master's page (an unlisted or
 * inactive user is a 404, as in the list).
 */
export function loader({ context, params }: Route.LoaderArgs) {
  const { locale, slug } = params;
  if (!isLocale(locale)) return apiError(null, 404, "notFound");
  return jsonWithDatabase(
    context,
    async (db) => {
      const master = await getMaster(db, locale, slug);
      if (!master?.isListed) return apiError(locale, 404, "notFound");
      return Response.json(masterDetail({ origin: publicOrigin(getServices(context)), locale }, master));
    },
    locale,
  );
}
