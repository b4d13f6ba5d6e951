/**
 * The navigation progress bar and the offline banner: nothing until the page has loaded and is
 * used, so they hydrate apart, their code just after the page's (in the root): their own chunk.
 */
export { OfflineBanner } from "./offline-banner";
export { ProgressBar } from "./progress-bar";
