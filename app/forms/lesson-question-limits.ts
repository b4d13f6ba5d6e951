/**
 * The lesson questions' limits and shapes, apart from their schemas (lesson-question.ts) so the
 * lesson page draws its forms without loading zod (the schemas are imported once the page runs).
 */
export const QUESTION_BODY_MAX = 2000;
export const ANSWER_BODY_MAX = 4000;
export const HIDE_REASON_MAX = 500;
/** Questions per page, on the lesson page and in the JSON API. */
export const QUESTIONS_PAGE_SIZE = 10;

/** The lesson page's question forms, told apart by their `intent`. */
export const QUESTION_INTENTS = [
  "question-ask",
  "question-answer",
  "question-hide",
  "question-restore",
] as const;
export type QuestionIntent = (typeof QUESTION_INTENTS)[number];
export const isQuestionIntent = (value: unknown): value is QuestionIntent =>
  QUESTION_INTENTS.includes(value as QuestionIntent);

/** A question or an answer, as the lesson page shows it. */
export interface QaPost {
  id: number;
  body: string;
  createdAt: string;
  author: { username: string; fullName: string };
  /** Staff only: why and when it was hidden (others never receive hidden posts). */
  hidden: { reason: string; at: string } | null;
}

export interface QaAnswer extends QaPost {
  /** Who answered: the lesson's master, or the team. */
  role: "master" | "staff";
}

export interface QaQuestion extends QaPost {
  answers: QaAnswer[];
}

/** What the viewer may do with the lesson's questions. */
export interface QaViewer {
  /** "buyer" asks; "master" and "staff" answer (staff also hide); others read. */
  role: "visitor" | "other" | "buyer" | "master" | "staff";
}

/** A page of a lesson's questions and what its viewer may do. */
export interface QaPage {
  questions: QaQuestion[];
  count: number;
  page: number;
  pages: number;
  viewer: QaViewer;
}

/** A refused question form, as the lesson page's action answers it. */
export interface QaFailure {
  intent: QuestionIntent;
  /** The question or answer the form was about (its id), for the forms under each one. */
  target: number | null;
  /** Which kind `target` is (questions and answers are numbered apart). */
  kind: "question" | "answer" | null;
  errors: Record<string, string>;
  values: Record<string, string>;
  retryAfterMin?: number;
}

export const isQaFailure = (value: unknown): value is QaFailure =>
  typeof value === "object" && value !== null && isQuestionIntent((value as { intent?: unknown }).intent);
