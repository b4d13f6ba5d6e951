import { useId } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  type MasterFilters as Filters,
  masterPanelFiltersInUse,
  masterSearch,
  QUALIFICATION_LEVELS,
  withoutMasterPanelFilters,
} from "~/forms/catalog-filters";
import { useT } from "~/i18n/use-t";
import type { CategoryOption } from "~/server/catalog/filter-options.server";
import { ChoiceList, FilterGroup, FilterSelect, GroupedChoiceList } from "./filter-fields";
import * as fieldStyles from "./filter-fields.css";
import { FilterPanel, FilterToggle } from "./filter-panel";
import * as styles from "./master-filters.css";
import { SortSelect } from "./sort-select";

interface MasterFiltersProps {
  filters: Filters;
  categories: CategoryOption[];
  countries: { code: string; name: string }[];
  cities: string[];
}

/**
 * The masters list's filter panel: specialization, qualification level, country and city, in the
 * list's GET form (the search and the order are kept by its reset).
 */
export function MasterFilters({ filters, categories, countries, cities }: MasterFiltersProps) {
  const t = useT();
  return (
    <FilterPanel
      resetHref={masterSearch(withoutMasterPanelFilters(filters))}
      canReset={masterPanelFiltersInUse(filters) > 0}
    >
      <FilterGroup legend={t("lessons.filters.category")}>
        <ChoiceList
          name="category"
          value={filters.category === null ? "" : String(filters.category)}
          anyLabel={t("lessons.filters.anyCategory")}
          options={categories.map((c) => ({ value: String(c.id), label: c.title }))}
        />
      </FilterGroup>
      <FilterGroup legend={t("masters.list.specialization")}>
        <GroupedChoiceList
          name="subcategory"
          value={filters.subcategory === null ? "" : String(filters.subcategory)}
          anyLabel={t("masters.list.anySpecialization")}
          // The specializations narrow to the chosen category.
          groups={categories
            .filter((c) => filters.category === null || c.id === filters.category)
            .filter((category) => category.subCategories.length > 0)
            .map((category) => ({
              title: category.title,
              options: category.subCategories.map((sub) => ({ value: String(sub.id), label: sub.title })),
            }))}
        />
      </FilterGroup>
      <FilterGroup legend={t("masters.list.level")}>
        <ChoiceList
          name="level"
          value={filters.level === null ? "" : String(filters.level)}
          anyLabel={t("masters.list.anyLevel")}
          options={QUALIFICATION_LEVELS.map((level) => ({
            value: String(level),
            label: t("masters.list.levelOption", { level, name: t(`levels.${level}`) }),
          }))}
        />
      </FilterGroup>
      <FilterSelect
        name="country"
        label={t("masters.list.country")}
        value={filters.country ?? ""}
        anyLabel={t("masters.list.anyCountry")}
        options={countries.map((country) => ({ value: country.code, label: country.name }))}
      />
      <CityField value={filters.city ?? ""} cities={cities} />
    </FilterPanel>
  );
}

/** The masters list's "Filters" button (phones) and ordering. */
export function MasterControls({ filters, formId }: { filters: Filters; formId: string }) {
  const t = useT();
  return (
    <>
      <FilterToggle activeCount={masterPanelFiltersInUse(filters)} />
      <SortSelect
        form={formId}
        label={t("masters.list.ordering")}
        value={filters.ordering}
        options={[
          { value: "teacher", label: t("masters.list.teachersFirst") },
          { value: "master", label: t("masters.list.mastersFirst") },
        ]}
      />
    </>
  );
}

/** Free text (the server compares case-insensitively); with JavaScript the known cities are suggested. */
function CityField({ value, cities }: { value: string; cities: string[] }) {
  const t = useT();
  const hydrated = useHydrated();
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.legend}>
        {t("masters.list.city")}
      </label>
      <input
        id={id}
        type="text"
        name="city"
        defaultValue={value}
        list={hydrated ? `${id}-cities` : undefined}
        placeholder={t("masters.list.cityPlaceholder")}
        autoComplete="off"
        maxLength={100}
        className={`${fieldStyles.select} ${styles.cityInput}`}
      />
      {hydrated ? (
        <datalist id={`${id}-cities`}>
          {cities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}
