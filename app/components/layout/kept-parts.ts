/** What every page keeps as the server drew it (`keptPart`, in the root): its own chunk. */
export { Footer } from "./footer";
