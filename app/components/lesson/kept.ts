import { keptPart } from "~/components/ui/kept-part";

/*
 * The lesson page's parts that hold nothing React runs in the browser (`keptPart`): a document
 * keeps them as the server drew them, and their code (kept-parts.ts, one chunk) is fetched after
 * the page has loaded, for when they are drawn again.
 */
const parts = () => import("./kept-parts");
export const KeptLessonHead = keptPart(() => parts().then((module) => module.LessonHead), "header");
export const KeptAbout = keptPart(() => parts().then((module) => module.About));
export const KeptReviews = keptPart(() => parts().then((module) => module.Reviews));
export const KeptMasterBox = keptPart(() => parts().then((module) => module.MasterBox));
export const KeptBrandsPanel = keptPart(() => parts().then((module) => module.BrandsPanel));
/** Kept for a viewer who only reads them (`keep`); a buyer, the master and staff get their forms. */
export const KeptQuestions = keptPart(() => parts().then((module) => module.LessonQuestions));
export const KeptLessonTabs = keptPart(() => parts().then((module) => module.LessonTabs));
export const KeptVideoNote = keptPart(() => parts().then((module) => module.VideoNote));
/** Kept for a visitor; a signed-in viewer's heart is a form of theirs. */
export const KeptPriceCard = keptPart(() => parts().then((module) => module.PriceCard));
