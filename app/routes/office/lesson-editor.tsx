import { Form, Link, useActionData } from "react-router";
import { badge } from "~/components/office/form-grid.css";
import { OfficeSection } from "~/components/office/section";
import { ConfirmDelete, DeleteButton } from "~/components/office-items/confirm-delete";
import type { ItemFailureData } from "~/components/office-items/gallery-form";
import { LessonForm } from "~/components/office-items/lesson-form";
import { LessonStats } from "~/components/office-items/lesson-stats";
import { officeItemsMeta } from "~/components/office-items/meta";
import { ModerationNotice } from "~/components/office-items/moderation-notice";
import * as styles from "~/components/office-items/office-items.css";
import { useRefreshWhile } from "~/components/office-items/use-refresh-while";
import { Icon } from "~/components/ui/icon";
import { LESSON_ABOUT_MAX, LESSON_TITLE_MAX } from "~/forms/office-items-limits";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { lessonProgressStats } from "~/server/catalog/lesson-progress.server";
import { listSubtitles } from "~/server/catalog/lesson-subtitles.server";
import { translationsOfLesson } from "~/server/catalog/lesson-translations.server";
import { cachedCategories } from "~/server/content/site-content.server";
import { getLocale, getServices, publicOrigin, withDatabase } from "~/server/context.server";
import { notFound, redirectWithFlash } from "~/server/http/responses.server";
import { maxUploadBytes, uploadDeps, uploadLimits } from "~/server/media/uploads.server";
import { idParam, lessonFailure, readLessonForm } from "~/server/office/item-forms.server";
import {
  brandOptions,
  defaultSpecialization,
  deleteLesson,
  getOfficeLesson,
  lessonFormValues,
  saveLesson,
} from "~/server/office/lessons.server";
import { requireUser } from "~/server/web/current-user.server";
import { type SubtitleFailureData, subtitleFormAction } from "~/server/web/subtitle-forms.server";
import { type TranslationFailureData, translationFormAction } from "~/server/web/translation-forms.server";
import type { Route } from "./+types/lesson-editor";

