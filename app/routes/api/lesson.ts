import { isLocale } from "~/i18n/locales";
import { lessonDetail } from "~/server/catalog/api.server";
import { getLesson } from "~/server/catalog/lessons.server";
import { getServices, publicOrigin } from "~/server/context.server";
import { jsonError, jsonWithDatabase } from "~/server/http/api.server";
import type { Route } from "./+types/lesson";

/** GET /api/{locale}/api/lessons/{slug}/ → a published lesson (a draft or unknown slug is a 404). */
export function loader({ context, params }: Route.LoaderArgs) {
  const { locale, slug } = params;
  if (!isLocale(locale)) return jsonError(404, "Not found.");
  return jsonWithDatabase(context, async (db) => {
    const lesson = await getLesson(db, locale, slug);
    if (!lesson?.published) return jsonError(404, "Not found.");
    return Response.json(lessonDetail({ origin: publicOrigin(getServices(context)), locale }, lesson));
  });
}
