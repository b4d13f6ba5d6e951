import { cachedCategories } from "~/server/content/site-content.server";
import { localeApi } from "~/server/http/api.server";
import type { Route } from "./+types/categories";

/**
 * GET /api/{locale}/api/main/categories → `[{id, title, icon, sub_categories: [{id, title, icon}]}]`.
 * Every page's header menus fetch it (decision 029): browsers keep it five minutes.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  return localeApi(context, params.locale, async (db, locale) =>
    Response.json(
      (await cachedCategories(db, locale)).map(({ subCategories, ...category }) => ({
        ...category,
        sub_categories: subCategories,
      })),
      { headers: { "Cache-Control": "public, max-age=300" } },
    ),
  );
}
