import { Suspense } from "react";
import { PageLink } from "~/components/ui/page-link";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { Icon } from "../ui/icon";
import { lazyComponent } from "../ui/lazy-component";
import * as styles from "./header.css";

export interface ShellUser {
  id: number;
  username: string;
  fullName: string;
  /** Staff see the back-office in their menu. */
  isStaff?: boolean;
}

// A visitor's page has no menu to run; a signed-in user's page hydrates it when its code arrives.
const SignedInMenu = lazyComponent(() => import("./signed-in-menu").then((module) => module.SignedInMenu));

/** The header's profile icon: sign-up for visitors, the profile menu (signed-in-menu.tsx) for a user. */
export function ProfileMenu({ user }: { user: ShellUser | null }) {
  const t = useT();
  const href = useLocalizedHref();
  if (!user) {
    return (
      <PageLink to={href("/registration")} className={styles.iconButton} aria-label={t("profile.register")}>
        <Icon name="user" />
      </PageLink>
    );
  }
  return (
    <Suspense
      fallback={
        <span className={styles.iconButton}>
          <Initial user={user} />
        </span>
      }
    >
      <SignedInMenu user={user} />
    </Suspense>
  );
}

/** The menu's button face: the first letter of the user's name. */
export function Initial({ user }: { user: ShellUser }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {Array.from(user.fullName.trim())[0]?.toUpperCase() ?? "·"}
    </span>
  );
}
