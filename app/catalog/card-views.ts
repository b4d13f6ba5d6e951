import type { BrandRef, LessonCard, MasterCard, MasterRef, Titled } from "./types";

/**
 * What the catalog's cards draw. Pages that list lessons or masters send the browser only this:
 * their loader data is sent again as the page's hydration data, so every field a card does not
 * draw (a master's avatar on a lesson card, a master's long description) would cost twice.
 */
export interface LessonCardView
  extends Pick<
    LessonCard,
    | "id"
    | "slug"
    | "title"
    | "priceCents"
    | "level"
    | "views"
    | "rating"
    | "reviewCount"
    | "poster"
    | "subtitles"
    | "language"
    | "textLanguage"
  > {
  category: Pick<Titled, "title"> | null;
  subCategory: Pick<Titled, "title"> | null;
  master: Pick<MasterRef, "username" | "fullName">;
}

export interface MasterCardView extends Omit<MasterCard, "shortDescription" | "brands" | "city"> {
  brands: Pick<BrandRef, "id" | "name">[];
}

const titleOnly = (titled: Titled | null) => (titled ? { title: titled.title } : null);

export function lessonCardView(lesson: LessonCard): LessonCardView {
  const {
    id,
    slug,
    title,
    priceCents,
    level,
    views,
    rating,
    reviewCount,
    poster,
    subtitles,
    language,
    textLanguage,
  } = lesson;
  return {
    id,
    slug,
    title,
    priceCents,
    level,
    views,
    rating,
    reviewCount,
    poster,
    subtitles,
    language,
    textLanguage,
    category: titleOnly(lesson.category),
    subCategory: titleOnly(lesson.subCategory),
    master: { username: lesson.master.username, fullName: lesson.master.fullName },
  };
}

export function masterCardView(master: MasterCard): MasterCardView {
  // The card draws the city in the page's language (cityName), not the stored name.
  const { shortDescription: _notDrawn, city: _stored, brands, ...drawn } = master;
  return { ...drawn, brands: brands.map(({ id, name }) => ({ id, name })) };
}
