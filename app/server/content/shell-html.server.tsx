import { renderToStaticMarkup } from "react-dom/server";
import { CategoryItems, MasterCategoryItems } from "~/components/layout/category-items";
import {
  lessonsInCategory,
  lessonsInSubCategory,
  mastersInCategory,
  mastersInSubCategory,
  type ShellCategory,
} from "~/components/layout/site-data";
import { type Locale, localizePath } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";

/** The ids of the shell's static lists (StaticList), with their HTML for one locale. */
export type ShellLists = Record<"mega-lessons" | "mega-masters" | "footer-masters-list", string>;

/** By the categories list itself: site-content.server.ts keeps one per locale until it changes. */
const rendered = new WeakMap<ShellCategory[], ShellLists>();

/**
 * The header's category menus and the footer's masters column for a locale, rendered once per
 * list of categories (about a tenth of every page's server time when rendered per request).
 */
export function shellLists(locale: Locale, categories: ShellCategory[]): ShellLists {
  const known = rendered.get(categories);
  if (known) return known;
  const href = (path: string) => localizePath(locale, path);
  const menu = (category: (id: number) => string, subCategory: (id: number) => string) =>
    renderToStaticMarkup(
      <CategoryItems
        categories={categories}
        category={(id) => href(category(id))}
        subCategory={(id) => href(subCategory(id))}
      />,
    );
  const lists: ShellLists = {
    "mega-lessons": menu(lessonsInCategory, lessonsInSubCategory),
    "mega-masters": menu(mastersInCategory, mastersInSubCategory),
    "footer-masters-list": renderToStaticMarkup(
      <MasterCategoryItems
        categories={categories}
        allMasters={{
          label: serverI18n(locale).t("footer.allMasters"),
          href: href("/masters?ordering=master"),
        }}
        category={(id) => href(mastersInCategory(id))}
      />,
    ),
  };
  rendered.set(categories, lists);
  return lists;
}
