import * as styles from "./logo.css";

/** The Maistry word mark: a serif name with a small rose dot. */
export function Logo() {
  return (
    <span className={styles.logo}>
      Maistry
      <span className={styles.dot} aria-hidden="true" />
    </span>
  );
}
