import { type MasterFilters, masterSearch, withoutMasterPanelFilters } from "~/forms/catalog-filters";
import { useT } from "~/i18n/use-t";
import type { CategoryOption } from "~/server/catalog/filter-options.server";
import { EmptyState } from "./empty-state";
import { type FilterChip, FilterChips } from "./filter-chips";
import { Pagination } from "./pagination";

/** Every master, in the chosen order: the list without its search and its panel's filters. */
const everything = (filters: MasterFilters) => masterSearch({ ...withoutMasterPanelFilters(filters), q: "" });

interface MasterChipsProps {
  filters: MasterFilters;
  categories: CategoryOption[];
  countries: { code: string; name: string }[];
}

/** The masters list's search and filters in use, each removable. */
export function MasterChips({ filters, categories, countries }: MasterChipsProps) {
  const t = useT();
  const without = (change: Partial<MasterFilters>) => masterSearch({ ...filters, ...change, page: 1 });
  const chip = (key: string, label: string, change: Partial<MasterFilters>): FilterChip => ({
    key,
    label,
    href: without(change),
  });
  const chips: FilterChip[] = [];
  if (filters.q) chips.push(chip("q", t("masters.list.chipSearch", { q: filters.q }), { q: "" }));
  if (filters.category !== null) {
    const category = categories.find((c) => c.id === filters.category);
    chips.push(chip("category", category?.title ?? t("lessons.filters.category"), { category: null }));
  }
  if (filters.subcategory !== null) {
    const sub = categories.flatMap((c) => c.subCategories).find((s) => s.id === filters.subcategory);
    chips.push(chip("subcategory", sub?.title ?? `#${filters.subcategory}`, { subcategory: null }));
  }
  if (filters.level !== null)
    chips.push(chip("level", t("masters.list.chipLevel", { level: filters.level }), { level: null }));
  if (filters.country !== null) {
    const country = countries.find((option) => option.code === filters.country);
    chips.push(chip("country", country?.name ?? filters.country, { country: null }));
  }
  if (filters.city !== null) chips.push(chip("city", filters.city, { city: null }));
  return <FilterChips chips={chips} clearHref={everything(filters)} />;
}

/** No master in this view: the way back to all of them. */
export function MastersEmpty({ filters }: { filters: MasterFilters }) {
  const t = useT();
  return (
    <EmptyState
      title={t("masters.list.emptyTitle")}
      text={t("masters.list.emptyText")}
      resetHref={everything(filters)}
      resetLabel={t("masters.list.showAll")}
      icon="user"
    />
  );
}

export function MasterPagination({
  filters,
  page,
  pageCount,
}: {
  filters: MasterFilters;
  page: number;
  pageCount: number;
}) {
  return <Pagination page={page} pageCount={pageCount} href={(n) => masterSearch(filters, n)} />;
}
