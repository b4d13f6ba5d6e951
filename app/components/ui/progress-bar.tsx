import { useNavigation } from "react-router";
import { useT } from "~/i18n/use-t";
import * as styles from "./progress-bar.css";

/**
 * The 4 px navigation progress bar: it appears only when a navigation takes longer than 200 ms
 * (a CSS delay) and trickles towards the end over about 5 s until the page arrives.
 */
export function ProgressBar() {
  const t = useT();
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={t("progress")}
      aria-valuetext={t("progress")}
    >
      <div className={styles.bar} />
    </div>
  );
}
