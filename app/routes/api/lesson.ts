import { lessonDetail } from "~/server/catalog/api.server";
import { getLesson } from "~/server/catalog/lessons.server";
import { getServices, publicOrigin } from "~/server/context.server";
import { apiError, localeApi } from "~/server/http/api.server";
import type { Route } from "./+types/lesson";

/** GET /api/{locale}/api/lessons/{slug}/ → a published lesson (a draft or unknown slug is a 404). */
export function loader({ context, params }: Route.LoaderArgs) {
  return localeApi(context, params.locale, async (db, locale) => {
    const lesson = await getLesson(db, locale, params.slug);
    if (!lesson?.published) return apiError(locale, 404, "notFound");
    return lessonDetail({ origin: publicOrigin(getServices(context)), locale }, lesson);
  });
}
