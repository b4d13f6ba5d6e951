import { redirect } from "react-router";
import { lessonCardView } from "~/catalog/card-views";
import { LessonCard } from "~/components/catalog/drawn-cards";
import { EmptyState } from "~/components/catalog/empty-state";
import { type FilterChip, FilterChips } from "~/components/catalog/filter-chips";
import {
  ChoiceList,
  FilterCheck,
  FilterGroup,
  FilterSelect,
  GroupedChoiceList,
  RangeFields,
} from "~/components/catalog/filter-fields";
import { FilterPanel } from "~/components/catalog/filter-panel";
import { cardGrid } from "~/components/catalog/lesson-card.css";
import { ListPage } from "~/components/catalog/list-page";
import { ListLoading, ListSkeleton } from "~/components/catalog/list-skeleton";
import { Pagination } from "~/components/catalog/pagination";
import { useServerDrawnHearts } from "~/components/social/server-drawn-hearts";
import { hasItems, ServerDrawnList } from "~/components/ui/server-drawn";
import {
  LESSON_LEVEL_NAMES,
  LESSON_ORDERINGS,
  type LessonFilters,
  type LessonOrdering,
  lessonSearch,
  parseLessonFilters,
} from "~/forms/catalog-filters";
import { LOCALES, localizePath } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { formatMoney } from "~/i18n/money";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { cachedLessonFilterOptions } from "~/server/catalog/filter-options.server";
import { listLessons } from "~/server/catalog/lessons.server";
import { getLocale, withDatabase } from "~/server/context.server";
import { keepOutOfHydration } from "~/server/http/server-drawn.server";
import { savedAmong } from "~/server/social/social.server";
import { getUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/lessons";

const FORM_ID = "lesson-filters";

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
 * The lessons list: search by title, filters (category, sub-category, level, price, brand) and six
 * orderings, 12 a page. Everything lives in the query string: a GET form and plain links.
 */
/** The lessons list's cards (element id): drawn on the server, not sent twice. */
const LESSON_RESULTS = "lesson-results";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const viewer = getUser(context);
  const filters = parseLessonFilters(new URL(request.url).searchParams);
  const [page, options, saved] = await withDatabase(context, async (db) => {
    const [page, options] = await Promise.all([
      listLessons(db, locale, filters),
      cachedLessonFilterOptions(db, locale),
    ]);
    // A signed-in viewer's hearts (decision 045); a visitor's page stays the same for everyone.
    const saved = viewer
      ? [
          ...(await savedAmong(
            db,
            viewer.id,
            page.results.map((lesson) => lesson.id),
          )),
        ]
      : null;
    return [page, options, saved] as const;
  });
  // A page past the end (a stale link after lessons left) shows the last page instead.
  if (page.count > 0 && filters.page > page.pageCount) {
    throw redirect(localizePath(locale, `/lessons${lessonSearch(filters, page.pageCount)}`));
  }
  // Sent once, as HTML, to visitors and signed-in viewers alike: the hearts of the kept HTML are
  // posted by `useServerDrawnHearts`.
  const cards = keepOutOfHydration(context, LESSON_RESULTS, page.results.map(lessonCardView));
  return { filters, page: { ...page, results: cards }, options, saved };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const tags = translatedMeta(matches, "lessons");
  // Search results are not pages of their own for search engines (the canonical URL is the bare list).
  return loaderData?.filters.q ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
};

/** Filters without any choice (the ordering is kept: it is how to look, not what to see). */
const cleared = (filters: LessonFilters): LessonFilters => ({
  q: "",
  ordering: filters.ordering,
  category: null,
  subcategory: null,
  level: null,
  priceMin: null,
  priceMax: null,
  brand: null,
  subtitles: null,
  taught: null,
  available: null,
  page: 1,
});

