/** The cards drawn in the browser, in one chunk imported by drawn-cards.ts (decision 054). */
export { LessonCard } from "./lesson-card";
export { MasterCard } from "./master-card";
