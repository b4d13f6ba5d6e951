import { Outlet } from "react-router";
import { adminMeta } from "~/admin/meta";
import * as styles from "~/components/admin/admin.css";
import { AdminNav } from "~/components/admin/admin-nav";
import { errorMeta, rootLocale } from "~/i18n/meta";
import { adminCounts } from "~/server/admin/overview.server";
import { withDatabase } from "~/server/context.server";
import { requireStaff } from "~/server/web/current-user.server";
import type { Route } from "./+types/layout";

/**
 * The back-office's frame. Its middleware runs before every loader and action below it, so a
 * non-staff request to any /admin URL — GET or POST — is a 404 before anything else happens.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    requireStaff(context);
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  return { counts: await withDatabase(context, adminCounts) };
}

export const meta: Route.MetaFunction = ({ matches, error }) => {
  // A back-office page failed inside its frame (routes/section-boundary.tsx).
  const locale = error ? rootLocale(matches) : null;
  if (locale) return errorMeta(locale, error);
  return adminMeta(matches);
};

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.shell}>
      <AdminNav counts={loaderData.counts} />
      <div className={styles.main}>
        <Outlet />
      </div>
    </div>
  );
}
