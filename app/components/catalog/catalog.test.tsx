import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { LessonCard as LessonCardData } from "~/catalog/types";
import { lessonFiltersInUse, parseLessonFilters } from "~/forms/catalog-filters";
import { getI18n } from "~/i18n/i18n";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { formatMoney } from "~/i18n/money";
import { TranslatorContext } from "~/i18n/use-t";
import { EmptyState } from "./empty-state";
import { FilterPanel, FilterToggle } from "./filter-panel";
import { FilterScope } from "./filter-scope";
import { LessonCard } from "./lesson-card";
import { LessonChips, LessonsEmpty } from "./lesson-results";
import { Pagination, pageItems } from "./pagination";
import { Rating } from "./rating";
import { ResultSummary } from "./result-summary";

let current: ReactNode = null;
function Page() {
  return current;
}

function render(node: ReactNode, locale: Locale = "en", url = "/en/lessons") {
  current = node;
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  return renderToStaticMarkup(
    <TranslatorContext.Provider value={getI18n(locale, messages[locale])}>
      <Stub initialEntries={[url]} />
    </TranslatorContext.Provider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const lesson: LessonCardData = {
  id: 7,
  slug: "french-manicure",
  title: "French manicure from start to finish",
  priceCents: 2500,
  level: "beginner",
  views: 15300,
  rating: 4.6,
  reviewCount: 12,
  poster: {
    key: "images/a",
    widths: [480],
    width: 960,
    height: 1200,
  },
  category: { id: 1, title: "Nails" },
  subCategory: { id: 2, title: "Manicure" },
  subtitles: [],
  language: "uk",
  textLanguage: "uk",
  master: { id: 3, username: "olena", fullName: "Olena Koval", avatar: null },
};

describe("pageItems", () => {
  it("lists every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it("keeps the first, the last and the current page's neighbours, with gaps", () => {
    expect(pageItems(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap", 9, 10]);
  });
  it("shows a single skipped page instead of a gap", () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
  });
});

describe("Pagination", () => {
  it("is nothing for one page", () => {
    expect(render(<Pagination page={1} pageCount={1} href={(n) => `?page=${n}`} />)).toBe("");
  });
  it("links pages on the current path, marks the current one and disables what does not exist", () => {
    const html = render(<Pagination page={1} pageCount={3} href={(n) => (n === 1 ? "" : `?page=${n}`)} />);
    expect(html).toContain('href="/en/lessons?page=2"');
    expect(html).toContain('href="/en/lessons?page=3"');
    expect(html).toMatch(/<span[^>]*aria-current="page"[^>]*>.*Page 1</);
    expect(html).toMatch(/<span[^>]*aria-disabled="true"[^>]*>.*Previous/);
    expect(html).toMatch(/rel="next"/);
  });
});

describe("Pagination on phones", () => {
  const far = (html: string) => (html.match(/data-far=""/g) ?? []).length;
  it("numbers every page up to five", () => {
    expect(far(render(<Pagination page={1} pageCount={5} href={(n) => `?page=${n}`} />))).toBe(0);
  });
  it("keeps only the first, the current and the last beyond that", () => {
    // 1 … 4 5 6 … 10: the neighbours 4 and 6 are hidden on phones.
    expect(far(render(<Pagination page={5} pageCount={10} href={(n) => `?page=${n}`} />))).toBe(2);
  });
});

describe("prices", () => {
  it("are USD in the page's language, whole dollars without cents", () => {
    expect(formatMoney(2500, "en")).toBe("$25");
    expect(formatMoney(1999, "en")).toBe("$19.99");
    expect(formatMoney(2500, "de")).toMatch(/^25\s\$$/);
  });
  it("are 'Free' at 0", () => {
    expect(text(render(<LessonCard lesson={{ ...lesson, priceCents: 0 }} />, "uk"))).toContain("Безкоштовно");
  });
});

describe("ResultSummary", () => {
  it("uses each language's plural forms", () => {
    const say = (count: number, locale: Locale) =>
      text(render(<ResultSummary count={count} kind="lessons" />, locale)).trim();
    expect(say(1, "en")).toBe("1 lesson");
    expect(say(12, "en")).toBe("12 lessons");
    expect(say(1, "uk")).toBe("1 урок");
    expect(say(3, "uk")).toBe("3 уроки");
    expect(say(5, "uk")).toBe("5 уроків");
    expect(say(22, "ru")).toBe("22 урока");
    expect(say(25, "pl")).toBe("25 lekcji");
    expect(say(1234, "en")).toBe("1,234 lessons");
  });
});

describe("LessonCard", () => {
  it("shows poster, title, master, level, rating, views and price", () => {
    const html = render(<LessonCard lesson={lesson} priority />);
    expect(html).toContain('href="/en/lessons/french-manicure"');
    expect(html).toContain('href="/en/masters/olena"');
    expect(html).toMatch(/<img[^>]*srcSet="\/media\/images\/a\/480.webp 480w"/);
    expect(html).toMatch(/<img[^>]*width="960"[^>]*height="1200"/);
    expect(html).toMatch(/<img[^>]*loading="eager"/);
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/i);
    const words = text(html);
    for (const part of ["French manicure", "Olena Koval", "Beginner", "$25", "15,300 views", "4.6"]) {
      expect(words).toContain(part);
    }
    expect(html).toContain('aria-label="Rated 4.6 out of 5, 12 reviews"');
  });
  it("loads posters below the first lazily", () => {
    expect(render(<LessonCard lesson={lesson} />)).toMatch(/<img[^>]*loading="lazy"/);
  });
});

describe("Rating", () => {
  it("says when there is no review yet", () => {
    expect(render(<Rating value={0} count={0} />, "de")).toContain('aria-label="Noch keine Bewertungen"');
  });

  it("fills the stars to the average, within 0–5, and says it once", () => {
    const html = render(<Rating value={4.83} count={6} />);
    expect(html).toContain('style="--rating:96.6%"');
    expect(html).toContain('aria-label="Rated 4.8 out of 5, 6 reviews"');
    expect(render(<Rating value={7} />)).toContain('style="--rating:100%"');
  });
});

describe("FilterPanel", () => {
  it("is a GET form to the current path with apply and reset, opened by a checkbox without JavaScript", () => {
    const html = render(
      <FilterScope formId="lesson-filters">
        <FilterToggle activeCount={2} />
        <FilterPanel resetHref="?ordering=level">
          <input name="level" />
        </FilterPanel>
      </FilterScope>,
    );
    expect(html).toMatch(
      /<form[^>]*id="lesson-filters"[^>]*method="get"[^>]*action="\/en\/lessons"|<form[^>]*method="get"[^>]*action="\/en\/lessons"[^>]*id="lesson-filters"|<form[^>]*action="\/en\/lessons"[^>]*method="get"/,
    );
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('id="lesson-filters-toggle"');
    expect(html).toContain('href="/en/lessons?ordering=level"');
    expect(text(html)).toContain("Show results");
    expect(html).toContain('aria-label="Filters (2 filters in use)"');
  });
});

describe("EmptyState", () => {
  it("offers a reset link", () => {
    const html = render(<EmptyState resetHref="?ordering=level" />, "en");
    expect(text(html)).toContain("Nothing found");
    expect(html).toContain('href="/en/lessons?ordering=level"');
  });
});

describe("LessonChips", () => {
  const options = {
    categories: [{ id: 1, title: "Manicure", subCategories: [{ id: 11, title: "Gel polish" }] }],
    brands: [{ id: 3, name: "OPI" }],
  } as unknown as Parameters<typeof LessonChips>[0]["options"];

  it("shows one removable chip per filter in use, as many as the Filters badge counts", () => {
    const filters = parseLessonFilters(
      new URLSearchParams("q=gel&category=1&subcategory=11&price_max=50&brand=3&ordering=rating"),
    );
    const html = render(<LessonChips filters={filters} options={options} />);
    // Each chip's link, and "clear all" (more than one chip).
    expect(html.match(/<a /g)?.length).toBe(lessonFiltersInUse(filters) + 1);
    expect(text(html)).toContain("Manicure");
    expect(text(html)).toContain("Gel polish");
    expect(text(html)).toContain("OPI");
    expect(html).toContain(
      'href="/en/lessons?q=gel&amp;ordering=rating&amp;category=1&amp;subcategory=11&amp;brand=3"',
    );
  });

  it("leads an empty filtered view back to every lesson, and says so when the catalog is empty", () => {
    const filtered = render(
      <LessonsEmpty filters={parseLessonFilters(new URLSearchParams("level=advanced"))} />,
    );
    expect(filtered).toContain('href="/en/lessons?ordering=level"');
    const empty = render(<LessonsEmpty filters={parseLessonFilters(new URLSearchParams(""))} />);
    expect(empty).not.toContain("<a ");
  });
});
