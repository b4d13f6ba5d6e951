import { Form, Link, useActionData } from "react-router";
import { lessonState } from "~/admin/lesson-state";
import { adminMeta } from "~/admin/meta";
import { readStoredText } from "~/admin/stored-text";
import * as styles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { unpublishSchema } from "~/forms/admin-people";
import { UNPUBLISH_REASON_MAX } from "~/forms/admin-people-limits";
import { parseForm } from "~/forms/parse-form";
import { dateFormat } from "~/i18n/formatters";
import { formatMoney } from "~/i18n/money";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { getAdminLesson, unpublishLesson } from "~/server/admin/lessons.server";
import { withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { notFound, redirectWithFlash, refused } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import type { Route } from "./+types/lesson";

const lessonId = (param: string) => {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  return id;
};

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const id = lessonId(params.id);
  const lesson = await withDatabase(context, (db) => getAdminLesson(db, id));
  if (!lesson) notFound();
  return { lesson };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const id = lessonId(params.id);
  const parsed = parseForm(unpublishSchema, await readFormData(request));
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const outcome = await withDatabase(context, (db) => unpublishLesson(db, staff, id, parsed.data.reason));
  if (!outcome.ok) {
    if (outcome.reason === "not-found") notFound();
    return redirectWithFlash(context, request, `/admin/lessons/${id}`, "admin.lesson.notPublished", "error");
  }
  return redirectWithFlash(context, request, `/admin/lessons/${id}`, "admin.lesson.unpublished");
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  adminMeta(matches, "lesson", data?.lesson.title);

/** One lesson: its facts, the staff note if it was taken off, and the unpublish form. */
export default function AdminLesson({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const failure = useActionData<typeof action>();
  const { lesson } = loaderData;
  const t = useT();
  const locale = useLocale();
  const date = dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const when = (value: Date | string | null) => (value ? date.format(new Date(value)) : "—");
  const error = failure && "errors" in failure ? failure.errors.reason : undefined;
  return (
    <>
      <AdminHeading
        title={lesson.title}
        lead={
          <>
            {t("admin.lesson.by", { name: lesson.masterName })} (
            <Link to={href(`/masters/${encodeURIComponent(lesson.masterUsername)}`)}>
              @{lesson.masterUsername}
            </Link>
            )
          </>
        }
        action={
          <Link to={href("/admin/lessons")} className={styles.pagerLink}>
            {t("admin.lesson.all")}
          </Link>
        }
      />
      <section className={styles.panel} aria-labelledby="lesson-facts">
        <h2 id="lesson-facts" className={styles.panelTitle}>
          {t("admin.lesson.facts")}
        </h2>
        <dl className={styles.facts}>
          <dt>{t("admin.lessons.columns.status")}</dt>
          <dd>
            <span className={styles.badge} data-tone={lesson.published ? "success" : undefined}>
              {t(`admin.lessons.states.${lessonState(lesson)}`)}
            </span>
          </dd>
          <dt>{t("admin.lessons.columns.price")}</dt>
          <dd>{formatMoney(lesson.priceCents, locale)}</dd>
          <dt>{t("admin.lessons.columns.created")}</dt>
          <dd>{when(lesson.createdAt)}</dd>
          <dt>{t("admin.lesson.published")}</dt>
          <dd>{when(lesson.publishedAt)}</dd>
          <dt>{t("admin.lesson.views")}</dt>
          <dd>{lesson.views}</dd>
          <dt>{t("admin.lesson.reviews")}</dt>
          <dd>{lesson.reviewCount}</dd>
          <dt>{t("admin.lesson.masterEmail")}</dt>
          <dd>{lesson.masterEmail}</dd>
          <dt>{t("admin.lesson.page")}</dt>
          <dd>
            <Link to={href(`/lessons/${encodeURIComponent(lesson.slug)}`)}>/lessons/{lesson.slug}</Link>
          </dd>
        </dl>
        {lesson.moderationNote ? (
          <div className={styles.formGrid}>
            <h3 className={styles.panelTitle}>{t("admin.lesson.note")}</h3>
            <p className={styles.pre}>{readStoredText(t, locale, lesson.moderationNote)}</p>
          </div>
        ) : null}
      </section>
      {lesson.published ? (
        <section className={styles.panel} aria-labelledby="unpublish-title">
          <h2 id="unpublish-title" className={styles.panelTitle}>
            {t("admin.lesson.unpublish")}
          </h2>
          <p className={styles.lead}>{t("admin.lesson.unpublishLead")}</p>
          <Form method="post" className={styles.formGrid} noValidate>
            <label htmlFor="unpublish-reason" className={styles.searchLabel}>
              {t("admin.lesson.reason")}
            </label>
            <textarea
              id="unpublish-reason"
              name="reason"
              required
              minLength={10}
              maxLength={UNPUBLISH_REASON_MAX}
              defaultValue={failure && "values" in failure ? failure.values.reason : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "unpublish-reason-error" : undefined}
              className={styles.textarea}
            />
            {error ? (
              <p id="unpublish-reason-error" className={styles.fieldError}>
                {t(error, { count: UNPUBLISH_REASON_MAX })}
              </p>
            ) : null}
            <div className={styles.actions}>
              <button type="submit" className={styles.smallButton} data-tone="danger">
                {t("admin.lesson.submitUnpublish")}
              </button>
            </div>
          </Form>
        </section>
      ) : null}
    </>
  );
}
