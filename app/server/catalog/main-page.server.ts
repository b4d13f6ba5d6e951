import {
  type LessonCardView,
  lessonCardView,
  type MasterCardView,
  masterCardView,
} from "~/catalog/card-views";
import type { Locale } from "~/i18n/locales";
import { createDatabaseCache } from "../content/ttl-cache";
import type { Database } from "../db/client.server";
import { countryOptions } from "../geo/countries.server";
import { featuredLessons, newestLessons } from "./lessons.server";
import { featuredMasters } from "./masters.server";

export interface MainPageSections {
  featuredLessons: LessonCardView[];
  featuredMasters: MasterCardView[];
  newestLessons: LessonCardView[];
  /** The featured masters' countries, named in the page's language. */
  countryNames: Record<string, string>;
}

/**
 * The same for every visitor: read at most once per locale every 10 s (about a third of the main
 * page's CPU otherwise, docs/performance.md) and again after any change made through this instance.
 */
const sectionsCache = createDatabaseCache<MainPageSections>();

export const cachedMainPageSections = (db: Database, locale: Locale, count: number) =>
  sectionsCache.get(db, `${locale}|${count}`, () => mainPageSections(db, locale, count));

/** The main page's catalog sections: `count` featured lessons, featured masters and newest lessons. */
export async function mainPageSections(
  db: Database,
  locale: Locale,
  count: number,
): Promise<MainPageSections> {
  const [lessons, masters, newest] = await Promise.all([
    featuredLessons(db, locale, count),
    featuredMasters(db, locale, count),
    newestLessons(db, locale, count),
  ]);
  const codes = new Set(masters.map((master) => master.country));
  const countryNames = Object.fromEntries(
    countryOptions(locale)
      .filter((option) => codes.has(option.code))
      .map((option) => [option.code, option.name]),
  );
  return {
    featuredLessons: lessons.map(lessonCardView),
    featuredMasters: masters.map(masterCardView),
    newestLessons: newest.map(lessonCardView),
    countryNames,
  };
}
