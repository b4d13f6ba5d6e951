/**
 * The review form's limits, apart from its schema (review.ts) so the lesson page can draw the form
 * without loading zod (the schema is imported when the page runs: use-validated-form.ts).
 */
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

/** Who looks at a lesson, as far as reviewing goes: only a buyer gets the form. */
export type Reviewer =
  | { role: "visitor" }
  | { role: "author" }
  | { role: "other" }
  | { role: "buyer"; review: { rating: number; text: string } | null };
