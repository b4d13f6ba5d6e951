import { useLocation } from "react-router";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { Disclosure } from "../ui/disclosure";
import { Icon } from "../ui/icon";
import { PageLink } from "../ui/page-link";
import { CategoryItems } from "./category-items";
import * as styles from "./header.css";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { useMenuCategories } from "./menu-categories";
import { ProfileMenu, type ShellUser } from "./profile-menu";
import {
  isCurrentSection,
  lessonsInCategory,
  lessonsInSubCategory,
  mastersInCategory,
  mastersInSubCategory,
  NAV_ITEMS,
  type NavSlug,
  type ShellPageName,
} from "./site-data";

interface HeaderProps {
  pageNames: ShellPageName[];
  /** The current path without its locale prefix, with its query: kept by the language switcher. */
  currentPath: string;
  user: ShellUser | null;
}

export function Header({ pageNames, currentPath, user }: HeaderProps) {
  const t = useT();
  const href = useLocalizedHref();
  const menus = useMenuCategories(useLocale());
  const { pathname } = useLocation();
  // Titles come from the pages list; if it could not be loaded the translated defaults stand in.
  const title = (slug: NavSlug) =>
    pageNames.find((page) => page.slug === slug)?.name || t(`nav.items.${slug}`);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Disclosure
          label={t("nav.menu")}
          toggle={<Icon name="menu" />}
          className={styles.menu}
          toggleClassName={styles.hamburger}
          panelClassName={styles.menuPanel}
          closeWhen="(min-width: 1080px)"
        >
          <nav aria-label={t("nav.main")} onPointerEnter={menus.reach} onFocus={menus.reach}>
            <ul className={styles.navList}>
              {NAV_ITEMS.map((item) => {
                const links =
                  item.slug === "lessons"
                    ? { category: lessonsInCategory, subCategory: lessonsInSubCategory }
                    : item.slug === "masters"
                      ? { category: mastersInCategory, subCategory: mastersInSubCategory }
                      : null;
                return (
                  <li key={item.slug} className={styles.navItem}>
                    <PageLink
                      to={href(item.path)}
                      className={styles.navLink}
                      aria-current={isCurrentSection(pathname, href(item.path)) ? "page" : undefined}
                    >
                      {title(item.slug)}
                    </PageLink>
                    {links ? (
                      // Its toggle is drawn but hidden while the list is empty (before the
                      // categories arrive, and without JavaScript), so nothing moves when it fills.
                      <Disclosure
                        label={t("nav.categoriesOf", { section: title(item.slug) })}
                        toggle={<Icon name="chevron-down" size={18} />}
                        className={styles.submenu}
                        toggleClassName={styles.submenuToggle}
                        panelClassName={styles.submenuPanel}
                      >
                        <ul className={styles.categoryGrid}>
                          {menus.categories ? (
                            <CategoryItems
                              categories={menus.categories}
                              category={(id) => href(links.category(id))}
                              subCategory={(id) => href(links.subCategory(id))}
                            />
                          ) : null}
                        </ul>
                      </Disclosure>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </nav>
        </Disclosure>

        <PageLink to={href("/")} className={styles.logo} aria-label={t("nav.home")}>
          <Logo />
        </PageLink>

        <div className={styles.actions}>
          <LanguageSwitcher currentPath={currentPath} />
          <ProfileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
