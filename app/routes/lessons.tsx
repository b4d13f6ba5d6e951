import { redirect } from "react-router";
import { lessonCardView } from "~/catalog/card-views";
import { LessonCard } from "~/components/catalog/drawn-cards";
import { cardGrid } from "~/components/catalog/lesson-card.css";
import { ListLoading } from "~/components/catalog/list-loading";
import { ListPage } from "~/components/catalog/list-page";
import { useServerDrawnHearts } from "~/components/social/server-drawn-hearts";
import { keptPart } from "~/components/ui/kept-part";
import { lazyComponent } from "~/components/ui/lazy-component";
import { hasItems, ServerDrawnList } from "~/components/ui/server-drawn";
import { lessonSearch, parseLessonFilters } from "~/forms/catalog-filters";
import { localizePath } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { cachedLessonFilterOptions } from "~/server/catalog/filter-options.server";
import { listLessons } from "~/server/catalog/lessons.server";
import { getLocale, withDatabase } from "~/server/context.server";
import { keepOutOfHydration } from "~/server/http/server-drawn.server";
import { savedAmong } from "~/server/social/social.server";
import { getUser } from "~/server/web/current-user.server";
import { contents } from "~/styles/utilities.css";
import type { Route } from "./+types/lessons";

// The filter panel and the toolbar's controls hydrate apart (the list's GET form until then, decision
// 056); the chips, the empty state and the pagination are kept as the server drew them.
const filterParts = () => import("~/components/catalog/lesson-filter-parts");
const LessonFilters = lazyComponent(() => filterParts().then((module) => module.LessonFilters), {
  early: true,
});
const LessonControls = lazyComponent(() => filterParts().then((module) => module.LessonControls), {
  early: true,
});
const keptParts = () => import("~/components/catalog/kept-parts");
const KeptChips = keptPart(() => keptParts().then((module) => module.LessonChips));
const KeptEmpty = keptPart(() => keptParts().then((module) => module.LessonsEmpty));
const KeptPagination = keptPart(() => keptParts().then((module) => module.LessonPagination));

const FORM_ID = "lesson-filters";

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

/**
 * The lessons list: search by title, filters (category, sub-category, level, price, brand) and six
 * orderings, 12 a page. Everything lives in the query string: a GET form and plain links.
 */
export default function Lessons({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { filters, page, options, saved } = loaderData;
  useServerDrawnHearts(LESSON_RESULTS, saved !== null);
  return (
    <ListPage
      kind="lessons"
      formId={FORM_ID}
      query={filters.q}
      filters={<LessonFilters filters={filters} options={options} />}
      controls={<LessonControls filters={filters} formId={FORM_ID} />}
      resultsTitle={t("lessons.resultsTitle")}
      count={page.count}
    >
      <KeptChips id="list-chips" className={contents} filters={filters} options={options} />
      <ListLoading skeleton={{ count: 6 }}>
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
