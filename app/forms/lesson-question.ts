/**
 * The lesson questions' forms (decision 046): a buyer's question, an answer of the master or
 * staff, and staff's reason for hiding one. Shared by the lesson page (inline checks once it runs),
 * its action and the JSON API; every message is a translation key.
 */
import { textRules } from "./control-characters";
import { ANSWER_BODY_MAX, HIDE_REASON_MAX, QUESTION_BODY_MAX } from "./lesson-question-limits";
import { z } from "./zod";

/** A required text, trimmed, at most `max` characters; null/undefined read as empty. */
const requiredText = (max: number, keys: { required: string; max: string; invalid: string }) =>
  z
    .union([z.string(), z.null(), z.undefined()], { error: keys.invalid })
    .transform((value) => (value ?? "").trim())
    .refine((value) => value.length > 0, keys.required)
    .refine((value) => value.length <= max, keys.max);

export const questionSchema = textRules(
  z.object({
    body: requiredText(QUESTION_BODY_MAX, {
      required: "questionForms.errors.questionRequired",
      max: "questionForms.errors.questionMax",
      invalid: "questionForms.errors.textInvalid",
    }),
  }),
  { multiline: ["body"] },
);

export const answerSchema = textRules(
  z.object({
    body: requiredText(ANSWER_BODY_MAX, {
      required: "questionForms.errors.answerRequired",
      max: "questionForms.errors.answerMax",
      invalid: "questionForms.errors.textInvalid",
    }),
  }),
  { multiline: ["body"] },
);

export const hideSchema = textRules(
  z.object({
    reason: requiredText(HIDE_REASON_MAX, {
      required: "questionForms.errors.reasonRequired",
      max: "questionForms.errors.reasonMax",
      invalid: "questionForms.errors.textInvalid",
    }),
  }),
  { multiline: [] },
);
