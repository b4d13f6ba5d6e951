import { Link } from "react-router";
import { adminMeta } from "~/admin/meta";
import * as adminStyles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import * as styles from "~/components/admin/content-forms.css";
import { filledButton } from "~/components/ui/button.css";
import { Icon } from "~/components/ui/icon";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { adminCategories } from "~/server/admin/content.server";
import { withDatabase } from "~/server/context.server";
import type { Route } from "./+types/categories";

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await withDatabase(context, adminCategories) };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "categories");

/** The categories and their sub-categories in menu order, each with links to edit it. */
export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const t = useT();
  const locale = useLocale();
  // Each item by its title in the page's language (the meta line shows de and uk beside it).
  const named = (item: { titles: Record<string, string>; key: string }) =>
    item.titles[locale] || item.titles.en || item.key;
  const { categories } = loaderData;
  return (
    <>
      <AdminHeading
        title={t("admin.categories.title")}
        lead={t("admin.categories.lead")}
        action={
          <Link to={href("/admin/categories/new")} className={filledButton}>
            {t("admin.categories.new")}
          </Link>
        }
      />
      {categories.length === 0 ? (
        <p className={adminStyles.empty}>{t("admin.categories.empty")}</p>
      ) : (
        <ul className={styles.tree}>
          {categories.map((category) => (
            <li key={category.id} className={styles.treeItem}>
              <div className={styles.row}>
                <span className={styles.rowIcon} aria-hidden="true">
                  <Icon name={category.icon} size={24} />
                </span>
                <span className={styles.rowText}>
                  <span className={styles.rowTitle}>{named(category)}</span>
                  <span className={styles.rowMeta}>
                    {t("admin.categories.meta", {
                      de: category.titles.de,
                      uk: category.titles.uk,
                      key: category.key,
                      position: category.position,
                    })}
                  </span>
                </span>
                <span className={styles.rowLinks}>
                  <Link
                    to={href(`/admin/categories/${category.id}`)}
                    className={styles.smallAction}
                    aria-label={t("admin.common.editNamed", { name: named(category) })}
                  >
                    <Icon name="pencil" size={16} /> {t("admin.common.edit")}
                  </Link>
                  <Link
                    to={href(`/admin/categories/sub/new?category=${category.id}`)}
                    className={styles.smallAction}
                    aria-label={t("admin.categories.subCategoryNamed", {
                      name: named(category),
                    })}
                  >
                    <Icon name="plus" size={16} /> {t("admin.categories.subCategory")}
                  </Link>
                </span>
              </div>
              {category.subCategories.length > 0 ? (
                <ul
                  className={styles.subList}
                  aria-label={t("admin.categories.subCategoriesOf", {
                    name: named(category),
                  })}
                >
                  {category.subCategories.map((sub) => (
                    <li key={sub.id} className={styles.row}>
                      <span className={styles.rowIcon} aria-hidden="true">
                        <Icon name={sub.icon} size={20} />
                      </span>
                      <span className={styles.rowText}>
                        <span className={styles.rowTitle}>{named(sub)}</span>
                        <span className={styles.rowMeta}>
                          {t("admin.categories.subMeta", {
                            de: sub.titles.de,
                            key: sub.key,
                            position: sub.position,
                          })}
                        </span>
                      </span>
                      <span className={styles.rowLinks}>
                        <Link
                          to={href(`/admin/categories/sub/${sub.id}`)}
                          className={styles.smallAction}
                          aria-label={t("admin.common.editNamed", { name: named(sub) })}
                        >
                          <Icon name="pencil" size={16} /> {t("admin.common.edit")}
                        </Link>
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={adminStyles.muted}>{t("admin.categories.noSubCategories")}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
