import type { BrandRef, LessonCard, MasterCard, MasterRef, Titled } from "./types";

/**
 * What the catalog's cards draw. Pages that list lessons or masters send the browser only this:
 * their loader data is sent again as the page's hydration data, so every field a card does not
 * draw (a master's avatar on a lesson card, a master's long description) would cost twice.
 */
/** The lesson fields a card draws as they are. */
const DRAWN_LESSON_FIELDS = [
  "id",
  "slug",
  "title",
  "priceCents",
  "level",
  "views",
  "rating",
  "reviewCount",
  "poster",
  "subtitles",
  "language",
  "textLanguage",
] as const satisfies readonly (keyof LessonCard)[];

export interface LessonCardView extends Pick<LessonCard, (typeof DRAWN_LESSON_FIELDS)[number]> {
  category: Pick<Titled, "title"> | null;
  subCategory: Pick<Titled, "title"> | null;
  master: Pick<MasterRef, "username" | "fullName">;
}

export interface MasterCardView extends Omit<MasterCard, "shortDescription" | "brands" | "city"> {
  brands: Pick<BrandRef, "id" | "name">[];
}

const titleOnly = (titled: Titled | null) => (titled ? { title: titled.title } : null);

export function lessonCardView(lesson: LessonCard): LessonCardView {
  const drawn = Object.fromEntries(DRAWN_LESSON_FIELDS.map((field) => [field, lesson[field]])) as Pick<
    LessonCard,
    (typeof DRAWN_LESSON_FIELDS)[number]
  >;
  return {
    ...drawn,
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
