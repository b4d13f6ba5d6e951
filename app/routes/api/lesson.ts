import { isLocale } from "~/i18n/locales";
import { lessonDetail } from "~/server/catalog/api.server";
import { getLesson } from "~/server/catalog/lessons.server";
import { getServices, publicOrigin } from "~/server/context.server";
import { apiError, jsonWithDatabase } from "~/server/http/api.server";
import type { Route } from "./+types/lesson";

/** GET /api/{locale}/api/lessons/{slug}/ → a published lesson (a draft or unknown slug is a 404). */
export function loader({ context, params }: Route.LoaderArgs) {
  const { locale, slug } = params;
  if (!isLocale(locale)) return apiError(null, 404, "notFound");
  return jsonWithDatabase(
    context,
    async (db) => {
      const lesson = await getLesson(db, locale, slug);
      if (!lesson?.published) return apiError(locale, 404, "notFound");
      return Response.json(lessonDetail({ origin: publicOrigin(getServices(context)), locale }, lesson));
    },
    locale,
  );
}
