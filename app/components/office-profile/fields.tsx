import { type ReactNode, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Field } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { useT } from "~/i18n/use-t";
import * as styles from "./fields.css";

/** A labelled textarea with its hint, a live character count once JS runs, and its error. */
export function TextAreaField({
  name,
  id: idProp,
  label,
  error,
  hint,
  defaultValue,
  max,
  required,
  rows = 6,
}: {
  name: string;
  /** The textarea's id when a page has several fields of the same name (`field-<name>` otherwise). */
  id?: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  defaultValue?: string;
  /** The server's limit, shown as a count (the server refuses longer text with a message). */
  max: number;
  required?: boolean;
  rows?: number;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [length, setLength] = useState(defaultValue?.length ?? 0);
  const id = idProp ?? `field-${name}`;
  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={fieldStyles.field} data-invalid={error ? "" : undefined}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        className={`${fieldStyles.input} ${styles.textarea}`}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onInput={(event) => setLength(event.currentTarget.value.length)}
      />
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {hint}{" "}
        <span className={styles.counter}>
          {hydrated
            ? t("officeProfile.common.count", { length, max })
            : t("officeProfile.common.upTo", { max })}
        </span>
      </p>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

export interface SpecializationGroup {
  id: number;
  title: string;
  specializations: { id: number; title: string }[];
}

/**
 * Category and specialization. Without JS the specialization select lists every category's
 * specializations in groups and the server checks that the two match; once JS runs, it offers only
 * the chosen category's, and choosing a specialization first fills in its category.
 */
export function SpecializationFields({
  groups,
  category: initialCategory,
  specialization: initialSpecialization,
  errors,
}: {
  groups: SpecializationGroup[];
  category: string;
  specialization: string;
  errors: { category?: string; specialization?: string };
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [category, setCategory] = useState(initialCategory);
  const [specialization, setSpecialization] = useState(initialSpecialization);
  const shown = hydrated && category ? groups.filter((group) => String(group.id) === category) : groups;
  const id = "field-specialization";
  const described = errors.specialization ? `${id}-error` : undefined;

  return (
    <>
      <Field
        name="category"
        label={t("officeProfile.personal.category")}
        placeholder={t("officeProfile.personal.chooseCategory")}
        options={groups.map((group) => ({ value: String(group.id), label: group.title }))}
        value={category}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
          const next = event.target.value;
          setCategory(next);
          const group = groups.find((item) => String(item.id) === next);
          if (!group?.specializations.some((sub) => String(sub.id) === specialization)) setSpecialization("");
        }}
        error={errors.category}
        required
      />
      <div className={fieldStyles.field} data-invalid={errors.specialization ? "" : undefined}>
        <label htmlFor={id} className={fieldStyles.label}>
          {t("officeProfile.personal.specialization")}
        </label>
        <select
          id={id}
          name="specialization"
          className={fieldStyles.input}
          value={specialization}
          onChange={(event) => {
            const next = event.target.value;
            setSpecialization(next);
            const group = groups.find((item) => item.specializations.some((sub) => String(sub.id) === next));
            if (group) setCategory(String(group.id));
          }}
          required
          aria-invalid={errors.specialization ? true : undefined}
          aria-describedby={described}
        >
          <option value="">{t("officeProfile.personal.chooseSpecialization")}</option>
          {shown.map((group) =>
            shown.length === 1 ? (
              group.specializations.map((sub) => (
                <option key={sub.id} value={sub.id}>
                  {sub.title}
                </option>
              ))
            ) : (
              <optgroup key={group.id} label={group.title}>
                {group.specializations.map((sub) => (
                  <option key={sub.id} value={sub.id}>
                    {sub.title}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
        {errors.specialization ? (
          <p id={`${id}-error`} className={fieldStyles.error} role="alert">
            {t(errors.specialization)}
          </p>
        ) : null}
      </div>
    </>
  );
}
