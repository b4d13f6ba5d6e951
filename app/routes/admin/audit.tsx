import { Link } from "react-router";
import { adminMeta } from "~/admin/meta";
import * as styles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { AuditTable } from "~/components/admin/audit-table";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { auditPage } from "~/server/audit/audit.server";
import { withDatabase } from "~/server/context.server";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const before = Number(new URL(request.url).searchParams.get("before"));
  return withDatabase(context, (db) =>
    auditPage(db, Number.isSafeInteger(before) && before > 0 ? before : undefined),
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "audit");

/** Every staff action, newest first, fifty a page. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const t = useT();
  return (
    <>
      <AdminHeading title={t("admin.audit.title")} lead={t("admin.audit.lead")} />
      <section className={styles.panel}>
        <AuditTable entries={loaderData.entries} />
        {loaderData.nextBefore ? (
          <nav className={styles.pager} aria-label={t("admin.audit.pages")}>
            <Link to={href(`/admin/audit`)}>{t("admin.audit.newest")}</Link>
            <Link to={href(`/admin/audit?before=${loaderData.nextBefore}`)}>{t("admin.audit.older")}</Link>
          </nav>
        ) : null}
      </section>
    </>
  );
}
