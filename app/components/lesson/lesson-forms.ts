/**
 * The lesson page's forms for signed-in viewers (review, ask, answer, hide), in one chunk that the
 * page loads only when it shows one of them: one file for a buyer or the master, none for a
 * visitor, and their shared field and validation modules stay out of every page's shell.
 */
export { ReviewForm } from "~/components/catalog/review-form";
export { ModerateForm, PostForm } from "./questions-forms";
