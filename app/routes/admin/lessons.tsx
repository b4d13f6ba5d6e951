import { Link } from "react-router";
import { lessonState } from "~/admin/lesson-state";
import { adminMeta } from "~/admin/meta";
import * as styles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { AdminPager } from "~/components/admin/admin-pager";
import { AdminSearch } from "~/components/admin/admin-search";
import { listQuery } from "~/forms/admin-people-limits";
import { dateFormat } from "~/i18n/formatters";
import { formatMoney } from "~/i18n/money";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { type PublishedFilter, searchLessons } from "~/server/admin/lessons.server";
import { withDatabase } from "~/server/context.server";
import { requireStaff } from "~/server/web/current-user.server";
import type { Route } from "./+types/lessons";

/** The status filter's choices, each labelled `admin.lessons.statuses.<value>`. */
const STATUSES: PublishedFilter[] = ["all", "published", "unpublished"];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const url = new URL(request.url);
  const query = listQuery(url);
  const wanted = url.searchParams.get("status");
  const status = STATUSES.find((option) => option === wanted) ?? "all";
  const found = await withDatabase(context, (db) => searchLessons(db, { ...query, status }));
  return { ...found, q: query.q, status };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "lessons");

/** Every lesson, drafts included: find one and open it to take it off the site. */
export default function AdminLessons({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const t = useT();
  const locale = useLocale();
  const created = dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const column = (name: string) => t(`admin.lessons.columns.${name}`);
  const { lessons, total, page, pages, q, status } = loaderData;
  return (
    <>
      <AdminHeading title={t("admin.lessons.title")} lead={t("admin.lessons.lead")} />
      <section className={styles.panel} aria-labelledby="lessons-results">
        <AdminSearch
          label={t("admin.lessons.search")}
          placeholder={t("admin.lessons.searchPlaceholder")}
          defaultValue={q}
          action={href("/admin/lessons")}
        >
          <label className={styles.searchFieldNarrow}>
            <span className={styles.searchLabel}>{column("status")}</span>
            <select name="status" defaultValue={status} className={styles.searchInput}>
              {STATUSES.map((option) => (
                <option key={option} value={option}>
                  {t(`admin.lessons.statuses.${option}`)}
                </option>
              ))}
            </select>
          </label>
        </AdminSearch>
        <h2 id="lessons-results" className={styles.resultCount}>
          {q
            ? t("admin.lessons.foundMatching", { count: total, q })
            : t("admin.lessons.found", { count: total })}
        </h2>
        {lessons.length === 0 ? (
          <p className={styles.empty}>{t("admin.lessons.none")}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{column("lesson")}</th>
                <th scope="col">{column("master")}</th>
                <th scope="col">{column("status")}</th>
                <th scope="col">{column("price")}</th>
                <th scope="col">{column("created")}</th>
                <th scope="col">
                  <span className={styles.muted}>{column("open")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lessons.map((lesson) => (
                <tr key={lesson.id} data-testid="admin-lesson-row">
                  <td data-label={column("lesson")}>
                    <Link to={href(`/admin/lessons/${lesson.id}`)} className={styles.strong}>
                      {lesson.title}
                    </Link>
                  </td>
                  <td data-label={column("master")}>
                    {lesson.masterName}
                    <br />
                    <Link to={href(`/masters/${encodeURIComponent(lesson.masterUsername)}`)}>
                      @{lesson.masterUsername}
                    </Link>
                  </td>
                  <td data-label={column("status")}>
                    <span className={styles.badge} data-tone={lesson.published ? "success" : undefined}>
                      {t(`admin.lessons.states.${lessonState(lesson)}`)}
                    </span>
                  </td>
                  <td data-label={column("price")} className={styles.numeric}>
                    {formatMoney(lesson.priceCents, locale)}
                  </td>
                  <td data-label={column("created")} className={styles.nowrap}>
                    {created.format(new Date(lesson.createdAt))}
                  </td>
                  <td>
                    <Link to={href(`/admin/lessons/${lesson.id}`)} className={styles.smallButton}>
                      {t(lesson.published ? "admin.lessons.review" : "admin.lessons.details")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <AdminPager
          page={page}
          pages={pages}
          path="/admin/lessons"
          query={{ q, status: status === "all" ? "" : status }}
          label={t("admin.lessons.pages")}
        />
      </section>
    </>
  );
}
