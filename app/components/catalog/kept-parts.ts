/**
 * What a catalog list keeps as the server drew it (`keptPart`, decision 055) — its hero, result
 * count, chips, empty state and pagination — and its skeleton, drawn only on a slow navigation:
 * one chunk, fetched once the page is idle.
 */

export { LessonChips, LessonPagination, LessonsEmpty } from "./lesson-results";
export { ListHero } from "./list-hero";
export { ListSkeleton } from "./list-skeleton";
export { MasterChips, MasterPagination, MastersEmpty } from "./master-results";
export { ResultSummary } from "./result-summary";
