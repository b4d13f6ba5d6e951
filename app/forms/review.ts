/**
 * A buyer's review of a lesson: 1–5 stars and an optional text. Shared by the lesson page (inline
 * checks in the browser), its action and the reviews JSON API; every message is a translation key.
 */
import { textRules } from "./control-characters";
import { REVIEW_TEXT_MAX } from "./review-limits";
import { z } from "./zod";

export const reviewSchema = textRules(
  z.object({
    /** A whole number 1–5: a radio's value from the page, a number or a string from the API. */
    rating: z
      .union([z.string(), z.number()], { error: "reviews.errors.ratingRequired" })
      .transform((value, ctx) => {
        const text = String(value).trim();
        if (text === "") {
          ctx.addIssue({ code: "custom", message: "reviews.errors.ratingRequired" });
          return z.NEVER;
        }
        if (!/^[1-5]$/.test(text)) {
          ctx.addIssue({ code: "custom", message: "reviews.errors.ratingInvalid" });
          return z.NEVER;
        }
        return Number(text);
      }),
    text: z
      .union([z.string(), z.null(), z.undefined()], { error: "reviews.errors.textInvalid" })
      .transform((value) => (value ?? "").trim())
      .refine((value) => value.length <= REVIEW_TEXT_MAX, "reviews.errors.textMax"),
  }),
  { multiline: ["text"] },
);
export type ReviewInput = z.output<typeof reviewSchema>;
