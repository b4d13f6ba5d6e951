/** What the lesson page keeps as the server drew it (`keptPart`): one chunk, none of it in the first load. */
export { About } from "./about";
export { BrandsPanel } from "./brands-panel";
export { LessonHead } from "./lesson-head";
export { MasterBox } from "./master-box";
export { LessonQuestions } from "./questions";
export { Reviews } from "./reviews";
