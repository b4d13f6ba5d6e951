/** The full video tab's steps (their seeking and repeating), loaded on that tab only: one chunk. */
export { LessonSteps } from "./lesson-steps";
