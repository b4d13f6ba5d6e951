export { LessonCard } from "./lesson-card";
export { MasterCard } from "./master-card";
