/** What the lesson page keeps as the server drew it (`keptPart`): one chunk, none of it in the first load. */
export { About } from "./about";
export { BrandsPanel } from "./brands-panel";
export { LessonHead } from "./lesson-head";
export { LessonTabs } from "./lesson-tabs";
export { MasterBox } from "./master-box";
export { PriceCard } from "./price-card";
export { LessonQuestions } from "./questions";
export { Reviews } from "./reviews";
export { VideoNote } from "./video-note";
