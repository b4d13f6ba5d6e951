/**
 * What the catalog's server functions return and its pages and JSON API show. Plain data only,
 * so components can use these types without importing server code.
 */

import type { LessonLevelName } from "~/forms/catalog-filters";
import type { Locale } from "~/i18n/locales";

/**
 * A stored responsive WebP image: its folder under `/media` and the widths stored there, in
 * ascending order (`image-urls.ts` makes its `src` and `srcSet`); `width` and `height` are the
 * original's, for the aspect ratio.
 */
export interface ImageRef {
  key: string;
  widths: number[];
  width: number;
  height: number;
}

export interface Titled {
  id: number;
  title: string;
}

export interface BrandRef {
  id: number;
  name: string;
  website: string;
}

export interface MasterRef {
  id: number;
  username: string;
  fullName: string;
  avatar: ImageRef | null;
}

/** A step (chapter) of a lesson's full video: where it starts, in milliseconds from the start. */
export interface LessonStep {
  title: string;
  startMs: number;
}

export interface LessonCard {
  id: number;
  slug: string;
  title: string;
  priceCents: number;
  level: LessonLevelName;
  views: number;
  /** Average 1–5, 0 when there is no review. */
  rating: number;
  reviewCount: number;
  poster: ImageRef | null;
  category: Titled | null;
  subCategory: Titled | null;
  master: MasterRef;
  /** The languages the full video has subtitles in (decision 044), in the site's locale order. */
  subtitles: Locale[];
  /** The lesson's original language: the video's spoken language (decision 050). */
  language: Locale;
  /** The language `title` (and a detail's `about`) is in: the page's when translated, else `language`. */
  textLanguage: Locale;
}

export interface Page<T> {
  count: number;
  page: number;
  pageCount: number;
  results: T[];
}

export interface Review {
  id: number;
  rating: number;
  text: string;
  createdAt: string;
  author: { username: string; fullName: string; avatar: ImageRef | null };
}

/** A review of one of a master's lessons, as the master page lists it. */
export interface MasterReview extends Review {
  lesson: { slug: string; title: string };
}

export interface MasterSummary extends MasterRef {
  country: string;
  /** The city as stored: the cities data set's name ("Odessa"); the JSON API's `city`. */
  city: string;
  /** The city in the page's language ("Одеса", "Odesa"): what pages show (server/geo/city-names). */
  cityName: string;
  /** The "about" text in the page's language when translated (decision 050), else as written. */
  shortDescription: string;
  /** The language `shortDescription` is in. */
  aboutLanguage: Locale;
  isTeacher: boolean;
  qualificationLevel: number | null;
  rating: number;
  reviewCount: number;
  views: number;
}

export interface LessonDetail extends LessonCard {
  about: string;
  /** The languages its text is in: the original first, then its translations in the site's order. */
  languages: Locale[];
  published: boolean;
  createdAt: string;
  publishedAt: string | null;
  brands: BrandRef[];
  master: MasterSummary;
  /** Media ids; the route turns them into signed, viewer-bound URLs after its access check. */
  trailerId: number | null;
  fullVideoId: number | null;
  tipsVideoId: number | null;
  reviews: Review[];
  /** The full video's steps, in order, and its length when known (issue 17 §4). */
  steps: LessonStep[];
  fullVideoDurationMs: number | null;
}

export interface Skill {
  subCategoryId: number;
  title: string;
  level: number | null;
}

export interface MasterCard extends MasterSummary {
  skills: Skill[];
  brands: BrandRef[];
}

export type ActivityKindName =
  | "basic_course"
  | "certification_training"
  | "coaching"
  | "judging"
  | "publication";

export interface Activity {
  id: number;
  kind: ActivityKindName;
  position: string;
  organisation: string;
  event: string;
  year: number | null;
  description: string;
}

/** A portfolio item or a certificate: photos with their full-size versions. */
export interface Gallery {
  id: number;
  category: Titled | null;
  subCategory: Titled | null;
  photos: { id: number; image: ImageRef; full: string }[];
}

export interface MasterDetail extends MasterCard {
  category: Titled | null;
  specialization: Titled | null;
  socials: { instagram: string; facebook: string; tiktok: string; youtube: string; website: string };
  /** Media id of the master's introduction video (public). */
  videoId: number | null;
  activities: Activity[];
  portfolio: Gallery[];
  certificates: Gallery[];
  /** Published lessons; the owner's page adds drafts (the office issue). */
  lessons: LessonCard[];
  /** Brands used in the master's lessons. */
  lessonBrands: BrandRef[];
  /** The latest reviews of the master's published lessons. */
  reviews: MasterReview[];
  isListed: boolean;
  /** The languages the "about" text is in: its own first, then its translations in the site's order. */
  languages: Locale[];
}
