/** JSON for a `<script type="application/ld+json">`: every "<" escaped, so no text can close the script. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

/** schema.org `AggregateRating` of an average of 1–5 stars. */
export const aggregateRating = (rating: number, reviewCount: number) => ({
  "@type": "AggregateRating",
  ratingValue: Math.round(rating * 10) / 10,
  reviewCount,
  bestRating: 5,
  worstRating: 1,
});

/** The element ids of a master page's and a lesson page's JSON-LD (the loaders keep their text under them). */
export const PERSON_DATA = "person-data";
export const COURSE_DATA = "course-data";
