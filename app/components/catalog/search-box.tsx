import { useId } from "react";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import { Icon } from "../ui/icon";
import * as styles from "./search-box.css";

interface SearchBoxProps {
  /** The id of the list's GET form: the field and its button join it with the `form` attribute. */
  form?: string;
  name?: string;
  label: string;
  placeholder?: string;
  defaultValue?: string;
}

/** The search field of a list's GET form, with its submit button. */
export function SearchBox({ form, name = "q", label, placeholder, defaultValue = "" }: SearchBoxProps) {
  const t = useT();
  const id = useId();
  return (
    <search className={styles.box}>
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="search" size={20} />
      </span>
      <input
        key={defaultValue}
        id={id}
        type="search"
        name={name}
        form={form}
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className={styles.input}
      />
      <button type="submit" form={form} className={styles.submit}>
        <Icon name="search" size={18} className={styles.submitIcon} />
        <span className={styles.submitText}>{t("catalog.search.submit")}</span>
      </button>
    </search>
  );
}
