import { Link } from "react-router";
import * as styles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { AdminPager } from "~/components/admin/admin-pager";
import { AdminSearch } from "~/components/admin/admin-search";
import { listQuery } from "~/forms/admin-people-limits";
import { formatMoney } from "~/i18n/money";
import { useLocalizedHref } from "~/i18n/use-locale";
import { type PublishedFilter, searchLessons } from "~/server/admin/lessons.server";
import { withDatabase } from "~/server/context.server";
import { requireStaff } from "~/server/web/current-user.server";
import type { Route } from "./+types/lessons";

const STATUSES: { value: PublishedFilter; label: string }[] = [
  { value: "all", label: "All lessons" },
  { value: "published", label: "Published" },
  { value: "unpublished", label: "Not published" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const url = new URL(request.url);
  const query = listQuery(url);
  const wanted = url.searchParams.get("status");
  const status = STATUSES.find((option) => option.value === wanted)?.value ?? "all";
  const found = await withDatabase(context, (db) => searchLessons(db, { ...query, status }));
  return { ...found, q: query.q, status };
}

export const meta: Route.MetaFunction = () => [{ title: "Lessons — Back-office — Maistry" }];

const created = (value: Date | string) =>
  new Date(value).toLocaleDateString("en-GB", { dateStyle: "medium", timeZone: "UTC" });

/** Every lesson, drafts included: find one and open it to take it off the site. */
export default function AdminLessons({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const { lessons, total, page, pages, q, status } = loaderData;
  return (
    <>
      <AdminHeading
        title="Lessons"
        lead="Find a lesson by title or master. Unpublishing takes it off the site at once; its buyers keep their access and its master sees your reason."
      />
      <section className={styles.panel} aria-labelledby="lessons-results">
        <AdminSearch
          label="Search lessons"
          placeholder="Title, master name or username"
          defaultValue={q}
          action={href("/admin/lessons")}
        >
          <label className={styles.searchFieldNarrow}>
            <span className={styles.searchLabel}>Status</span>
            <select name="status" defaultValue={status} className={styles.searchInput}>
              {STATUSES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </AdminSearch>
        <h2 id="lessons-results" className={styles.resultCount}>
          {total === 1 ? "1 lesson" : `${total} lessons`}
          {q ? ` matching “${q}”` : ""}
        </h2>
        {lessons.length === 0 ? (
          <p className={styles.empty}>No lesson matches this search.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Lesson</th>
                <th scope="col">Master</th>
                <th scope="col">Status</th>
                <th scope="col">Price</th>
                <th scope="col">Created</th>
                <th scope="col">
                  <span className={styles.muted}>Open</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lessons.map((lesson) => (
                <tr key={lesson.id} data-testid="admin-lesson-row">
                  <td data-label="Lesson">
                    <Link to={href(`/admin/lessons/${lesson.id}`)} className={styles.strong}>
                      {lesson.title}
                    </Link>
                  </td>
                  <td data-label="Master">
                    {lesson.masterName}
                    <br />
                    <Link to={href(`/masters/${encodeURIComponent(lesson.masterUsername)}`)}>
                      @{lesson.masterUsername}
                    </Link>
                  </td>
                  <td data-label="Status">
                    <span className={styles.badge} data-tone={lesson.published ? "success" : undefined}>
                      {lesson.published
                        ? "Published"
                        : lesson.moderationNote
                          ? "Unpublished by staff"
                          : "Draft"}
                    </span>
                  </td>
                  <td data-label="Price" className={styles.numeric}>
                    {formatMoney(lesson.priceCents, "en")}
                  </td>
                  <td data-label="Created">{created(lesson.createdAt)}</td>
                  <td>
                    <Link to={href(`/admin/lessons/${lesson.id}`)} className={styles.smallButton}>
                      {lesson.published ? "Review or unpublish" : "Details"}
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
          label="Lesson pages"
        />
      </section>
    </>
  );
}
