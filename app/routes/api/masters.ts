import { parseMasterFilters } from "~/forms/catalog-filters";
import { masterPage } from "~/server/catalog/api.server";
import { listMasters } from "~/server/catalog/masters.server";
import { getServices, publicOrigin } from "~/server/context.server";
import { localeApi } from "~/server/http/api.server";
import type { Route } from "./+types/masters";

/**
 * GET /api/{locale}/api/masters/ → `{count, next, previous, results}` of listed masters, with the
 * masters page's query parameters (q, ordering, subcategory, level, country, city, page).
 */
export function loader({ context, params, request }: Route.LoaderArgs) {
  return localeApi(context, params.locale, async (db, locale) => {
    const filters = parseMasterFilters(new URL(request.url).searchParams);
    const page = await listMasters(db, locale, filters);
    return masterPage({ origin: publicOrigin(getServices(context)), locale }, filters, page);
  });
}
