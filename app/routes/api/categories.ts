import { cachedCategories } from "~/server/content/site-content.server";
import { localeApi } from "~/server/http/api.server";
import type { Route } from "./+types/categories";

/** GET /api/{locale}/api/main/categories → `[{id, title, icon, sub_categories: [{id, title, icon}]}]`. */
export function loader({ context, params }: Route.LoaderArgs) {
  return localeApi(context, params.locale, async (db, locale) =>
    (await cachedCategories(db, locale)).map(({ subCategories, ...category }) => ({
      ...category,
      sub_categories: subCategories,
    })),
  );
}
