import { Form, Link } from "react-router";
import * as styles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { AdminPager } from "~/components/admin/admin-pager";
import { AdminSearch } from "~/components/admin/admin-search";
import { userChangeSchema } from "~/forms/admin-people";
import { listQuery } from "~/forms/admin-people-limits";
import { parseForm } from "~/forms/parse-form";
import { formatMoney } from "~/i18n/money";
import { useLocalizedHref } from "~/i18n/use-locale";
import { changeUser, searchUsers } from "~/server/admin/users.server";
import { withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { redirectWithFlash } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import type { Route } from "./+types/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const query = listQuery(new URL(request.url));
  const found = await withDatabase(context, (db) => searchUsers(db, query));
  return { ...found, q: query.q, staffId: staff.id };
}

const DONE = {
  deactivate: "Account deactivated. Their sessions ended and they can no longer log in.",
  activate: "Account reactivated.",
  grant_staff: "Staff access given.",
  revoke_staff: "Staff access removed.",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const form = await readFormData(request);
  const parsed = parseForm(userChangeSchema, form);
  // Back to the same search and page the button was pressed on.
  const back = `/admin/users${new URL(request.url).search}`;
  if (!parsed.ok) return redirectWithFlash(context, request, back, "That action is not known.", "error");
  const outcome = await withDatabase(context, (db) =>
    changeUser(db, staff, parsed.data.userId, parsed.data.intent),
  );
  if (!outcome.ok) {
    return redirectWithFlash(
      context,
      request,
      back,
      outcome.reason === "self"
        ? "You cannot deactivate yourself or remove your own staff access. Ask another staff member."
        : "There is no such user.",
      "error",
    );
  }
  const extra =
    outcome.unpublished && outcome.unpublished > 0
      ? ` ${outcome.unpublished} published lesson(s) were taken off the site.`
      : "";
  return redirectWithFlash(context, request, back, `${DONE[parsed.data.intent]}${extra}`);
}

export const meta: Route.MetaFunction = () => [{ title: "Users — Back-office — Maistry" }];

const joined = (value: Date | string) =>
  new Date(value).toLocaleDateString("en-GB", { dateStyle: "medium", timeZone: "UTC" });

/** Every account: find one, switch it off and on, give or take staff access, adjust its balance. */
export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const { users, total, page, pages, q, staffId } = loaderData;
  return (
    <>
      <AdminHeading
        title="Users"
        lead="Find an account by name, username or email. Deactivating ends its sessions, refuses its login and takes its master page and lessons off the site."
      />
      <section className={styles.panel} aria-labelledby="users-results">
        <AdminSearch
          label="Search users"
          placeholder="Name, username or email"
          defaultValue={q}
          action={href("/admin/users")}
        />
        <h2 id="users-results" className={styles.resultCount}>
          {total === 1 ? "1 user" : `${total} users`}
          {q ? ` matching “${q}”` : ""}
        </h2>
        {users.length === 0 ? (
          <p className={styles.empty}>No user matches this search.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">User and email</th>
                <th scope="col">Joined</th>
                <th scope="col">Status</th>
                <th scope="col">Level</th>
                <th scope="col">Balance</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id} data-testid="admin-user-row">
                  <td data-label="User" className={styles.wideCell}>
                    <span className={styles.strong}>{user.fullName}</span>
                    <br />
                    <Link to={href(`/masters/${encodeURIComponent(user.username)}`)}>@{user.username}</Link>
                    <br />
                    <span className={styles.muted}>{user.email}</span>
                  </td>
                  <td data-label="Joined">{joined(user.createdAt)}</td>
                  <td data-label="Status">
                    <span className={styles.badges}>
                      <span className={styles.badge} data-tone={user.isActive ? "success" : "danger"}>
                        {user.isActive ? "Active" : "Inactive"}
                      </span>
                      {user.isStaff ? (
                        <span className={styles.badge} data-tone="accent">
                          Staff
                        </span>
                      ) : null}
                      {user.isTeacher ? <span className={styles.badge}>Teacher</span> : null}
                      {user.id === staffId ? <span className={styles.badge}>You</span> : null}
                    </span>
                  </td>
                  <td data-label="Level">{user.level ?? "—"}</td>
                  <td data-label="Balance" className={styles.numeric}>
                    {formatMoney(user.balanceCents, "en", { alwaysCents: true })}
                  </td>
                  <td data-label="Actions">
                    <Form
                      method="post"
                      className={styles.actions}
                      aria-label={`Actions for ${user.username}`}
                    >
                      <input type="hidden" name="userId" value={user.id} />
                      {user.isActive ? (
                        <button
                          type="submit"
                          name="intent"
                          value="deactivate"
                          className={styles.smallButton}
                          data-tone="danger"
                        >
                          Deactivate
                        </button>
                      ) : (
                        <button type="submit" name="intent" value="activate" className={styles.smallButton}>
                          Reactivate
                        </button>
                      )}
                      {user.isStaff ? (
                        <button
                          type="submit"
                          name="intent"
                          value="revoke_staff"
                          className={styles.smallButton}
                        >
                          Remove staff
                        </button>
                      ) : (
                        <button
                          type="submit"
                          name="intent"
                          value="grant_staff"
                          className={styles.smallButton}
                        >
                          Make staff
                        </button>
                      )}
                      <Link
                        to={href(`/masters/${encodeURIComponent(user.username)}/balance`)}
                        className={styles.smallButton}
                      >
                        Adjust balance
                      </Link>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <AdminPager page={page} pages={pages} path="/admin/users" query={{ q }} label="User pages" />
      </section>
    </>
  );
}
