import { type ReactNode, useId } from "react";
import * as styles from "./filter-fields.css";

/** A titled group of a filter form (a fieldset, so its legend names every choice inside). */
export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export interface Choice {
  value: string;
  label: string;
}

interface ChoicesProps {
  name: string;
  /** The chosen value; "" is the "any" choice. */
  value: string;
  /** The "any" choice (no filter), listed first. */
  anyLabel: string;
  options: Choice[];
}

/** Radio buttons: one choice of a few, plus "any". */
export function ChoiceList({ name, value, anyLabel, options }: ChoicesProps) {
  return (
    <ul className={styles.choices}>
      {[{ value: "", label: anyLabel }, ...options].map((option) => (
        <li key={option.value}>
          <Radio name={name} option={option} checked={option.value === value} />
        </li>
      ))}
    </ul>
  );
}

interface GroupedChoicesProps extends Omit<ChoicesProps, "options"> {
  groups: { title: string; options: Choice[] }[];
}

/** Radio buttons under group titles, in a box that scrolls past 500 px (SPEC §9: sub-categories). */
export function GroupedChoiceList({ name, value, anyLabel, groups }: GroupedChoicesProps) {
  const id = useId();
  return (
    <div className={styles.scroll}>
      <Radio name={name} option={{ value: "", label: anyLabel }} checked={value === ""} />
      {groups.map((group, index) => (
        <div key={group.title} className={styles.choiceGroup}>
          <p id={`${id}-${index}`} className={styles.groupTitle}>
            {group.title}
          </p>
          <ul className={styles.choices} aria-labelledby={`${id}-${index}`}>
            {group.options.map((option) => (
              <li key={option.value}>
                <Radio name={name} option={option} checked={option.value === value} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function Radio({ name, option, checked }: { name: string; option: Choice; checked: boolean }) {
  return (
    <label>
      <input type="radio" name={name} value={option.value} defaultChecked={checked} />
      {option.label}
    </label>
  );
}

/** A select with its label, for long lists (brands, countries). */
export function FilterSelect({ name, label, value, anyLabel, options }: ChoicesProps & { label: string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.legend}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={styles.select}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface RangeProps {
  legend: string;
  min: { name: string; label: string; value: number | null };
  max: { name: string; label: string; value: number | null };
  /** Shown before each number ("$"). */
  unit?: string;
}

/** Two whole numbers, from and to (a price range). */
export function RangeFields({ legend, min, max, unit }: RangeProps) {
  const id = useId();
  return (
    <FilterGroup legend={legend}>
      <div className={styles.range}>
        {[min, max].map((end, index) => (
          <div key={end.name} className={styles.rangeEnd}>
            <label htmlFor={`${id}-${index}`} className={styles.rangeLabel}>
              {end.label}
            </label>
            <span className={styles.unitWrap}>
              {unit ? (
                <span className={styles.unit} aria-hidden="true">
                  {unit}
                </span>
              ) : null}
              <input
                id={`${id}-${index}`}
                name={end.name}
                type="number"
                inputMode="numeric"
                min={0}
                max={1000000}
                step={1}
                defaultValue={end.value ?? ""}
                className={styles.number}
                data-unit={unit ? "" : undefined}
              />
            </span>
          </div>
        ))}
      </div>
    </FilterGroup>
  );
}

/** One on/off filter: a checkbox that sends `name=value` when ticked (styled like the choices). */
export function FilterCheck({
  name,
  value,
  label,
  checked,
}: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
}) {
  return (
    <ul className={styles.choices}>
      <li>
        <label>
          <input type="checkbox" name={name} value={value} defaultChecked={checked} />
          {label}
        </label>
      </li>
    </ul>
  );
}
