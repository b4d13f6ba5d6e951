import { redirect } from "react-router";
import { type MasterCardView, masterCardView } from "~/catalog/card-views";
import { MasterCard } from "~/components/catalog/drawn-cards";
import { ListLoading } from "~/components/catalog/list-loading";
import { ListPage } from "~/components/catalog/list-page";
import { masterGrid } from "~/components/catalog/master-card.css";
import { keptPart } from "~/components/ui/kept-part";
import { lazyComponent } from "~/components/ui/lazy-component";
import { hasItems, ServerDrawnList } from "~/components/ui/server-drawn";
import { masterSearch, parseMasterFilters } from "~/forms/catalog-filters";
import { localizePath } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { cachedMasterFilterOptions } from "~/server/catalog/filter-options.server";
import { listMasters } from "~/server/catalog/masters.server";
import { getLocale, withDatabase } from "~/server/context.server";
import { countryOptions } from "~/server/geo/countries.server";
import { keepOutOfHydration } from "~/server/http/server-drawn.server";
import { contents } from "~/styles/utilities.css";
import type { Route } from "./+types/masters";

// The filter panel and the toolbar's controls hydrate apart (the list's GET form until then, decision
// 056); the chips, the empty state and the pagination are kept as the server drew them.
const filterParts = () => import("~/components/catalog/master-filter-parts");
const MasterFilters = lazyComponent(() => filterParts().then((module) => module.MasterFilters), {
  early: true,
});
const MasterControls = lazyComponent(() => filterParts().then((module) => module.MasterControls), {
  early: true,
});
const keptParts = () => import("~/components/catalog/kept-parts");
const KeptChips = keptPart(() => keptParts().then((module) => module.MasterChips));
const KeptEmpty = keptPart(() => keptParts().then((module) => module.MastersEmpty));
const KeptPagination = keptPart(() => keptParts().then((module) => module.MasterPagination));

const FORM_ID = "masters-filters";
/** The masters list's cards (element id): drawn on the server, not sent twice. */
const MASTER_RESULTS = "master-results";

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
  return (
    <ListPage
      kind="masters"
      formId={FORM_ID}
      query={filters.q}
      filters={
        <MasterFilters filters={filters} categories={categories} countries={countries} cities={cities} />
      }
      controls={<MasterControls filters={filters} formId={FORM_ID} />}
      resultsTitle={t("masters.list.title")}
      count={page.count}
    >
      <KeptChips
        id="list-chips"
        className={contents}
        filters={filters}
        categories={categories}
        countries={countries}
      />
      <ListLoading skeleton={{ count: 6, variant: "master", gridClassName: masterGrid }}>
        {hasItems(page.results) ? (
          <MasterList masters={page.results} countryName={countryName} />
        ) : (
          <KeptEmpty id="list-empty" className={contents} filters={filters} />
        )}
      </ListLoading>
      <KeptPagination
        id="list-pages"
        className={contents}
        filters={filters}
        page={page.page}
        pageCount={page.pageCount}
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
