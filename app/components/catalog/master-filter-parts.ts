/** The masters list's filter panel, "Filters" button and ordering: hydrated apart (`HydrateApart`). */
export { MasterControls, MasterFilters } from "./master-filters";
