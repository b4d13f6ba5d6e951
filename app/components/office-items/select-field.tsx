import type { ReactNode } from "react";
import * as field from "~/components/ui/field.css";
import { useT } from "~/i18n/use-t";
import * as styles from "./office-items.css";

interface ShellProps {
  name: string;
  label: ReactNode;
  /** A translation key, shown under the control. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (shared: {
    id: string;
    name: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}

/** A label, a control, its hint and its translated error: the frame of this area's own controls. */
export function FieldShell({ name, label, error, hint, className, children }: ShellProps) {
  const t = useT();
  const id = `field-${name}`;
  const described =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div
      className={className ? `${field.field} ${className}` : field.field}
      data-invalid={error ? "" : undefined}
    >
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      {children({ id, name, "aria-invalid": error ? true : undefined, "aria-describedby": described })}
      {hint ? (
        <p id={`${id}-hint`} className={field.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={field.error} role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A multi-line text field with the same look as `Field`. */
export function TextareaField({
  name,
  label,
  error,
  hint,
  className,
  ...textarea
}: Omit<ShellProps, "children"> & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  return (
    <FieldShell name={name} label={label} error={error} hint={hint} className={className}>
      {(shared) => <textarea className={`${field.input} ${styles.textarea}`} {...textarea} {...shared} />}
    </FieldShell>
  );
}