/** A new lesson (`lessons/new`) or one of the user's lessons (`lessons/:id`; staff: anyone's). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const id = params.id === undefined ? null : idParam(params.id);
  const locale = getLocale(context);
  const limits = uploadLimits(getServices(context).env);
  return withDatabase(context, async (db) => {
    const [lesson, categories, brands, subtitles, translations] = await Promise.all([
      id === null ? null : getOfficeLesson(db, locale, user, id),
      cachedCategories(db, locale),
      brandOptions(db),
      id === null ? [] : listSubtitles(db, id),
      id === null ? [] : translationsOfLesson(db, id),
    ]);
    if (id !== null && !lesson) throw notFound();
    // Its viewers' totals (decision 043), for a lesson that has a full video to watch.
    const stats = lesson?.full ? await lessonProgressStats(db, lesson.id) : null;
    const defaults = lesson
      ? lessonFormValues(lesson)
      : {
          title: "",
          about: "",
          language: locale,
          level: "",
          price: "",
          specialization: String((await defaultSpecialization(db, user.id)) ?? ""),
          brands: [],
        };
    return {
      lesson,
      stats,
      defaults,
      categories,
      brands,
      subtitles,
      translations,
      translate: new URL(request.url).searchParams.get("translate"),
      limits: {
        trailer: maxUploadBytes(limits, "trailer"),
        full: maxUploadBytes(limits, "full"),
        tips: maxUploadBytes(limits, "tips"),
        poster: maxUploadBytes(limits, "poster"),
      },
      confirmDelete: lesson !== null && new URL(request.url).searchParams.has("delete"),
    };
  });
}

/**
 * Saves (intent draft or publish) or deletes (intent delete) the lesson. A refused form answers
 * 400 with its messages, what was typed and the uploads it keeps; someone else's id is a 404.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const id = params.id === undefined ? null : idParam(params.id);
  return withDatabase(context, async (db) => {
    // Whose lesson it is is decided before its form is read: someone else's is a 404 whatever the
    // body holds (and none of its files is kept as an upload).
    if (id !== null && !(await getOfficeLesson(db, getLocale(context), user, id))) throw notFound();
    const deps = uploadDeps(getServices(context));
    // The subtitle form (decision 044) posts to `?subtitles`: its own fields, not the lesson's.
    if (id !== null && new URL(request.url).searchParams.has("subtitles")) {
      return subtitleFormAction(context, request, deps, id, `/personal-info/lessons/${id}`);
    }
    // The translations form (decision 050) posts to `?translations`.
    if (id !== null && new URL(request.url).searchParams.has("translations")) {
      return translationFormAction(
        context,
        request,
        db,
        { kind: "lesson", lessonId: id },
        `/personal-info/lessons/${id}`,
      );
    }
    const submitted = await readLessonForm(deps, request, user.id);
    if (submitted.form.get("intent") === "delete") {
      if (id === null || !(await deleteLesson(deps, user, id))) throw notFound();
      return redirectWithFlash(
        context,
        request,
        "/personal-info/lessons",
        "officeItems.lessons.flash.deleted",
      );
    }
    if (!submitted.ok) return lessonFailure(deps, user.id, submitted.errors, submitted.form);
    const services = getServices(context);
    const saved = await saveLesson(deps, user, id, submitted.input, {
      origin: publicOrigin(services),
      sessionSecrets: services.sessionSecrets,
    });
    if (!saved) throw notFound();
    if (!saved.ok) return lessonFailure(deps, user.id, saved.errors, submitted.form);
    return redirectWithFlash(
      context,
      request,
      `/personal-info/lessons/${saved.value.id}`,
      saved.value.published ? "officeItems.lessons.flash.published" : "officeItems.lessons.flash.draftSaved",
    );
  });
}

const SUBTITLE_FORM = "lesson-subtitles-form";
const TRANSLATION_FORM = "lesson-translations-form";

export const meta: Route.MetaFunction = ({ matches, data }) =>
  officeItemsMeta(matches, data?.lesson ? "editLesson" : "newLesson");

export default function LessonEditor({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const actionData = useActionData<typeof action>() as
    | ItemFailureData
    | SubtitleFailureData
    | TranslationFailureData
    | undefined;
  const failure = actionData && "errors" in actionData ? actionData : undefined;
  const subtitleFailure = actionData && "subtitles" in actionData ? actionData.subtitles : undefined;
  const translationFailure = actionData && "translation" in actionData ? actionData.translation : undefined;
  const {
    lesson,
    defaults,
    categories,
    brands,
    subtitles,
    translations,
    translate,
    stats,
    limits,
    confirmDelete,
  } = loaderData;
  const listHref = href("/personal-info/lessons");
  const selfHref = lesson ? href(`/personal-info/lessons/${lesson.id}`) : href("/personal-info/lessons/new");
  const publicHref = lesson ? href(`/lessons/${encodeURIComponent(lesson.slug)}`) : null;
  useRefreshWhile(
    [lesson?.trailer, lesson?.full, lesson?.tips].some((video) => video?.streaming.state === "processing"),
  );

  return (
    <OfficeSection
      title={t(lesson ? "officeItems.editor.editTitle" : "officeItems.editor.newTitle")}
      lead={t(lesson ? "officeItems.editor.editLead" : "officeItems.editor.newLead")}
      actions={
        <>
          <Link to={listHref} className={styles.inlineLink}>
            <Icon name="chevron-left" size={18} />
            {t("officeItems.lessons.backToList")}
          </Link>
          {lesson ? (
            <DeleteButton
              action={selfHref}
              confirmHref={`${selfHref}?delete`}
              title={t("officeItems.lessons.confirm.title")}
              text={t("officeItems.lessons.confirm.text")}
            />
          ) : null}
        </>
      }
    >
      {confirmDelete ? (
        <ConfirmDelete
          title={t("officeItems.lessons.confirm.title")}
          text={t("officeItems.lessons.confirm.text")}
          cancelHref={selfHref}
        />
      ) : null}
      {lesson && publicHref ? (
        <div className={styles.statusRow}>
          <span className={badge} data-tone={lesson.published ? "success" : "muted"}>
            {t(lesson.published ? "officeItems.status.published" : "officeItems.status.draft")}
          </span>
          <span className={styles.statusText}>
            {t(lesson.published ? "officeItems.editor.publishedText" : "officeItems.editor.draftText")}
          </span>
          <Link to={publicHref} className={styles.inlineLink}>
            {t("officeItems.lessons.view")}
            <Icon name="arrow-right" size={18} />
          </Link>
        </div>
      ) : null}
      {stats ? <LessonStats stats={stats} /> : null}
      {lesson?.moderationNote ? <ModerationNotice note={lesson.moderationNote} /> : null}
      <LessonForm
        key={lesson?.id ?? "new"}
        categories={categories}
        brands={brands}
        defaults={defaults}
        current={lesson}
        failure={failure}
        limits={limits}
        cancelHref={listHref}
        subtitles={lesson ? { saved: subtitles, failure: subtitleFailure, form: SUBTITLE_FORM } : null}
        translations={
          lesson
            ? {
                original: lesson.language,
                saved: translations,
                selected: translate,
                failure: translationFailure,
                form: TRANSLATION_FORM,
                withTitle: true,
                limits: { title: LESSON_TITLE_MAX, about: LESSON_ABOUT_MAX },
              }
            : null
        }
      />
      {lesson ? (
        // The subtitle panel's fields sit inside the lesson form and belong to this one (`form=`).
        <Form
          id={SUBTITLE_FORM}
          method="post"
          action={`${selfHref}?subtitles`}
          encType="multipart/form-data"
          noValidate
          hidden
        />
      ) : null}
      {lesson ? (
        <Form id={TRANSLATION_FORM} method="post" action={`${selfHref}?translations`} noValidate hidden />
      ) : null}
    </OfficeSection>
  );
}
