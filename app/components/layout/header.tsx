import { NavLink } from "react-router";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { Disclosure } from "../ui/disclosure";
import { Icon } from "../ui/icon";
import { PageLink } from "../ui/page-link";
import * as styles from "./header.css";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { ProfileMenu, type ShellUser } from "./profile-menu";
import { NAV_ITEMS, type NavSlug, type ShellPageName } from "./site-data";
import { StaticList } from "./static-list";

interface HeaderProps {
  pageNames: ShellPageName[];
  /** Whether there are categories to list in the Lessons and Masters menus. */
  hasCategories: boolean;
  /** The current path without its locale prefix, with its query: kept by the language switcher. */
  currentPath: string;
  user: ShellUser | null;
}

export function Header({ pageNames, hasCategories, currentPath, user }: HeaderProps) {
  const t = useT();
  const href = useLocalizedHref();
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
          <nav aria-label={t("nav.main")}>
            <ul className={styles.navList}>
              {NAV_ITEMS.map((item) => {
                const submenu = item.slug === "lessons" || item.slug === "masters";
                return (
                  <li key={item.slug} className={styles.navItem}>
                    <NavLink to={href(item.path)} className={styles.navLink} prefetch="none">
                      {title(item.slug)}
                    </NavLink>
                    {submenu && hasCategories ? (
                      <Disclosure
                        label={t("nav.categoriesOf", { section: title(item.slug) })}
                        toggle={<Icon name="chevron-down" size={18} />}
                        className={styles.submenu}
                        toggleClassName={styles.submenuToggle}
                        panelClassName={styles.submenuPanel}
                      >
                        <StaticList id={`mega-${item.slug}`} className={styles.categoryGrid} />
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
