/** The lessons list's filter panel, "Filters" button and ordering: hydrated apart (`HydrateApart`). */
export { LessonControls, LessonFilters } from "./lesson-filters";
