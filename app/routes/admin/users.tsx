import { Form, Link } from "react-router";
import { adminMeta } from "~/admin/meta";
import * as styles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { AdminPager } from "~/components/admin/admin-pager";
import { AdminSearch } from "~/components/admin/admin-search";
import { userChangeSchema } from "~/forms/admin-people";
import { listQuery } from "~/forms/admin-people-limits";
import { parseForm } from "~/forms/parse-form";
import { dateFormat } from "~/i18n/formatters";
import { formatMoney } from "~/i18n/money";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { changeUser, searchUsers } from "~/server/admin/users.server";
import { withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { redirectWithFlash } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import { requestT } from "~/server/web/request-translator.server";
import type { Route } from "./+types/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const query = listQuery(new URL(request.url));
  const found = await withDatabase(context, (db) => searchUsers(db, query));
  return { ...found, q: query.q, staffId: staff.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const form = await readFormData(request);
  const parsed = parseForm(userChangeSchema, form);
  // Back to the same search and page the button was pressed on.
  const back = `/admin/users${new URL(request.url).search}`;
  if (!parsed.ok) return redirectWithFlash(context, request, back, "admin.errors.unknownAction", "error");
  const outcome = await withDatabase(context, (db) =>
    changeUser(db, staff, parsed.data.userId, parsed.data.intent),
  );
  if (!outcome.ok) {
    return redirectWithFlash(
      context,
      request,
      back,
      outcome.reason === "self" ? "admin.users.notYourself" : "admin.users.noSuchUser",
      "error",
    );
  }
  const t = requestT(context);
  const done = t(`admin.users.done.${parsed.data.intent}`);
  const extra = outcome.unpublished ? ` ${t("admin.users.unpublished", { count: outcome.unpublished })}` : "";
  return redirectWithFlash(context, request, back, `${done}${extra}`);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "users");

/** Every account: find one, switch it off and on, give or take staff access, adjust its balance. */
export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const t = useT();
  const locale = useLocale();
  const joined = dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const { users, total, page, pages, q, staffId } = loaderData;
  const column = (name: string) => t(`admin.users.columns.${name}`);
  return (
    <>
      <AdminHeading title={t("admin.users.title")} lead={t("admin.users.lead")} />
      <section className={styles.panel} aria-labelledby="users-results">
        <AdminSearch
          label={t("admin.users.search")}
          placeholder={t("admin.users.searchPlaceholder")}
          defaultValue={q}
          action={href("/admin/users")}
        />
        <h2 id="users-results" className={styles.resultCount}>
          {q ? t("admin.users.foundMatching", { count: total, q }) : t("admin.users.found", { count: total })}
        </h2>
        {users.length === 0 ? (
          <p className={styles.empty}>{t("admin.users.none")}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{column("userAndEmail")}</th>
                <th scope="col">{column("joined")}</th>
                <th scope="col">{column("status")}</th>
                <th scope="col">{column("level")}</th>
                <th scope="col">{column("balance")}</th>
                <th scope="col">{t("admin.common.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id} data-testid="admin-user-row">
                  <td data-label={column("user")} className={styles.wideCell}>
                    <span className={styles.strong}>{user.fullName}</span>
                    <br />
                    <Link
                      to={href(`/masters/${encodeURIComponent(user.username)}`)}
                      className={styles.nowrap}
                    >
                      @{user.username}
                    </Link>
                    <br />
                    <span className={styles.muted}>{user.email}</span>
                  </td>
                  <td data-label={column("joined")} className={styles.nowrap}>
                    {joined.format(new Date(user.createdAt))}
                  </td>
                  <td data-label={column("status")}>
                    <span className={styles.badges}>
                      <span className={styles.badge} data-tone={user.isActive ? "success" : "danger"}>
                        {t(user.isActive ? "admin.users.active" : "admin.users.inactive")}
                      </span>
                      {user.isStaff ? (
                        <span className={styles.badge} data-tone="accent">
                          {t("admin.users.staff")}
                        </span>
                      ) : null}
                      {user.isTeacher ? (
                        <span className={styles.badge}>{t("admin.users.teacher")}</span>
                      ) : null}
                      {user.id === staffId ? (
                        <span className={styles.badge}>{t("admin.users.you")}</span>
                      ) : null}
                    </span>
                  </td>
                  <td data-label={column("level")} title={user.level ? t(`levels.${user.level}`) : undefined}>
                    {user.level ?? "—"}
                  </td>
                  <td data-label={column("balance")} className={styles.numeric}>
                    {formatMoney(user.balanceCents, locale, { alwaysCents: true })}
                  </td>
                  <td data-label={t("admin.common.actions")}>
                    <Form
                      method="post"
                      className={styles.actions}
                      aria-label={t("admin.users.actionsFor", { username: user.username })}
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
                          {t("admin.users.deactivate")}
                        </button>
                      ) : (
                        <button type="submit" name="intent" value="activate" className={styles.smallButton}>
                          {t("admin.users.activate")}
                        </button>
                      )}
                      {user.isStaff ? (
                        <button
                          type="submit"
                          name="intent"
                          value="revoke_staff"
                          className={styles.smallButton}
                        >
                          {t("admin.users.revokeStaff")}
                        </button>
                      ) : (
                        <button
                          type="submit"
                          name="intent"
                          value="grant_staff"
                          className={styles.smallButton}
                        >
                          {t("admin.users.grantStaff")}
                        </button>
                      )}
                      <Link
                        to={href(`/masters/${encodeURIComponent(user.username)}/balance`)}
                        className={styles.smallButton}
                      >
                        {t("admin.users.adjustBalance")}
                      </Link>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <AdminPager
          page={page}
          pages={pages}
          path="/admin/users"
          query={{ q }}
          label={t("admin.users.pages")}
        />
      </section>
    </>
  );
}
