import { Form } from "react-router";
import { useT } from "~/i18n/use-t";
import * as styles from "./admin.css";

/** A GET search form above a back-office list (works without JavaScript; the page resets to 1). */
export function AdminSearch({
  label,
  placeholder,
  defaultValue,
  action,
  children,
}: {
  label: string;
  placeholder: string;
  defaultValue: string;
  action: string;
  children?: React.ReactNode;
}) {
  const t = useT();
  return (
    <Form method="get" action={action} className={styles.searchForm} role="search">
      <label className={styles.searchField}>
        <span className={styles.searchLabel}>{label}</span>
        <input
          type="search"
          name="q"
          defaultValue={defaultValue}
          placeholder={placeholder}
          className={styles.searchInput}
          maxLength={200}
        />
      </label>
      {children}
      <button type="submit" className={styles.smallButton} data-tone="primary">
        {t("admin.search.submit")}
      </button>
    </Form>
  );
}
