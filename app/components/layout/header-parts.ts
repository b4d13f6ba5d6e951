/** The header, hydrated apart from the page as soon as its code arrives (in the root): its own chunk. */
export { Header } from "./header";
