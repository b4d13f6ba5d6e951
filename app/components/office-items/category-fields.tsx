import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import * as field from "~/components/ui/field.css";
import { useT } from "~/i18n/use-t";
import { FieldShell } from "./select-field";

/** A category with its specializations (sub-categories), as the forms offer them. */
export interface CategoryChoice {
  id: number;
  title: string;
  subCategories: { id: number; title: string }[];
}

/**
 * A specialization select, its options grouped by category. Given `category`, only that
 * category's specializations are offered once JavaScript runs (without it, all are, grouped, and
 * the server checks that the two match).
 */
export function SpecializationSelect({
  categories,
  category,
  value,
  onChange,
  error,
  label,
  hint,
}: {
  categories: CategoryChoice[];
  /** The chosen category id ("" for none): narrows the options when JavaScript runs. */
  category?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  hint?: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const narrowed =
    hydrated && category ? categories.filter((entry) => String(entry.id) === category) : categories;
  return (
    <FieldShell
      name="specialization"
      label={label ?? t("officeItems.fields.specialization")}
      error={error}
      hint={hint}
    >
      {(shared) => (
        <select
          className={field.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required
          {...shared}
        >
          <option value="">{t("officeItems.fields.chooseSpecialization")}</option>
          {narrowed.length === 1 && category
            ? narrowed[0]?.subCategories.map((sub) => (
                <option key={sub.id} value={sub.id}>
                  {sub.title}
                </option>
              ))
            : narrowed.map((entry) => (
                <optgroup key={entry.id} label={entry.title}>
                  {entry.subCategories.map((sub) => (
                    <option key={sub.id} value={sub.id}>
                      {sub.title}
                    </option>
                  ))}
                </optgroup>
              ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A category select and a specialization select of that category (portfolio works, certificates). */
export function CategoryFields({
  categories,
  defaultCategory = "",
  defaultSpecialization = "",
  errors,
}: {
  categories: CategoryChoice[];
  defaultCategory?: string;
  defaultSpecialization?: string;
  errors: Record<string, string | undefined>;
}) {
  const t = useT();
  const [category, setCategory] = useState(defaultCategory);
  const [specialization, setSpecialization] = useState(defaultSpecialization);
  const categoryOf = (subId: string) =>
    categories.find((entry) => entry.subCategories.some((sub) => String(sub.id) === subId));

  return (
    <>
      <FieldShell name="category" label={t("officeItems.fields.category")} error={errors.category}>
        {(shared) => (
          <select
            className={field.input}
            value={category}
            onChange={(event) => {
              const next = event.target.value;
              setCategory(next);
              // A specialization of another category no longer fits.
              if (specialization && String(categoryOf(specialization)?.id ?? "") !== next)
                setSpecialization("");
            }}
            required
            {...shared}
          >
            <option value="">{t("officeItems.fields.chooseCategory")}</option>
            {categories.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <SpecializationSelect
        categories={categories}
        category={category}
        value={specialization}
        onChange={(next) => {
          setSpecialization(next);
          // Choosing a specialization first picks its category.
          const owner = categoryOf(next);
          if (next && owner && String(owner.id) !== category) setCategory(String(owner.id));
        }}
        error={errors.specialization}
      />
    </>
  );
}
