import { parseLessonFilters } from "~/forms/catalog-filters";
import { lessonPage } from "~/server/catalog/api.server";
import { listLessons } from "~/server/catalog/lessons.server";
import { getServices, publicOrigin } from "~/server/context.server";
import { localeApi } from "~/server/http/api.server";
import type { Route } from "./+types/lessons";

/**
 * GET /api/{locale}/api/lessons/ → `{count, next, previous, results}` of published lessons, with
 * the lessons page's query parameters (q, ordering, category, subcategory, level, price_min,
 * price_max, brand, subtitles=<locale>, page).
 */
export function loader({ context, params, request }: Route.LoaderArgs) {
  return localeApi(context, params.locale, async (db, locale) => {
    const filters = parseLessonFilters(new URL(request.url).searchParams);
    const page = await listLessons(db, locale, filters);
    return lessonPage({ origin: publicOrigin(getServices(context)), locale }, filters, page);
  });
}
