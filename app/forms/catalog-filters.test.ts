import { describe, expect, it } from "vitest";
import {
  lessonFiltersInUse,
  lessonSearch,
  masterPanelFiltersInUse,
  masterSearch,
  parseLessonFilters,
  parseMasterFilters,
  withoutLessonFilters,
  withoutMasterPanelFilters,
} from "./catalog-filters";

const lessons = (query: string) => parseLessonFilters(new URLSearchParams(query));
const masters = (query: string) => parseMasterFilters(new URLSearchParams(query));

describe("lesson filters", () => {
  it("reads every filter", () => {
    expect(
      lessons(
        "q=%20Манікюр%20&ordering=-price&category=2&subcategory=7&level=advanced&price_min=5&price_max=40&brand=3&subtitles=de&taught=uk&available=pl&page=2",
      ),
    ).toEqual({
      q: "Манікюр",
      ordering: "-price",
      category: 2,
      subcategory: 7,
      level: "advanced",
      priceMin: 5,
      priceMax: 40,
      brand: 3,
      subtitles: "de",
      taught: "uk",
      available: "pl",
      page: 2,
    });
  });

  it("drops what is malformed and keeps the defaults", () => {
    expect(
      lessons(
        "ordering=cheapest&subcategory=abc&level=expert&price_min=-1&brand=0&subtitles=xx&taught=ua&available=&page=0",
      ),
    ).toEqual({
      q: "",
      ordering: "level",
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
  });

  it("turns control characters in the search into spaces, NUL included (issue 14)", () => {
    expect(parseLessonFilters(new URLSearchParams({ q: "gel\u0000nails\u001b" })).q).toBe("gel nails");
    expect(parseMasterFilters(new URLSearchParams({ q: "\u0000", city: "Ky\u0000iv" }))).toMatchObject({
      q: "",
      city: "Ky iv",
    });
  });

  it("swaps a reversed price range and accepts a zero minimum", () => {
    const filters = lessons("price_min=50&price_max=0");
    expect([filters.priceMin, filters.priceMax]).toEqual([0, 50]);
  });

  it("writes a canonical query string without defaults or the first page", () => {
    expect(lessonSearch(lessons("page=1&subcategory=4&ordering=level"))).toBe(
      "?ordering=level&subcategory=4",
    );
    expect(lessonSearch(lessons("q=gel"), 3)).toBe("?q=gel&ordering=level&page=3");
  });
});

describe("master filters", () => {
  it("reads every filter", () => {
    expect(
      masters("ordering=master&category=2&subcategory=5&level=4&country=ua&city=Kyiv&q=olena&page=3"),
    ).toEqual({
      q: "olena",
      ordering: "master",
      category: 2,
      subcategory: 5,
      level: 4,
      country: "UA",
      city: "Kyiv",
      page: 3,
    });
  });

  it("drops a level out of 1–6 and a malformed country", () => {
    const filters = masters("level=7&country=Ukraine");
    expect([filters.level, filters.country, filters.ordering]).toEqual([null, null, "teacher"]);
    expect(masterSearch(masters("level=2"))).toBe("?ordering=teacher&level=2");
  });
});

describe("filters in use", () => {
  it("counts a lessons view's filters as its chips do: a price range once, the order never", () => {
    const none = parseLessonFilters(new URLSearchParams("ordering=newest&page=2"));
    expect(lessonFiltersInUse(none)).toBe(0);
    const some = parseLessonFilters(
      new URLSearchParams("q=gel&category=1&level=beginner&price_min=5&price_max=50&taught=pl&brand=3"),
    );
    expect(lessonFiltersInUse(some)).toBe(6);
    expect(lessonFiltersInUse(withoutLessonFilters(some))).toBe(0);
    expect(lessonSearch(withoutLessonFilters({ ...some, ordering: "rating" }))).toBe("?ordering=rating");
  });

  it("counts the masters panel's choices, not the search; their reset keeps the search and order", () => {
    const filters = parseMasterFilters(
      new URLSearchParams("q=anna&level=3&country=PL&city=Kraków&ordering=master"),
    );
    expect(masterPanelFiltersInUse(filters)).toBe(3);
    const reset = withoutMasterPanelFilters({ ...filters, page: 4 });
    expect(masterPanelFiltersInUse(reset)).toBe(0);
    expect(masterSearch(reset)).toBe(
      masterSearch({ ...parseMasterFilters(new URLSearchParams("q=anna&ordering=master")) }),
    );
  });
});
