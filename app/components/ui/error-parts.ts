/** The error page, drawn only when a page fails (in the root's error boundary): its own chunk. */
export { ErrorPage } from "./error-page";
