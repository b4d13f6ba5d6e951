import {
  type LessonFilters as Filters,
  LESSON_LEVEL_NAMES,
  LESSON_ORDERINGS,
  type LessonOrdering,
  lessonFiltersInUse,
  lessonSearch,
  withoutLessonFilters,
} from "~/forms/catalog-filters";
import { LOCALES } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import type { LessonFilterOptions } from "~/server/catalog/filter-options.server";
import {
  ChoiceList,
  FilterCheck,
  FilterGroup,
  FilterSelect,
  GroupedChoiceList,
  RangeFields,
} from "./filter-fields";
import { FilterPanel, FilterToggle } from "./filter-panel";
import { SortSelect } from "./sort-select";

/** The translation key of each ordering's name ("-price" is not a handy key). */
const ORDERING_KEYS: Record<LessonOrdering, string> = {
  level: "level",
  newest: "newest",
  views: "views",
  rating: "rating",
  price: "priceAsc",
  "-price": "priceDesc",
};

/**
 * The lessons list's filter panel: category, sub-category, level, price, languages and brand, in
 * the list's GET form.
 */
export function LessonFilters({ filters, options }: { filters: Filters; options: LessonFilterOptions }) {
  const t = useT();
  const locale = useLocale();
  // The sub-category list narrows to the chosen category.
  const subGroups = options.categories
    .filter((c) => filters.category === null || c.id === filters.category)
    .filter((c) => c.subCategories.length > 0)
    .map((c) => ({
      title: c.title,
      options: c.subCategories.map((sub) => ({ value: String(sub.id), label: sub.title })),
    }));
  return (
    <FilterPanel
      resetHref={lessonSearch(withoutLessonFilters(filters))}
      canReset={lessonFiltersInUse(filters) > 0}
    >
      <FilterGroup legend={t("lessons.filters.category")}>
        <ChoiceList
          name="category"
          value={filters.category === null ? "" : String(filters.category)}
          anyLabel={t("lessons.filters.anyCategory")}
          options={options.categories.map((c) => ({ value: String(c.id), label: c.title }))}
        />
      </FilterGroup>
      {subGroups.length > 0 ? (
        <FilterGroup legend={t("lessons.filters.subcategory")}>
          <GroupedChoiceList
            name="subcategory"
            value={filters.subcategory === null ? "" : String(filters.subcategory)}
            anyLabel={t("lessons.filters.anySubcategory")}
            groups={subGroups}
          />
        </FilterGroup>
      ) : null}
      <FilterGroup legend={t("lessons.filters.level")}>
        <ChoiceList
          name="level"
          value={filters.level ?? ""}
          anyLabel={t("lessons.filters.anyLevel")}
          options={[...LESSON_LEVEL_NAMES.slice(1), LESSON_LEVEL_NAMES[0]].map((level) => ({
            value: level,
            label: t(`catalog.levels.${level}`),
          }))}
        />
      </FilterGroup>
      <RangeFields
        legend={t("lessons.filters.price")}
        unit="$"
        min={{ name: "price_min", label: t("lessons.filters.priceMin"), value: filters.priceMin }}
        max={{ name: "price_max", label: t("lessons.filters.priceMax"), value: filters.priceMax }}
      />
      <FilterGroup legend={t("lessons.filters.language")}>
        <FilterCheck
          name="available"
          value={locale}
          label={t("lessons.filters.availableMine")}
          checked={filters.available === locale}
        />
        <FilterCheck
          name="subtitles"
          value={locale}
          label={t("lessons.filters.subtitlesMine")}
          checked={filters.subtitles === locale}
        />
      </FilterGroup>
      <FilterSelect
        name="taught"
        label={t("lessons.filters.taught")}
        value={filters.taught ?? ""}
        anyLabel={t("lessons.filters.anyLanguage")}
        options={LOCALES.map((language) => ({
          value: language,
          label: t(`catalog.languageNames.${language}`),
        }))}
      />
      {options.brands.length > 0 ? (
        <FilterSelect
          name="brand"
          label={t("lessons.filters.brand")}
          value={filters.brand === null ? "" : String(filters.brand)}
          anyLabel={t("lessons.filters.anyBrand")}
          options={options.brands.map((b) => ({ value: String(b.id), label: b.name }))}
        />
      ) : null}
    </FilterPanel>
  );
}

/** The lessons list's "Filters" button (phones) and ordering. */
export function LessonControls({ filters, formId }: { filters: Filters; formId: string }) {
  const t = useT();
  return (
    <>
      <FilterToggle activeCount={lessonFiltersInUse(filters)} />
      <SortSelect
        form={formId}
        label={t("lessons.sort.label")}
        value={filters.ordering}
        options={LESSON_ORDERINGS.map((ordering) => ({
          value: ordering,
          label: t(`lessons.sort.${ORDERING_KEYS[ordering]}`),
        }))}
      />
    </>
  );
}
