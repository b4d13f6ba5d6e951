/** The contact page's map, hydrated apart (its styles are the page's: a first-paint part). */
export { ContactMap } from "../contact-map";
