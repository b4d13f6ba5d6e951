/**
 * What a master's own page adds for its owner (app/routes/master.tsx), in one chunk that the
 * page's visitors never load.
 */
export { PagePrompt } from "./completion-prompt";
export { OwnLessons } from "./own-lessons";
export { OwnerTabs } from "./owner-tabs";
export { PurchasedLessons } from "./purchased-lessons";
export { SavedPanel } from "./saved-panel";
