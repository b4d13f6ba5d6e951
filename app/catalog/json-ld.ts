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

/** The element id of a master page's JSON-LD script (the loader keeps its text under it). */
export const PERSON_DATA = "person-data";
