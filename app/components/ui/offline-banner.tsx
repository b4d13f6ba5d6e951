import { useSyncExternalStore } from "react";
import { useT } from "~/i18n/use-t";
import { Icon } from "./icon";
import * as styles from "./offline-banner.css";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** A banner while the browser is offline (SPEC §4 online status). */
export function OfflineBanner() {
  const t = useT();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div className={styles.banner} role="status">
      <Icon name="wifi-off" size={18} />
      {t("offline")}
    </div>
  );
}
