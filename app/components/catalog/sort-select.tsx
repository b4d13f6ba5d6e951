import { useId, useLayoutEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/i18n/use-t";
import type { Choice } from "./filter-fields";
import { choiceChanged, useSubmitFilters } from "./filter-panel";
import * as styles from "./sort-select.css";

interface SortSelectProps {
  /** The id of the list's GET form (the select joins it with the `form` attribute). */
  form: string;
  name?: string;
  label: string;
  value: string;
  options: Choice[];
}

/**
 * The list's ordering. With JavaScript a choice applies at once; without it an "Apply" button
 * beside the select submits the form.
 */
export function SortSelect({ form, name = "ordering", label, value, options }: SortSelectProps) {
  const t = useT();
  const hydrated = useHydrated();
  const id = useId();
  const submitFilters = useSubmitFilters();
  const select = useRef<HTMLSelectElement>(null);
  // The select hydrates apart (decision 056): an order chosen before its code came is applied now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read at hydration only
  useLayoutEffect(() => {
    const field = select.current;
    if (field && choiceChanged(field)) submitFilters(field.form);
  }, []);
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        ref={select}
        key={value}
        id={id}
        name={name}
        form={form}
        defaultValue={value}
        className={styles.select}
        onChange={(event) => submitFilters(event.currentTarget.form)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" form={form} className={styles.apply}>
          {t("catalog.sort.apply")}
        </button>
      )}
    </div>
  );
}
