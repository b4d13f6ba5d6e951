import { Icon } from "../ui/icon";
import { PageLink } from "../ui/page-link";
import * as styles from "./header.css";
import type { ShellCategory } from "./site-data";

interface CategoryItemsProps {
  categories: ShellCategory[];
  /** The localized link of a category and of a sub-category. */
  category: (id: number) => string;
  subCategory: (id: number) => string;
}

/** The items of a header category menu, drawn in the browser once its categories arrive. */
export function CategoryItems({ categories, category, subCategory }: CategoryItemsProps) {
  return categories.map((item) => (
    <li key={item.id} className={styles.category}>
      <PageLink to={category(item.id)} className={styles.categoryLink}>
        <span className={styles.categoryIcon}>
          <Icon name={item.icon} size={20} />
        </span>
        {item.title}
      </PageLink>
      <ul className={styles.subList}>
        {item.subCategories.map((sub) => (
          <li key={sub.id}>
            <PageLink to={subCategory(sub.id)} className={styles.subLink}>
              {sub.title}
            </PageLink>
          </li>
        ))}
      </ul>
    </li>
  ));
}

interface MasterCategoryItemsProps {
  categories: ShellCategory[];
  allMasters: { label: string; href: string };
  /** The localized link of the masters of a category. */
  category: (id: number) => string;
}

/** The footer's masters column: all masters, then each category's; rendered on the server only. */
export function MasterCategoryItems({ categories, allMasters, category }: MasterCategoryItemsProps) {
  return (
    <>
      <li>
        <PageLink to={allMasters.href}>{allMasters.label}</PageLink>
      </li>
      {categories.map((item) => (
        <li key={item.id}>
          <PageLink to={category(item.id)}>{item.title}</PageLink>
        </li>
      ))}
    </>
  );
}
