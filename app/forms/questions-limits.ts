/**
 * The questions form's limits and answers, apart from its schema (questions.ts) so every page can
 * draw the form without loading zod (the schema is imported when the page runs:
 * use-validated-form.ts).
 */
export const QUESTION_LIMITS = { name: 150, email: 254, phone: 32, message: 5000 } as const;

/**
 * The hidden field humans leave empty (it is off-screen and skipped by keyboard and screen
 * readers); a bot that fills every input gets a success answer and nothing is stored.
 */
export const HONEYPOT_FIELD = "homepage";

/** Whether the hidden field was filled in: then it is a bot (the form and the API alike). */
export const isHoneypotFilled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** Why a question was not sent when it is not the visitor's typing: shown as the error dialog. */
export type QuestionsFailure = "rateLimited" | "unavailable";

/** What the action answers when it refuses a question: field errors or a failure, and what was typed. */
export interface QuestionsRefusal {
  errors: Record<string, string>;
  values: Record<string, string>;
  failed?: QuestionsFailure;
}
