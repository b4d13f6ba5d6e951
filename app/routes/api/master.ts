import { masterDetail } from "~/server/catalog/api.server";
import { getMaster } from "~/server/catalog/masters.server";
import { getServices, publicOrigin } from "~/server/context.server";
import { apiError, localeApi } from "~/server/http/api.server";
import type { Route } from "./+types/master";

/**
 * GET /api/{locale}/api/masters/{username or id}/ → a listed master's page (an unlisted or
 * inactive user is a 404, as in the list).
 */
export function loader({ context, params }: Route.LoaderArgs) {
  return localeApi(context, params.locale, async (db, locale) => {
    const master = await getMaster(db, locale, params.slug);
    if (!master?.isListed) return apiError(locale, 404, "notFound");
    return masterDetail({ origin: publicOrigin(getServices(context)), locale }, master);
  });
}
