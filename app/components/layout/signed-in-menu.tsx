import { Form } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { Disclosure } from "../ui/disclosure";
import * as styles from "./header.css";
import { Initial, type ShellUser } from "./profile-menu";

/**
 * A signed-in user's profile menu (SPEC §2: profile, lessons, buy lesson, balance, leave; with the
 * personal office and the purchased lessons that SPEC lists among the menu's texts). The own
 * page's tabs are `?tab=tab-1…5`.
 */
export function SignedInMenu({ user }: { user: ShellUser }) {
  const t = useT();
  const href = useLocalizedHref();
  const page = `/masters/${user.id}`;
  return (
    <Disclosure
      label={`${user.fullName} — ${t("profile.menu")}`}
      toggle={<Initial user={user} />}
      toggleClassName={styles.iconButton}
      panelClassName={styles.languagePanel}
    >
      <p className={styles.menuUser}>
        <strong>{user.fullName}</strong>
        <span>@{user.username}</span>
      </p>
      <ul className={styles.languageList}>
        <li>
          <PageLink to={href(`${page}?tab=tab-1`)} className={styles.languageLink}>
            {t("profile.profile")}
          </PageLink>
        </li>
        <li>
          <PageLink to={href("/personal-info")} className={styles.languageLink}>
            {t("office.title")}
          </PageLink>
        </li>
        <li>
          <PageLink to={href(`${page}?tab=tab-2`)} className={styles.languageLink}>
            {t("profile.lessons")}
          </PageLink>
        </li>
        <li>
          <PageLink to={href(`${page}?tab=tab-3`)} className={styles.languageLink}>
            {t("office.tabs.purchased")}
          </PageLink>
        </li>
        <li>
          <PageLink to={href(`${page}?tab=tab-5`)} className={styles.languageLink}>
            {t("office.tabs.saved")}
          </PageLink>
        </li>
        <li>
          <PageLink to={href(`${page}?tab=tab-4`)} className={styles.languageLink}>
            {t("profile.balance")}
          </PageLink>
        </li>
        <li>
          <PageLink to={href("/lessons?ordering=level")} className={styles.languageLink}>
            {t("profile.buyLesson")}
          </PageLink>
        </li>
        {user.isStaff ? (
          <li>
            <PageLink to={href("/admin")} className={styles.languageLink}>
              {t("profile.backOffice")}
            </PageLink>
          </li>
        ) : null}
        <li>
          <Form method="post" action={href("/logout")}>
            <button type="submit" className={styles.menuButton}>
              {t("profile.leave")}
            </button>
          </Form>
        </li>
      </ul>
    </Disclosure>
  );
}