export default function Lessons({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { filters, page, options, saved } = loaderData;
  useServerDrawnHearts(LESSON_RESULTS, saved !== null);

  const without = (change: Partial<LessonFilters>) => lessonSearch({ ...filters, ...change, page: 1 });
  const category = options.categories.find((c) => c.id === filters.category);
  const subCategory = options.categories
    .flatMap((c) => c.subCategories)
    .find((sub) => sub.id === filters.subcategory);
  const brand = options.brands.find((b) => b.id === filters.brand);
  const usd = (dollars: number) => formatMoney(dollars * 100, locale);
  const priceLabel =
    filters.priceMin !== null && filters.priceMax !== null
      ? `${usd(filters.priceMin)} – ${usd(filters.priceMax)}`
      : filters.priceMin !== null
        ? t("lessons.chips.priceFrom", { min: usd(filters.priceMin) })
        : filters.priceMax !== null
          ? t("lessons.chips.priceTo", { max: usd(filters.priceMax) })
          : null;

  const chips: FilterChip[] = [];
  if (filters.q)
    chips.push({
      key: "q",
      label: t("lessons.chips.search", { query: filters.q }),
      href: without({ q: "" }),
    });
  if (filters.category !== null)
    chips.push({
      key: "category",
      label: category?.title ?? t("lessons.filters.category"),
      href: without({ category: null }),
    });
  if (filters.subcategory !== null)
    chips.push({
      key: "subcategory",
      label: subCategory?.title ?? t("lessons.filters.subcategory"),
      href: without({ subcategory: null }),
    });
  if (filters.level !== null)
    chips.push({ key: "level", label: t(`catalog.levels.${filters.level}`), href: without({ level: null }) });
  if (priceLabel)
    chips.push({ key: "price", label: priceLabel, href: without({ priceMin: null, priceMax: null }) });
  if (filters.subtitles !== null)
    chips.push({
      key: "subtitles",
      label: t("lessons.chips.subtitles", { language: t(`catalog.languageNames.${filters.subtitles}`) }),
      href: without({ subtitles: null }),
    });
  if (filters.available !== null)
    chips.push({
      key: "available",
      label: t("lessons.chips.available", { language: t(`catalog.languageNames.${filters.available}`) }),
      href: without({ available: null }),
    });
  if (filters.taught !== null)
    chips.push({
      key: "taught",
      label: t("lessons.chips.taught", { language: t(`catalog.languageNames.${filters.taught}`) }),
      href: without({ taught: null }),
    });
  if (filters.brand !== null)
    chips.push({
      key: "brand",
      label: brand?.name ?? t("lessons.filters.brand"),
      href: without({ brand: null }),
    });
  const resetHref = lessonSearch(cleared(filters));
  // The sub-category list narrows to the chosen category.
  const subGroups = options.categories
    .filter((c) => filters.category === null || c.id === filters.category)
    .filter((c) => c.subCategories.length > 0)
    .map((c) => ({
      title: c.title,
      options: c.subCategories.map((sub) => ({ value: String(sub.id), label: sub.title })),
    }));

  return (
    <ListPage
      kind="lessons"
      formId={FORM_ID}
      lead={t("lessons.lead")}
      search={{
        label: t("lessons.search.label"),
        placeholder: t("lessons.search.placeholder"),
        value: filters.q,
      }}
      filters={
        <FilterPanel resetHref={resetHref} canReset={chips.length > 0}>
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
      }
      resultsTitle={t("lessons.resultsTitle")}
      count={page.count}
      activeFilters={chips.length}
      sort={{
        label: t("lessons.sort.label"),
        value: filters.ordering,
        options: LESSON_ORDERINGS.map((ordering) => ({
          value: ordering,
          label: t(`lessons.sort.${ORDERING_KEYS[ordering]}`),
        })),
      }}
    >
      <FilterChips chips={chips} clearHref={resetHref} />
      <ListLoading skeleton={<ListSkeleton count={6} />}>
        {hasItems(page.results) ? (
          <ServerDrawnList id={LESSON_RESULTS} items={page.results} className={cardGrid}>
            {(lessons) =>
              lessons.map((lesson, index) => (
                <li key={lesson.id}>
                  <LessonCard
                    lesson={lesson}
                    priority={index === 0}
                    headingLevel={3}
                    saved={saved ? saved.includes(lesson.id) : undefined}
                  />
                </li>
              ))
            }
          </ServerDrawnList>
        ) : chips.length > 0 ? (
          <EmptyState resetHref={resetHref} />
        ) : (
          <EmptyState
            title={t("lessons.emptyCatalog.title")}
            text={t("lessons.emptyCatalog.text")}
            icon="play"
          />
        )}
      </ListLoading>
      <Pagination page={page.page} pageCount={page.pageCount} href={(n) => lessonSearch(filters, n)} />
    </ListPage>
  );
}
