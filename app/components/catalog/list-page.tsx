import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { useT } from "~/i18n/use-t";
import type { loader as rootLoader } from "~/root";
import { Breadcrumbs } from "../ui/breadcrumbs";
import type { Choice } from "./filter-fields";
import { FilterScope, FilterToggle } from "./filter-panel";
import * as styles from "./list-page.css";
import { ResultSummary } from "./result-summary";
import { SearchBox } from "./search-box";
import { SortSelect } from "./sort-select";

interface ListPageProps {
  /** "lessons" or "masters": the page's name (the menu's, else the navigation's), its result count. */
  kind: "lessons" | "masters";
  /** The id of the list's GET form (the search box, the filters and the ordering join it). */
  formId: string;
  lead: string;
  search: { label: string; placeholder: string; value: string };
  /** The filter panel, beside the results on wide screens. */
  filters: ReactNode;
  /** The results' heading (for screen readers). */
  resultsTitle: string;
  count: number;
  /** How many filters are in use (the badge on the phone's "Filters" button). */
  activeFilters: number;
  sort: { label: string; value: string; options: Choice[] };
  /** The chips, the results and the pagination. */
  children: ReactNode;
}

/**
 * The frame of a catalog list: a hero with breadcrumbs, the title, the lead and the search box;
 * the filters beside the results; a toolbar with the result count, the filters toggle and the ordering.
 */
export function ListPage(props: ListPageProps) {
  const { kind, formId, search, sort } = props;
  const t = useT();
  const pageNames = useRouteLoaderData<typeof rootLoader>("root")?.pageNames ?? [];
  const title = pageNames.find((name) => name.slug === kind)?.name || t(`nav.items.${kind}`);
  const resultsId = `${kind}-results`;
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <Breadcrumbs items={[{ label: title }]} />
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{props.lead}</p>
          <SearchBox
            form={formId}
            label={search.label}
            placeholder={search.placeholder}
            defaultValue={search.value}
          />
        </div>
      </div>

      <FilterScope formId={formId}>
        <div className={styles.layout}>
          {props.filters}

          <section className={styles.results} aria-labelledby={resultsId}>
            <h2 id={resultsId} className={styles.resultsTitle}>
              {props.resultsTitle}
            </h2>
            <div className={styles.toolbar}>
              <ResultSummary count={props.count} kind={kind} />
              <div className={styles.controls}>
                <FilterToggle activeCount={props.activeFilters} />
                <SortSelect form={formId} label={sort.label} value={sort.value} options={sort.options} />
              </div>
            </div>
            {props.children}
          </section>
        </div>
      </FilterScope>
    </div>
  );
}
