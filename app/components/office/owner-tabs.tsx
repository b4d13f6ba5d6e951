import { PageLink } from "~/components/ui/page-link";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { Icon } from "../ui/icon";
import * as styles from "./own-page.css";

/** The owner's tabs on their own master page (SPEC §2: /masters/{id}?tab=tab-1…). */
export const OWN_TABS = ["tab-1", "tab-2", "tab-3", "tab-4", "tab-5"] as const;
export type OwnTab = (typeof OWN_TABS)[number];

const TAB_NAMES: Record<OwnTab, { key: string; icon: string }> = {
  "tab-1": { key: "profile", icon: "user" },
  "tab-2": { key: "lessons", icon: "play" },
  "tab-3": { key: "purchased", icon: "receipt" },
  "tab-4": { key: "balance", icon: "wallet" },
  // Saved lessons and followed masters (decision 045).
  "tab-5": { key: "saved", icon: "heart" },
};

/** `?tab=` of the own page: one of the five, the profile otherwise. */
export function ownTab(value: string | null): OwnTab {
  return OWN_TABS.find((tab) => tab === value) ?? "tab-1";
}

/** The tabs as plain links (they work without JavaScript); the open one is `aria-current="page"`. */
export function OwnerTabs({ username, active }: { username: string; active: OwnTab }) {
  const t = useT();
  const href = useLocalizedHref();
  const base = href(`/masters/${encodeURIComponent(username)}`);
  return (
    <nav className={styles.tabsBar} aria-label={t("office.tabs.label")}>
      <ul className={styles.tabs}>
        {OWN_TABS.map((tab) => (
          <li key={tab}>
            <PageLink
              to={`${base}?tab=${tab}`}
              className={styles.tab}
              aria-current={tab === active ? "page" : undefined}
              keepScroll
            >
              <Icon name={TAB_NAMES[tab].icon} size={18} />
              {t(`office.tabs.${TAB_NAMES[tab].key}`)}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
