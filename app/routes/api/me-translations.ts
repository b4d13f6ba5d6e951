import { lessonTranslationSchema, profileTranslationSchema } from "~/forms/content-translation";
import { fieldErrors } from "~/forms/form-data";
import { safeParseText } from "~/forms/safe-parse-text";
import { isLocale } from "~/i18n/locales";
import { asText, bearerUser, endpoint, json, noContent, translateErrors } from "~/server/api/endpoint.server";
import {
  type LessonTranslation,
  removeLessonTranslation,
  saveLessonTranslation,
  translationsOfLesson,
} from "~/server/catalog/lesson-translations.server";
import {
  type ProfileTranslation,
  removeProfileTranslation,
  saveProfileTranslation,
  translationsOfProfile,
} from "~/server/catalog/profile-translations.server";
import { apiError } from "~/server/http/api.server";
import { getOfficeLesson } from "~/server/office/lessons.server";
import type { Route } from "./+types/me-translations";

const translationJson = (translation: LessonTranslation | ProfileTranslation) => ({
  language: translation.language,
  ...("title" in translation ? { title: translation.title } : {}),
  about: translation.about,
  updated_at: translation.updatedAt,
});

/**
 * The caller's texts in other languages (bearer token, decision 050):
 * - /api/{locale}/api/me/lessons/{id}/translations/: GET → the lesson's translations
 *   (`[{language, title, about, updated_at}]`); /translations/{language}/: GET → one, PUT
 *   `{"title", "about"}` → 201 when added, 200 when replaced; DELETE → 204.
 * - /api/{locale}/api/me/profile/translations/…: the same for the "about" text (`{"about"}`).
 * Someone else's or an unknown lesson, or a language without a translation, is 404; a text in the
 * lesson's (or profile's) own language, an empty or too long text 400, each message on its field.
 */
function handle({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const { locale, language } = params;
  if (!isLocale(locale)) return apiError(null, 404, "notFound");
  const lessonId = "id" in params && params.id !== undefined ? params.id : null;
  if (lessonId !== null && !/^\d{1,9}$/.test(lessonId)) return apiError(locale, 404, "notFound");
  const methods = language === undefined ? ["GET"] : ["GET", "PUT", "DELETE"];
  return endpoint(
    context,
    request,
    methods,
    async (body, db) => {
      const user = await bearerUser(request, context);
      if (user instanceof Response) return user;
      if (lessonId !== null && !(await getOfficeLesson(db, locale, user, Number(lessonId))))
        return apiError(locale, 404, "notFound");
      const list = () =>
        lessonId !== null ? translationsOfLesson(db, Number(lessonId)) : translationsOfProfile(db, user.id);
      const saved = await list();
      if (request.method === "GET" && language === undefined) return json(saved.map(translationJson));
      const current = saved.find((translation) => translation.language === language);
      if (request.method === "GET")
        return current ? json(translationJson(current)) : apiError(locale, 404, "notFound");
      if (request.method === "DELETE") {
        const removed =
          lessonId !== null
            ? await removeLessonTranslation(db, Number(lessonId), language ?? "")
            : await removeProfileTranslation(db, user.id, language ?? "");
        return removed ? noContent() : apiError(locale, 404, "notFound");
      }
      const input = { language, title: asText(body.title), about: asText(body.about) };
      const refuse = (errors: Record<string, string>) => json(translateErrors(errors, locale), 400);
      let result: Awaited<ReturnType<typeof saveLessonTranslation | typeof saveProfileTranslation>>;
      if (lessonId !== null) {
        const parsed = safeParseText(lessonTranslationSchema, input);
        if (!parsed.success) return refuse(fieldErrors(parsed.error));
        result = await saveLessonTranslation(db, Number(lessonId), parsed.data);
      } else {
        const parsed = safeParseText(profileTranslationSchema, input);
        if (!parsed.success) return refuse(fieldErrors(parsed.error));
        result = await saveProfileTranslation(db, user.id, parsed.data);
      }
      if (!result.ok) return refuse(result.errors);
      return json(translationJson(result.value), current ? 200 : 201);
    },
    // The office API's rule: the bearer user, no per-address ceiling of account posts.
    { limited: false },
  );
}

export const loader = handle;
export const action = handle;
