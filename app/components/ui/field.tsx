import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import * as styles from "./field.css";

interface BaseProps {
  name: string;
  label: ReactNode;
  /** A translation key, shown under the field with aria-invalid. */
  error?: string;
  hint?: ReactNode;
  errorValues?: Record<string, string | number>;
}

type InputProps = BaseProps &
  Omit<React.InputHTMLAttributes<HTMLInputElement>, "name"> & { options?: undefined };
type SelectProps = BaseProps &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name"> & {
    options: { value: string; label: string }[];
    placeholder: string;
  };

/** A labelled input or select with its hint and its (translated) error next to it. */
export function Field(props: InputProps | SelectProps) {
  const t = useT();
  const { name, label, error, hint, errorValues, id: givenId, ...control } = props;
  // Its own id when a page has several fields of one name (a form per row).
  const id = givenId ?? `field-${name}`;
  const described =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const shared = { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": described };
  return (
    <div className={styles.field} data-invalid={error ? "" : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {"options" in control && control.options ? (
        <SelectControl {...control} {...shared} />
      ) : (
        <input
          className={styles.input}
          {...(control as React.InputHTMLAttributes<HTMLInputElement>)}
          {...shared}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t(error, errorValues)}
        </p>
      ) : null}
    </div>
  );
}

function SelectControl({
  options,
  placeholder,
  ...select
}: Omit<SelectProps, "name" | "label" | "error" | "hint" | "errorValues"> & {
  id: string;
  name: string;
}) {
  return (
    <select className={styles.input} {...select}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A checkbox whose label may hold a link (consent to the public offer). */
export function CheckboxField({
  name,
  label,
  error,
  defaultChecked,
}: {
  name: string;
  label: ReactNode;
  error?: string;
  defaultChecked?: boolean;
}) {
  const t = useT();
  const id = `field-${name}`;
  return (
    <div className={styles.field} data-invalid={error ? "" : undefined}>
      <div className={styles.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          name={name}
          className={styles.checkbox}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id} className={styles.checkboxLabel}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
