/** What the contact page keeps as the server drew it (`keptPart`, decision 055): its own chunk. */
export { ContactIntro } from "./contact-intro";
