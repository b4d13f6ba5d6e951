import { renderToStaticMarkup } from "react-dom/server";
import { MasterCategoryItems } from "~/components/layout/category-items";
import { mastersInCategory, type ShellCategory } from "~/components/layout/site-data";
import { type Locale, localizePath } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";

/** The ids of the shell's static lists (StaticList), with their HTML for one locale. */
export type ShellLists = Record<"footer-masters-list", string>;

/** By the categories list itself: site-content.server.ts keeps one per locale until it changes. */
const rendered = new WeakMap<ShellCategory[], ShellLists>();

/**
 * The footer's masters column for a locale, rendered once per list of categories. (The header's
 * category menus are drawn in the browser from the categories API: decision 029.)
 */
export function shellLists(locale: Locale, categories: ShellCategory[]): ShellLists {
  const known = rendered.get(categories);
  if (known) return known;
  const href = (path: string) => localizePath(locale, path);
  const lists: ShellLists = {
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
