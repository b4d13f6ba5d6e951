/**
 * The catalog's JSON API shapes (`/api/{locale}/api/lessons/`, `/masters/`, and their details):
 * snake_case fields as a Django REST API answers them, absolute image URLs, and DRF pagination
 * `{count, next, previous, results}`. Paid video is never exposed: only whether it exists.
 */

import type {
  BrandRef,
  Gallery,
  LessonCard,
  LessonDetail,
  MasterCard,
  MasterDetail,
  MasterSummary,
  Page,
  Titled,
} from "~/catalog/types";
import { type LessonFilters, lessonSearch, type MasterFilters, masterSearch } from "~/forms/catalog-filters";
import { type Locale, localizePath } from "~/i18n/locales";
import { apiImage } from "~/server/media/image-ref.server";
import { stepsJson } from "./lesson-steps.server";

/** Where the API's links point: the public origin and the locale of the request. */
export interface ApiLinks {
  origin: string;
  locale: Locale;
}

export interface ApiPage<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

const absolute = (origin: string, path: string) => `${origin}${path}`;

/** Whole cents as a decimal string with two places ("29.00"), as DRF's DecimalField answers. */
export function decimalPrice(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

const titled = (value: Titled | null) => (value ? { id: value.id, title: value.title } : null);
const brand = ({ id, name, website }: BrandRef) => ({ id, name, website });

const apiPath = (links: ApiLinks, path: string) => absolute(links.origin, `/api/${links.locale}/api${path}`);
const pagePath = (links: ApiLinks, path: string) => absolute(links.origin, localizePath(links.locale, path));

/** What a master's summary adds to the reference: in the lesson's master and in the master items. */
const masterSummary = (master: MasterSummary) => ({
  country: master.country,
  city: master.city,
  city_name: master.cityName,
  short_description: master.shortDescription,
  /** The language `short_description` is in: the page's when translated, else its own (decision 050). */
  short_description_language: master.aboutLanguage,
  is_teacher: master.isTeacher,
  qualification_level: master.qualificationLevel,
  rating: master.rating,
  review_count: master.reviewCount,
  views: master.views,
});

export function lessonItem(links: ApiLinks, lesson: LessonCard) {
  return {
    id: lesson.id,
    slug: lesson.slug,
    url: apiPath(links, `/lessons/${encodeURIComponent(lesson.slug)}/`),
    page_url: pagePath(links, `/lessons/${encodeURIComponent(lesson.slug)}`),
    title: lesson.title,
    /** The language it is taught in (the video's), and the one `title` and `about` are in (decision 050). */
    language: lesson.language,
    text_language: lesson.textLanguage,
    price: decimalPrice(lesson.priceCents),
    price_cents: lesson.priceCents,
    currency: "USD",
    level: lesson.level,
    views: lesson.views,
    rating: lesson.rating,
    review_count: lesson.reviewCount,
    poster: apiImage(links.origin, lesson.poster),
    category: titled(lesson.category),
    sub_category: titled(lesson.subCategory),
    /** The languages of the full video's subtitles (decision 044). */
    subtitles: lesson.subtitles,
    master: {
      id: lesson.master.id,
      username: lesson.master.username,
      full_name: lesson.master.fullName,
      avatar: apiImage(links.origin, lesson.master.avatar),
      url: apiPath(links, `/masters/${encodeURIComponent(lesson.master.username)}/`),
    },
  };
}

export function lessonDetail(links: ApiLinks, lesson: LessonDetail) {
  const { master } = lesson;
  const item = lessonItem(links, lesson);
  return {
    ...item,
    about: lesson.about,
    /** The languages its text is in: the original first, then its translations. */
    languages: lesson.languages,
    created_at: lesson.createdAt,
    published_at: lesson.publishedAt,
    brands: lesson.brands.map(brand),
    master: {
      ...item.master,
      ...masterSummary(master),
    },
    has_trailer: lesson.trailerId !== null,
    has_full_video: lesson.fullVideoId !== null,
    has_tips_video: lesson.tipsVideoId !== null,
    steps: stepsJson(lesson.steps),
    reviews: lesson.reviews.map((review) => ({
      id: review.id,
      rating: review.rating,
      text: review.text,
      created_at: review.createdAt,
      author: {
        username: review.author.username,
        full_name: review.author.fullName,
        avatar: apiImage(links.origin, review.author.avatar),
      },
    })),
  };
}

export function masterItem(links: ApiLinks, master: MasterCard) {
  return {
    id: master.id,
    username: master.username,
    url: apiPath(links, `/masters/${encodeURIComponent(master.username)}/`),
    page_url: pagePath(links, `/masters/${encodeURIComponent(master.username)}`),
    full_name: master.fullName,
    avatar: apiImage(links.origin, master.avatar),
    ...masterSummary(master),
    skills: master.skills.map((skill) => ({
      sub_category_id: skill.subCategoryId,
      title: skill.title,
      level: skill.level,
    })),
    brands: master.brands.map(brand),
  };
}

function gallery(links: ApiLinks, item: Gallery) {
  return {
    id: item.id,
    category: titled(item.category),
    sub_category: titled(item.subCategory),
    photos: item.photos.map((photo) => ({
      id: photo.id,
      image: apiImage(links.origin, photo.image),
      full: absolute(links.origin, photo.full),
    })),
  };
}

export function masterDetail(links: ApiLinks, master: MasterDetail) {
  return {
    ...masterItem(links, master),
    category: titled(master.category),
    specialization: titled(master.specialization),
    /** The languages the "about" text is in: its own first, then its translations (decision 050). */
    languages: master.languages,
    socials: { ...master.socials },
    has_video: master.videoId !== null,
    activities: master.activities.map((activity) => ({
      id: activity.id,
      kind: activity.kind,
      position: activity.position,
      organisation: activity.organisation,
      event: activity.event,
      year: activity.year,
      description: activity.description,
    })),
    portfolio: master.portfolio.map((item) => gallery(links, item)),
    certificates: master.certificates.map((item) => gallery(links, item)),
    lessons: master.lessons.map((lesson) => lessonItem(links, lesson)),
    lesson_brands: master.lessonBrands.map(brand),
  };
}

/**
 * DRF pagination around a page of results. `previous` of a page past the end points at the last
 * page, so a client that overshoots can step back.
 */
function paginate<T, R>(page: Page<T>, link: (page: number) => string, item: (value: T) => R): ApiPage<R> {
  return {
    count: page.count,
    next: page.page < page.pageCount ? link(page.page + 1) : null,
    previous: page.page > 1 ? link(Math.min(page.page - 1, page.pageCount)) : null,
    results: page.results.map(item),
  };
}

export function lessonPage(links: ApiLinks, filters: LessonFilters, page: Page<LessonCard>) {
  return paginate(
    page,
    (number) => `${apiPath(links, "/lessons/")}${lessonSearch(filters, number)}`,
    (lesson) => lessonItem(links, lesson),
  );
}

export function masterPage(links: ApiLinks, filters: MasterFilters, page: Page<MasterCard>) {
  return paginate(
    page,
    (number) => `${apiPath(links, "/masters/")}${masterSearch(filters, number)}`,
    (master) => masterItem(links, master),
  );
}
