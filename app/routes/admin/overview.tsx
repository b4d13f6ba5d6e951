import { Link, useRouteLoaderData } from "react-router";
import * as styles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { AuditTable } from "~/components/admin/audit-table";
import { useLocalizedHref } from "~/i18n/use-locale";
import { auditPage } from "~/server/audit/audit.server";
import { withDatabase } from "~/server/context.server";
import type { Route } from "./+types/overview";
import type { loader as layoutLoader } from "./layout";

export async function loader({ context }: Route.LoaderArgs) {
  const { entries } = await withDatabase(context, (db) => auditPage(db));
  return { recent: entries.slice(0, 10) };
}

const WAITING = [
  { key: "openMessages", label: "Unanswered messages", path: "/admin/messages" },
  { key: "teacherApplications", label: "Teacher applications", path: "/admin/teacher-applications" },
  { key: "qualificationRequests", label: "Qualification requests", path: "/admin/qualification-requests" },
  { key: "unsentMail", label: "Emails waiting to be sent", path: "/admin" },
] as const;

/** What waits for the team, and what the team did last. */
export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const counts = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout")?.counts;
  return (
    <>
      <AdminHeading title="Back-office" lead="What waits for the team, and the latest staff actions." />
      <section className={styles.stats} aria-label="Waiting">
        {WAITING.map((item) => (
          <Link key={item.key} to={href(item.path)} className={styles.stat}>
            <span className={styles.statValue}>{counts?.[item.key] ?? 0}</span>
            <span className={styles.statLabel}>{item.label}</span>
          </Link>
        ))}
      </section>
      <section className={styles.panel} aria-labelledby="recent-actions">
        <div className={styles.heading}>
          <h2 id="recent-actions" className={styles.panelTitle}>
            Latest staff actions
          </h2>
          <Link to={href("/admin/audit")}>Whole audit log</Link>
        </div>
        <AuditTable entries={loaderData.recent} />
      </section>
    </>
  );
}
