import { ROLES, type Role } from "~/forms/account-limits";
import { useT } from "~/i18n/use-t";
import * as fieldStyles from "./field.css";
import * as styles from "./role-field.css";

/**
 * "Learner or master?" (decision 037): two radio cards, each with a short explanation, and the
 * (translated) error under them. Registration asks it with nothing chosen; the office shows the
 * current answer.
 */
export function RoleField({
  defaultValue,
  error,
  legend,
  legendClassName,
  hint,
}: {
  defaultValue?: string;
  error?: string;
  /** The question; registration's by default. */
  legend?: string;
  legendClassName?: string;
  hint?: string;
}) {
  const t = useT();
  const errorId = "field-role-error";
  return (
    <div className={fieldStyles.field} data-invalid={error ? "" : undefined}>
      <fieldset className={styles.fieldset}>
        <legend className={legendClassName ?? styles.legend}>{legend ?? t("auth.role.legend")}</legend>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
        <div className={styles.options}>
          {ROLES.map((role: Role) => (
            <label key={role} className={styles.option}>
              <input
                type="radio"
                name="role"
                value={role}
                className={styles.radio}
                defaultChecked={defaultValue === role}
                required
                aria-invalid={error ? true : undefined}
                // Named by its title alone; the explanation (and the error) describe it.
                aria-labelledby={`field-role-${role}`}
                aria-describedby={`field-role-${role}-text${error ? ` ${errorId}` : ""}`}
              />
              <span id={`field-role-${role}`} className={styles.title}>
                {t(`auth.role.${role}.title`)}
              </span>
              <span id={`field-role-${role}-text`} className={styles.text}>
                {t(`auth.role.${role}.text`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
