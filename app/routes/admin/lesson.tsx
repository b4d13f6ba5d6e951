import { Form, Link, useActionData } from "react-router";
import * as styles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { unpublishSchema } from "~/forms/admin-people";
import { UNPUBLISH_REASON_MAX } from "~/forms/admin-people-limits";
import { parseForm } from "~/forms/parse-form";
import { formatMoney } from "~/i18n/money";
import { useLocalizedHref } from "~/i18n/use-locale";
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
    return redirectWithFlash(
      context,
      request,
      `/admin/lessons/${id}`,
      "The lesson is not published.",
      "error",
    );
  }
  return redirectWithFlash(
    context,
    request,
    `/admin/lessons/${id}`,
    "Lesson unpublished. Its master sees your reason in the lesson editor.",
  );
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.lesson.title ?? "Lesson"} — Back-office — Maistry` },
];

const when = (value: Date | string | null) =>
  value ? new Date(value).toLocaleDateString("en-GB", { dateStyle: "medium", timeZone: "UTC" }) : "—";

/** One lesson: its facts, the staff note if it was taken off, and the unpublish form. */
export default function AdminLesson({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const failure = useActionData<typeof action>();
  const { lesson } = loaderData;
  const t = useT();
  const error = failure && "errors" in failure ? failure.errors.reason : undefined;
  return (
    <>
      <AdminHeading
        title={lesson.title}
        lead={
          <>
            by {lesson.masterName} (
            <Link to={href(`/masters/${encodeURIComponent(lesson.masterUsername)}`)}>
              @{lesson.masterUsername}
            </Link>
            )
          </>
        }
        action={
          <Link to={href("/admin/lessons")} className={styles.pagerLink}>
            ← All lessons
          </Link>
        }
      />
      <section className={styles.panel} aria-labelledby="lesson-facts">
        <h2 id="lesson-facts" className={styles.panelTitle}>
          Lesson
        </h2>
        <dl className={styles.facts}>
          <dt>Status</dt>
          <dd>
            <span className={styles.badge} data-tone={lesson.published ? "success" : undefined}>
              {lesson.published ? "Published" : lesson.moderationNote ? "Unpublished by staff" : "Draft"}
            </span>
          </dd>
          <dt>Price</dt>
          <dd>{formatMoney(lesson.priceCents, "en")}</dd>
          <dt>Created</dt>
          <dd>{when(lesson.createdAt)}</dd>
          <dt>Published</dt>
          <dd>{when(lesson.publishedAt)}</dd>
          <dt>Views</dt>
          <dd>{lesson.views}</dd>
          <dt>Reviews</dt>
          <dd>{lesson.reviewCount}</dd>
          <dt>Master email</dt>
          <dd>{lesson.masterEmail}</dd>
          <dt>Page</dt>
          <dd>
            <Link to={href(`/lessons/${encodeURIComponent(lesson.slug)}`)}>/lessons/{lesson.slug}</Link>
          </dd>
        </dl>
        {lesson.moderationNote ? (
          <div className={styles.formGrid}>
            <h3 className={styles.panelTitle}>Staff note shown to the master</h3>
            <p className={styles.pre}>{lesson.moderationNote}</p>
          </div>
        ) : null}
      </section>
      {lesson.published ? (
        <section className={styles.panel} aria-labelledby="unpublish-title">
          <h2 id="unpublish-title" className={styles.panelTitle}>
            Unpublish
          </h2>
          <p className={styles.lead}>
            The lesson leaves the catalog, search and the master's page at once. Buyers keep their access. The
            master reads your reason in their lesson editor and may publish again after editing.
          </p>
          <Form method="post" className={styles.formGrid} noValidate>
            <label htmlFor="unpublish-reason" className={styles.searchLabel}>
              Reason for the master
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
                {t(error)}
              </p>
            ) : null}
            <div className={styles.actions}>
              <button type="submit" className={styles.smallButton} data-tone="danger">
                Unpublish lesson
              </button>
            </div>
          </Form>
        </section>
      ) : null}
    </>
  );
}
