import { lazyComponent } from "~/components/ui/lazy-component";

/*
 * The cards of the lists that the server draws once (`ServerDrawnList`, decision 030): a document
 * keeps them as HTML and never runs their code, so it is not in the first load of the main page or
 * the lists (decision 054). It is one chunk (cards.ts), fetched once the page has loaded and the
 * browser is idle, where the connection allows prefetching, for the next list drawn in the
 * browser; a navigation that comes first waits for it, keeping the page it leaves on screen.
 */
const cards = () => import("./cards");
export const LessonCard = lazyComponent(() => cards().then((module) => module.LessonCard), { idle: true });
export const MasterCard = lazyComponent(() => cards().then((module) => module.MasterCard), { idle: true });
