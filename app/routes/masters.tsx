import { useId } from "react";
import { redirect } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { type MasterCardView, masterCardView } from "~/catalog/card-views";
import { MasterCard } from "~/components/catalog/drawn-cards";
import { EmptyState } from "~/components/catalog/empty-state";
import { type FilterChip, FilterChips } from "~/components/catalog/filter-chips";
import { ChoiceList, FilterGroup, FilterSelect, GroupedChoiceList } from "~/components/catalog/filter-fields";
import * as fieldStyles from "~/components/catalog/filter-fields.css";
import { FilterPanel } from "~/components/catalog/filter-panel";
import { ListPage } from "~/components/catalog/list-page";
import { ListLoading, ListSkeleton } from "~/components/catalog/list-skeleton";
import { masterGrid } from "~/components/catalog/master-card.css";
import { Pagination } from "~/components/catalog/pagination";
import { hasItems, ServerDrawnList } from "~/components/ui/server-drawn";
import {
  type MasterFilters,
  masterSearch,
  parseMasterFilters,
  QUALIFICATION_LEVELS,
} from "~/forms/catalog-filters";
import { localizePath } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { cachedMasterFilterOptions } from "~/server/catalog/filter-options.server";
import { listMasters } from "~/server/catalog/masters.server";
import { getLocale, withDatabase } from "~/server/context.server";
import { countryOptions } from "~/server/geo/countries.server";
import { keepOutOfHydration } from "~/server/http/server-drawn.server";
import type { Route } from "./+types/masters";
import * as styles from "./masters.css";

const FORM_ID = "masters-filters";
/** The masters list's cards (element id): drawn on the server, not sent twice. */
const MASTER_RESULTS = "master-results";
const NO_PANEL_FILTERS = {
  category: null,
  subcategory: null,
  level: null,
  country: null,
  city: null,
} as const;

/**
 * The masters list (listed masters only): search by name or nickname, teachers first (the header
 * link) or masters first (the footer and sub-menus), filters by specialization, qualification
 * level, country and city. All of it lives in the query string: a GET form and plain links.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const url = new URL(request.url);
  const filters = parseMasterFilters(url.searchParams);
  const [page, options] = await withDatabase(context, (db) =>
    Promise.all([listMasters(db, locale, filters), cachedMasterFilterOptions(db, locale)]),
  );
  // A page past the end (a stale link after masters left) shows the last page instead.
  if (page.count > 0 && filters.page > page.pageCount) {
    throw redirect(localizePath(locale, `/masters${masterSearch(filters, page.pageCount)}`));
  }
  const known = new Set([...options.countries, ...page.results.map((master) => master.country)]);
  const countries = countryOptions(locale).filter((option) => known.has(option.code));
  return {
    filters,
    page: { ...page, results: keepOutOfHydration(context, MASTER_RESULTS, page.results.map(masterCardView)) },
    categories: options.categories,
    cities: options.cities,
    countries: countries.map(({ code, name }) => ({ code, name })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, "masters");

export default function Masters({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { filters, page, categories, cities, countries } = loaderData;
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;
  const without = (change: Partial<MasterFilters>) => masterSearch({ ...filters, ...change, page: 1 });
  const category = categories.find((c) => c.id === filters.category);
  const subCategory = categories
    .flatMap((c) => c.subCategories)
    .find((sub) => sub.id === filters.subcategory);

  const chips: FilterChip[] = [
    ...(filters.q
      ? [{ key: "q", label: t("masters.list.chipSearch", { q: filters.q }), href: without({ q: "" }) }]
      : []),
    ...(filters.category !== null
      ? [
          {
            key: "category",
            label: category?.title ?? t("lessons.filters.category"),
            href: without({ category: null }),
          },
        ]
      : []),
    ...(filters.subcategory !== null
      ? [
          {
            key: "subcategory",
            label: subCategory?.title ?? `#${filters.subcategory}`,
            href: without({ subcategory: null }),
          },
        ]
      : []),
    ...(filters.level !== null
      ? [
          {
            key: "level",
            label: t("masters.list.chipLevel", { level: filters.level }),
            href: without({ level: null }),
          },
        ]
      : []),
    ...(filters.country !== null
      ? [{ key: "country", label: countryName(filters.country), href: without({ country: null }) }]
      : []),
    ...(filters.city !== null ? [{ key: "city", label: filters.city, href: without({ city: null }) }] : []),
  ];
  const panelFilters = [
    filters.category,
    filters.subcategory,
    filters.level,
    filters.country,
    filters.city,
  ].filter((value) => value !== null).length;
  // Everything, in the chosen order.
  const everything = without({ q: "", ...NO_PANEL_FILTERS });

  return (
    <ListPage
      kind="masters"
      formId={FORM_ID}
      lead={t("masters.list.lead")}
      search={{
        label: t("masters.list.searchLabel"),
        placeholder: t("masters.list.searchPlaceholder"),
        value: filters.q,
      }}
      filters={
        <FilterPanel resetHref={without(NO_PANEL_FILTERS)} canReset={panelFilters > 0}>
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
                  options: category.subCategories.map((sub) => ({
                    value: String(sub.id),
                    label: sub.title,
                  })),
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
      }
      resultsTitle={t("masters.list.title")}
      count={page.count}
      activeFilters={panelFilters}
      sort={{
        label: t("masters.list.ordering"),
        value: filters.ordering,
        options: [
          { value: "teacher", label: t("masters.list.teachersFirst") },
          { value: "master", label: t("masters.list.mastersFirst") },
        ],
      }}
    >
      <FilterChips chips={chips} clearHref={everything} />
      <ListLoading skeleton={<ListSkeleton count={6} variant="master" gridClassName={masterGrid} />}>
        {hasItems(page.results) ? (
          <MasterList masters={page.results} countryName={countryName} />
        ) : (
          <EmptyState
            title={t("masters.list.emptyTitle")}
            text={t("masters.list.emptyText")}
            resetHref={everything}
            resetLabel={t("masters.list.showAll")}
            icon="user"
          />
        )}
      </ListLoading>
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        href={(number) => masterSearch(filters, number)}
      />
    </ListPage>
  );
}

function MasterList({
  masters,
  countryName,
}: {
  masters: MasterCardView[] | null;
  countryName: (code: string) => string;
}) {
  return (
    <ServerDrawnList id={MASTER_RESULTS} items={masters} className={masterGrid}>
      {(shown) =>
        shown.map((master, index) => (
          <li key={master.id}>
            <MasterCard
              master={master}
              countryName={master.country ? countryName(master.country) : ""}
              headingLevel={3}
              priority={index === 0 ? "high" : index < 3 ? "eager" : "lazy"}
            />
          </li>
        ))
      }
    </ServerDrawnList>
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
