/**
 * The steps (chapters) of a lesson's full video as the lesson form sends them: one row per step,
 * `step_title_<n>` and `step_start_<n>` (n from 0), rows left wholly blank ignored. Each problem
 * is reported on the row's own field, so the message shows next to it. No zod: the editor draws
 * the rows with these names and limits without loading a schema (office-items.ts checks with them).
 */
import { formatStepTime, parseStepTime } from "~/catalog/step-time";
import type { LessonStep } from "~/catalog/types";
import type { FieldErrors } from "./form-data";

/** At most this many steps per lesson: more than a phone's screen can list usefully. */
export const LESSON_STEPS_MAX = 30;
/** The column's length (lesson_steps.title). */
export const STEP_TITLE_MAX = 120;
/** Blank rows the editor adds after the saved steps: room to add steps without JavaScript. */
export const STEP_BLANK_ROWS = 3;

export const stepTitleField = (row: number) => `step_title_${row}`;
export const stepStartField = (row: number) => `step_start_${row}`;
const STEP_FIELD = /^step_(title|start)_(\d{1,3})$/;

/** True for the form fields of steps (the API's PATCH replaces them all or keeps them all). */
export const isStepField = (name: string) => STEP_FIELD.test(name);

/** One row as typed. */
export interface StepRow {
  row: number;
  title: string;
  start: string;
}

/** A checked step: its row (for messages) and its start in milliseconds. */
export interface StepInput {
  row: number;
  title: string;
  startMs: number;
}

/** The rows a form's values hold, in row order; a row with neither a title nor a time is left out. */
export function stepRows(values: Record<string, unknown>): StepRow[] {
  const rows = new Map<number, StepRow>();
  for (const [name, value] of Object.entries(values)) {
    const match = STEP_FIELD.exec(name);
    if (!match) continue;
    const row = Number(match[2]);
    const entry = rows.get(row) ?? { row, title: "", start: "" };
    const text = typeof value === "string" ? value : Array.isArray(value) ? String(value.at(-1) ?? "") : "";
    if (match[1] === "title") entry.title = text.trim();
    else entry.start = text.trim();
    rows.set(row, entry);
  }
  return [...rows.values()]
    .filter((entry) => entry.title !== "" || entry.start !== "")
    .sort((a, b) => a.row - b.row);
}

/**
 * Checks the rows: a title of 1–120 characters and a time on each, at most 30 steps, each
 * starting after the one before (the first may start at 0:00). The video's length is checked
 * where it is known (`stepsPastVideo`).
 */
export function checkStepRows(rows: readonly StepRow[]): { steps: StepInput[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const steps: StepInput[] = [];
  if (rows.length > LESSON_STEPS_MAX) errors.steps = "officeItems.steps.errors.tooMany";
  let previous: number | null = null;
  for (const { row, title, start } of rows) {
    if (title === "") errors[stepTitleField(row)] = "officeItems.steps.errors.titleRequired";
    else if ([...title].length > STEP_TITLE_MAX)
      errors[stepTitleField(row)] = "officeItems.steps.errors.titleMax";
    const startMs = start === "" ? null : parseStepTime(start);
    if (start === "") errors[stepStartField(row)] = "officeItems.steps.errors.startRequired";
    else if (startMs === null) errors[stepStartField(row)] = "officeItems.steps.errors.startInvalid";
    else if (previous !== null && startMs <= previous)
      errors[stepStartField(row)] = "officeItems.steps.errors.startOrder";
    if (startMs !== null) previous = startMs;
    if (startMs !== null && title !== "") steps.push({ row, title, startMs });
  }
  return { steps, errors };
}

/** The steps that start at or after the end of a video `durationMs` long (unknown: none). */
export function stepsPastVideo(steps: readonly StepInput[], durationMs: number | null): FieldErrors {
  if (durationMs === null) return {};
  return Object.fromEntries(
    steps
      .filter((step) => step.startMs >= durationMs)
      .map((step) => [stepStartField(step.row), "officeItems.steps.errors.pastVideo"]),
  );
}

/** Saved steps as the form's fields (the editor's rows, the base of an API PATCH). */
export function stepFormValues(steps: readonly LessonStep[]): Record<string, string> {
  return Object.fromEntries(
    steps.flatMap((step, row) => [
      [stepTitleField(row), step.title],
      [stepStartField(row), formatStepTime(step.startMs)],
    ]),
  );
}
