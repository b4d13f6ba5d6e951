import type { ReactNode } from "react";
import { contents } from "~/styles/utilities.css";
import { HydrateApart, keptPart } from "../ui/kept-part";
import { FilterScope } from "./filter-scope";
import type { ListKind } from "./list-hero";
import * as styles from "./list-page.css";

const keptParts = () => import("./kept-parts");
const KeptHero = keptPart(() => keptParts().then((module) => module.ListHero));
const KeptSummary = keptPart(() => keptParts().then((module) => module.ResultSummary));

interface ListPageProps {
  kind: ListKind;
  /** The id of the list's GET form (the search box, the filters and the ordering join it). */
  formId: string;
  /** The search box's text. */
  query: string;
  /** The filter panel, beside the results on wide screens: hydrated apart. */
  filters: ReactNode;
  /** The "Filters" button and the ordering, in the toolbar: hydrated apart. */
  controls: ReactNode;
  /** The results' heading (for screen readers). */
  resultsTitle: string;
  count: number;
  /** The chips, the results and the pagination. */
  children: ReactNode;
}

/**
 * The frame of a catalog list: a hero with breadcrumbs, the title, the lead and the search box;
 * the filters beside the results; a toolbar with the result count, the filters toggle and the
 * ordering. What only shows (the hero, the count) is kept as the server drew it; the filters and
 * the toolbar's controls work as a GET form until their code arrives and hydrate apart.
 */
export function ListPage({
  kind,
  formId,
  query,
  filters,
  controls,
  resultsTitle,
  count,
  children,
}: ListPageProps) {
  const resultsId = `${kind}-results`;
  return (
    <div className={styles.page}>
      <KeptHero id="list-hero" className={styles.hero} kind={kind} formId={formId} query={query} />
      <FilterScope formId={formId}>
        <div className={styles.layout}>
          <HydrateApart>{filters}</HydrateApart>
          <section className={styles.results} aria-labelledby={resultsId}>
            <h2 id={resultsId} className={styles.resultsTitle}>
              {resultsTitle}
            </h2>
            <div className={styles.toolbar}>
              <KeptSummary id="list-summary" className={contents} count={count} kind={kind} />
              <div className={styles.controls}>
                <HydrateApart>{controls}</HydrateApart>
              </div>
            </div>
            {children}
          </section>
        </div>
      </FilterScope>
    </div>
  );
}
