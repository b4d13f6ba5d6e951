import { Link } from "react-router";
import { adminMeta } from "~/admin/meta";
import * as adminStyles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import * as styles from "~/components/admin/content-forms.css";
import { Icon } from "~/components/ui/icon";
import { pagePath } from "~/forms/admin-content-limits";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { adminPages } from "~/server/admin/content.server";
import { withDatabase } from "~/server/context.server";
import type { Route } from "./+types/pages";

export async function loader({ context }: Route.LoaderArgs) {
  const pages = await withDatabase(context, adminPages);
  return {
    pages: pages.map((page) => ({
      id: page.id,
      slug: page.slug,
      position: page.position,
      name: page.translations.en.name,
      nameDe: page.translations.de.name,
      emptyBodies: Object.entries(page.translations)
        .filter(([, translation]) => translation.body === "")
        .map(([locale]) => locale),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages");

/** The site's pages: their names (header items, page titles) and bodies in each language. */
export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const t = useT();
  return (
    <>
      <AdminHeading title={t("admin.pages.title")} lead={t("admin.pages.lead")} />
      {loaderData.pages.length === 0 ? (
        <p className={adminStyles.empty}>{t("admin.pages.empty")}</p>
      ) : (
        <ul className={styles.tree}>
          {loaderData.pages.map((page) => (
            <li key={page.id} className={`${styles.treeItem} ${styles.row}`}>
              <span className={styles.rowIcon} aria-hidden="true">
                <Icon name="briefcase" size={22} />
              </span>
              <span className={styles.rowText}>
                <span className={styles.rowTitle}>{page.name || page.slug}</span>
                <span className={styles.rowMeta}>
                  {t("admin.pages.meta", { path: pagePath(page.slug), de: page.nameDe })}
                  {page.emptyBodies.length > 0
                    ? ` · ${t("admin.pages.noText", { languages: page.emptyBodies.join(", ") })}`
                    : ""}
                </span>
              </span>
              <span className={styles.rowLinks}>
                <Link
                  to={href(`/admin/pages/${page.id}`)}
                  className={styles.smallAction}
                  aria-label={t("admin.common.editNamed", { name: page.name || page.slug })}
                >
                  <Icon name="pencil" size={16} /> {t("admin.common.edit")}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
