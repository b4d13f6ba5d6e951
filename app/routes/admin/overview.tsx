import { Link, useRouteLoaderData } from "react-router";
import { adminMeta } from "~/admin/meta";
import * as styles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { AuditTable } from "~/components/admin/audit-table";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { auditPage } from "~/server/audit/audit.server";
import { withDatabase } from "~/server/context.server";
import type { Route } from "./+types/overview";
import type { loader as layoutLoader } from "./layout";

export async function loader({ context }: Route.LoaderArgs) {
  const { entries } = await withDatabase(context, (db) => auditPage(db));
  return { recent: entries.slice(0, 10) };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

/** What waits, each labelled by `admin.overview.waiting.<key>`. */
const WAITING = [
  { key: "openMessages", path: "/admin/messages" },
  { key: "teacherApplications", path: "/admin/teacher-applications" },
  { key: "qualificationRequests", path: "/admin/qualification-requests" },
  { key: "payoutRequests", path: "/admin/payouts" },
  { key: "unsentMail", path: "/admin" },
] as const;

/** What waits for the team, and what the team did last. */
export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const t = useT();
  const counts = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout")?.counts;
  return (
    <>
      <AdminHeading title={t("admin.overview.title")} lead={t("admin.overview.lead")} />
      <section className={styles.stats} aria-label={t("admin.overview.waitingLabel")}>
        {WAITING.map((item) => (
          <Link key={item.key} to={href(item.path)} className={styles.stat}>
            <span className={styles.statValue}>{counts?.[item.key] ?? 0}</span>
            <span className={styles.statLabel}>{t(`admin.overview.waiting.${item.key}`)}</span>
          </Link>
        ))}
      </section>
      <section className={styles.panel} aria-labelledby="recent-actions">
        <div className={styles.heading}>
          <h2 id="recent-actions" className={styles.panelTitle}>
            {t("admin.overview.latest")}
          </h2>
          <Link to={href("/admin/audit")}>{t("admin.overview.wholeLog")}</Link>
        </div>
        <AuditTable entries={loaderData.recent} />
      </section>
    </>
  );
}
