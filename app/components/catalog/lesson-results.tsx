import {
  type LessonFilters,
  lessonFiltersInUse,
  lessonSearch,
  withoutLessonFilters,
} from "~/forms/catalog-filters";
import { formatMoney } from "~/i18n/money";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import type { LessonFilterOptions } from "~/server/catalog/filter-options.server";
import { EmptyState } from "./empty-state";
import { type FilterChip, FilterChips } from "./filter-chips";
import { Pagination } from "./pagination";

interface LessonViewProps {
  filters: LessonFilters;
  options: LessonFilterOptions;
}

/** The lessons list's filters in use, each removable (`lessonFiltersInUse` counts the same). */
export function LessonChips({ filters, options }: LessonViewProps) {
  const t = useT();
  const locale = useLocale();
  const without = (change: Partial<LessonFilters>) => lessonSearch({ ...filters, ...change, page: 1 });
  const language = (code: string) => t(`catalog.languageNames.${code}`);
  const usd = (dollars: number) => formatMoney(dollars * 100, locale);
  const { priceMin, priceMax } = filters;
  const price =
    priceMin !== null && priceMax !== null
      ? `${usd(priceMin)} – ${usd(priceMax)}`
      : priceMin !== null
        ? t("lessons.chips.priceFrom", { min: usd(priceMin) })
        : priceMax !== null
          ? t("lessons.chips.priceTo", { max: usd(priceMax) })
          : null;
  const chip = (key: string, label: string, change: Partial<LessonFilters>): FilterChip => ({
    key,
    label,
    href: without(change),
  });

  const chips: FilterChip[] = [];
  if (filters.q) chips.push(chip("q", t("lessons.chips.search", { query: filters.q }), { q: "" }));
  if (filters.category !== null) {
    const category = options.categories.find((c) => c.id === filters.category);
    chips.push(chip("category", category?.title ?? t("lessons.filters.category"), { category: null }));
  }
  if (filters.subcategory !== null) {
    const sub = options.categories.flatMap((c) => c.subCategories).find((s) => s.id === filters.subcategory);
    chips.push(chip("subcategory", sub?.title ?? t("lessons.filters.subcategory"), { subcategory: null }));
  }
  if (filters.level !== null)
    chips.push(chip("level", t(`catalog.levels.${filters.level}`), { level: null }));
  if (price) chips.push(chip("price", price, { priceMin: null, priceMax: null }));
  if (filters.subtitles !== null)
    chips.push(
      chip("subtitles", t("lessons.chips.subtitles", { language: language(filters.subtitles) }), {
        subtitles: null,
      }),
    );
  if (filters.available !== null)
    chips.push(
      chip("available", t("lessons.chips.available", { language: language(filters.available) }), {
        available: null,
      }),
    );
  if (filters.taught !== null)
    chips.push(
      chip("taught", t("lessons.chips.taught", { language: language(filters.taught) }), { taught: null }),
    );
  if (filters.brand !== null) {
    const brand = options.brands.find((b) => b.id === filters.brand);
    chips.push(chip("brand", brand?.name ?? t("lessons.filters.brand"), { brand: null }));
  }
  return <FilterChips chips={chips} clearHref={lessonSearch(withoutLessonFilters(filters))} />;
}

/** No lesson in this view: with filters, the way back to every lesson; without, an empty catalog. */
export function LessonsEmpty({ filters }: { filters: LessonFilters }) {
  const t = useT();
  return lessonFiltersInUse(filters) > 0 ? (
    <EmptyState resetHref={lessonSearch(withoutLessonFilters(filters))} />
  ) : (
    <EmptyState title={t("lessons.emptyCatalog.title")} text={t("lessons.emptyCatalog.text")} icon="play" />
  );
}

export function LessonPagination({
  filters,
  page,
  pageCount,
}: {
  filters: LessonFilters;
  page: number;
  pageCount: number;
}) {
  return <Pagination page={page} pageCount={pageCount} href={(n) => lessonSearch(filters, n)} />;
}
