/** What the main page keeps as the server drew it (`keptPart`): all of it, in one chunk. */
export { HomePage } from "./home-page";
