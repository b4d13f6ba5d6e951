import { useRouteLoaderData } from "react-router";
import { useT } from "~/i18n/use-t";
import type { loader as rootLoader } from "~/root";
import { Breadcrumbs } from "../ui/breadcrumbs";
import * as styles from "./list-page.css";
import { SearchBox } from "./search-box";

export type ListKind = "lessons" | "masters";

/** Each list's texts: its lead and its search field's label and placeholder. */
const TEXTS: Record<ListKind, { lead: string; label: string; placeholder: string }> = {
  lessons: { lead: "lessons.lead", label: "lessons.search.label", placeholder: "lessons.search.placeholder" },
  masters: {
    lead: "masters.list.lead",
    label: "masters.list.searchLabel",
    placeholder: "masters.list.searchPlaceholder",
  },
};

/** A list's name: the menu's, else the navigation's. */
function useListTitle(kind: ListKind): string {
  const t = useT();
  const pageNames = useRouteLoaderData<typeof rootLoader>("root")?.pageNames ?? [];
  return pageNames.find((name) => name.slug === kind)?.name || t(`nav.items.${kind}`);
}

/** A catalog list's hero: breadcrumbs, the title, the lead and the search box (of the list's form). */
export function ListHero({ kind, formId, query }: { kind: ListKind; formId: string; query: string }) {
  const t = useT();
  const title = useListTitle(kind);
  const texts = TEXTS[kind];
  return (
    <div className={styles.heroInner}>
      <Breadcrumbs items={[{ label: title }]} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{t(texts.lead)}</p>
      <SearchBox
        form={formId}
        label={t(texts.label)}
        placeholder={t(texts.placeholder)}
        defaultValue={query}
      />
    </div>
  );
}
