import { cachedPageNames } from "~/server/content/site-content.server";
import { localeApi } from "~/server/http/api.server";
import type { Route } from "./+types/pages";

/** GET /api/{locale}/api/pages → `[{slug, name}]`. */
export function loader({ context, params }: Route.LoaderArgs) {
  return localeApi(context, params.locale, (db, locale) => cachedPageNames(db, locale));
}
