import { Link } from "react-router";
import * as styles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { AuditTable } from "~/components/admin/audit-table";
import { useLocalizedHref } from "~/i18n/use-locale";
import { auditPage } from "~/server/audit/audit.server";
import { withDatabase } from "~/server/context.server";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const before = Number(new URL(request.url).searchParams.get("before"));
  return withDatabase(context, (db) =>
    auditPage(db, Number.isSafeInteger(before) && before > 0 ? before : undefined),
  );
}

/** Every staff action, newest first, fifty a page. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  return (
    <>
      <AdminHeading title="Audit log" lead="Every staff action in the back-office, newest first." />
      <section className={styles.panel}>
        <AuditTable entries={loaderData.entries} />
        {loaderData.nextBefore ? (
          <nav className={styles.pager} aria-label="Audit log pages">
            <Link to={href(`/admin/audit`)}>Newest</Link>
            <Link to={href(`/admin/audit?before=${loaderData.nextBefore}`)}>Older</Link>
          </nav>
        ) : null}
      </section>
    </>
  );
}
