import { data, type RouterContextProvider } from "react-router";
import {
  type LessonTranslationInput,
  lessonTranslationSchema,
  profileTranslationSchema,
} from "~/forms/content-translation";
import { type FieldErrors, fieldErrors, formValues } from "~/forms/form-data";
import { safeParseText } from "~/forms/safe-parse-text";
import { removeLessonTranslation, saveLessonTranslation } from "../catalog/lesson-translations.server";
import { removeProfileTranslation, saveProfileTranslation } from "../catalog/profile-translations.server";
import type { Database } from "../db/client.server";
import { redirectWithFlash } from "../http/responses.server";

/** What a refused translation form answers (400): the messages and what was typed. */
export interface TranslationFailureData {
  translation: { errors: FieldErrors; values: Record<string, string> };
}

/** Whose text the form translates: a lesson (title and description) or a master's "about". */
export type TranslationTarget = { kind: "lesson"; lessonId: number } | { kind: "profile"; userId: number };

/**
 * An editor's translation form (`?translations`, decision 050), for a target already known to be
 * the user's: `remove=<language>` removes that translation; otherwise `translation_language`,
 * `translation_title` (lessons) and `translation_about` add or replace one. A refused form answers
 * 400 with each message for its field and changes nothing.
 */
export async function translationFormAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  db: Database,
  target: TranslationTarget,
  editorPath: string,
) {
  const form = await request.formData();
  const remove = form.get("remove");
  if (typeof remove === "string" && remove) {
    if (target.kind === "lesson") await removeLessonTranslation(db, target.lessonId, remove);
    else await removeProfileTranslation(db, target.userId, remove);
    return redirectWithFlash(context, request, `${editorPath}#translations`, "translations.flash.removed");
  }
  const values = formValues(form);
  const input = {
    language: values.translation_language,
    title: values.translation_title,
    about: values.translation_about,
  };
  const refuse = (errors: FieldErrors) =>
    data<TranslationFailureData>({ translation: { errors: prefixed(errors), values } }, { status: 400 });
  const parsed =
    target.kind === "lesson"
      ? safeParseText(lessonTranslationSchema, input)
      : safeParseText(profileTranslationSchema, input);
  if (!parsed.success) return refuse(fieldErrors(parsed.error));
  const saved =
    target.kind === "lesson"
      ? await saveLessonTranslation(db, target.lessonId, parsed.data as LessonTranslationInput)
      : await saveProfileTranslation(db, target.userId, parsed.data);
  if (!saved.ok) return refuse(saved.errors);
  return redirectWithFlash(
    context,
    request,
    `${editorPath}?translate=${saved.value.language}#translations`,
    "translations.flash.saved",
  );
}

/** The form's own field names (`translation_<field>`), as the page draws them. */
const prefixed = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [`translation_${field}`, message]));
