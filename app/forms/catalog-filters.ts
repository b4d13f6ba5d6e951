/**
 * The query string of the lessons and masters lists, shared by the pages, the JSON API and the
 * filter forms. A value that is missing, malformed or out of range is dropped (a GET filter never
 * fails), so any hand-edited or stale link still shows a list.
 */

import { LOCALES, type Locale } from "~/i18n/locales";
import { withoutControlCharacters } from "./control-characters";

export const PAGE_SIZE = 12;

export const LESSON_ORDERINGS = ["level", "newest", "views", "rating", "price", "-price"] as const;
export type LessonOrdering = (typeof LESSON_ORDERINGS)[number];
export const LESSON_LEVEL_NAMES = ["none", "beginner", "intermediate", "advanced"] as const;
export type LessonLevelName = (typeof LESSON_LEVEL_NAMES)[number];

export const MASTER_ORDERINGS = ["teacher", "master"] as const;
export type MasterOrdering = (typeof MASTER_ORDERINGS)[number];
export const QUALIFICATION_LEVELS = [1, 2, 3, 4, 5, 6] as const;

export interface LessonFilters {
  q: string;
  ordering: LessonOrdering;
  category: number | null;
  subcategory: number | null;
  level: LessonLevelName | null;
  /** Whole US dollars, inclusive. */
  priceMin: number | null;
  priceMax: number | null;
  brand: number | null;
  /** Only lessons whose full video has subtitles in this language ("subtitles in my language"). */
  subtitles: Locale | null;
  /** Only lessons taught in this language: their original language (decision 050). */
  taught: Locale | null;
  /** Only lessons one can follow in this language: taught in it, translated or subtitled into it. */
  available: Locale | null;
  page: number;
}

export interface MasterFilters {
  q: string;
  ordering: MasterOrdering;
  /** Masters working in any specialization of this category (the menus' category links). */
  category: number | null;
  subcategory: number | null;
  level: number | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
  city: string | null;
  page: number;
}

const MAX_QUERY = 100;

function text(params: URLSearchParams, name: string): string {
  return withoutControlCharacters(params.get(name) ?? "")
    .trim()
    .slice(0, MAX_QUERY);
}

function positiveInt(params: URLSearchParams, name: string, max = 2_147_483_647): number | null {
  const raw = params.get(name)?.trim();
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : null;
}

function nonNegativeInt(params: URLSearchParams, name: string): number | null {
  return params.get(name)?.trim() === "0" ? 0 : positiveInt(params, name, 1_000_000);
}

function oneOf<T extends string>(params: URLSearchParams, name: string, options: readonly T[]): T | null {
  const raw = params.get(name);
  return options.find((option) => option === raw) ?? null;
}

export function parseLessonFilters(params: URLSearchParams): LessonFilters {
  let priceMin = nonNegativeInt(params, "price_min");
  let priceMax = nonNegativeInt(params, "price_max");
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  return {
    q: text(params, "q"),
    ordering: oneOf(params, "ordering", LESSON_ORDERINGS) ?? "level",
    category: positiveInt(params, "category"),
    subcategory: positiveInt(params, "subcategory"),
    level: oneOf(params, "level", LESSON_LEVEL_NAMES),
    priceMin,
    priceMax,
    brand: positiveInt(params, "brand"),
    subtitles: oneOf(params, "subtitles", LOCALES),
    taught: oneOf(params, "taught", LOCALES),
    available: oneOf(params, "available", LOCALES),
    page: positiveInt(params, "page", 100_000) ?? 1,
  };
}

export function parseMasterFilters(params: URLSearchParams): MasterFilters {
  const country = text(params, "country").toUpperCase();
  return {
    q: text(params, "q"),
    ordering: oneOf(params, "ordering", MASTER_ORDERINGS) ?? "teacher",
    category: positiveInt(params, "category"),
    subcategory: positiveInt(params, "subcategory"),
    level: positiveInt(params, "level", 6),
    country: /^[A-Z]{2}$/.test(country) ? country : null,
    city: text(params, "city") || null,
    page: positiveInt(params, "page", 100_000) ?? 1,
  };
}

const LESSON_PARAMS: Record<Exclude<keyof LessonFilters, "page">, string> = {
  q: "q",
  ordering: "ordering",
  category: "category",
  subcategory: "subcategory",
  level: "level",
  priceMin: "price_min",
  priceMax: "price_max",
  brand: "brand",
  subtitles: "subtitles",
  taught: "taught",
  available: "available",
};

const MASTER_PARAMS: Record<Exclude<keyof MasterFilters, "page">, string> = {
  q: "q",
  ordering: "ordering",
  category: "category",
  subcategory: "subcategory",
  level: "level",
  country: "country",
  city: "city",
};

function toSearch(entries: [string, string | number | null][], page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (value !== null && value !== "") params.set(name, String(value));
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The canonical query string of a lessons view (for links, pagination and the API's next/previous). */
export function lessonSearch(filters: LessonFilters, page = filters.page): string {
  return toSearch(
    Object.entries(LESSON_PARAMS).map(([key, name]) => [name, filters[key as keyof typeof LESSON_PARAMS]]),
    page,
  );
}

export function masterSearch(filters: MasterFilters, page = filters.page): string {
  return toSearch(
    Object.entries(MASTER_PARAMS).map(([key, name]) => [name, filters[key as keyof typeof MASTER_PARAMS]]),
    page,
  );
}

/** A lessons view without any filter (its order kept: it is how to look, not what to see). */
export const withoutLessonFilters = (filters: LessonFilters): LessonFilters => ({
  ...parseLessonFilters(new URLSearchParams()),
  ordering: filters.ordering,
});

/** How many filters a lessons view uses: its chips (a price range is one) and the "Filters" badge. */
export function lessonFiltersInUse(filters: LessonFilters): number {
  const { q, category, subcategory, level, priceMin, priceMax, subtitles, available, taught, brand } =
    filters;
  return [
    q || null,
    category,
    subcategory,
    level,
    priceMin ?? priceMax,
    subtitles,
    available,
    taught,
    brand,
  ].filter((value) => value !== null).length;
}

/** The masters filter panel's choices (the search and the order are not among them). */
const MASTER_PANEL_FILTERS = ["category", "subcategory", "level", "country", "city"] as const;

/** A masters view without the filter panel's choices (its search and order kept). */
export function withoutMasterPanelFilters(filters: MasterFilters): MasterFilters {
  const cleared = { ...filters, page: 1 };
  for (const key of MASTER_PANEL_FILTERS) cleared[key] = null;
  return cleared;
}

/** How many of the filter panel's choices a masters view uses (the "Filters" badge). */
export const masterPanelFiltersInUse = (filters: MasterFilters): number =>
  MASTER_PANEL_FILTERS.filter((key) => filters[key] !== null).length;

export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}

/** What decides how many items a list has: its filters, not its page or its order. */
export function countKey({
  page: _page,
  ordering: _ordering,
  ...filters
}: {
  page: number;
  ordering: string;
}): string {
  return JSON.stringify(filters);
}
