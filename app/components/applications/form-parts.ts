/**
 * The application forms: only a signed-in applicant sees one, so a visitor's page does not load
 * them. They hydrate apart (`HydrateApart`), working as HTML forms until their code is there.
 */
export { QualificationRequestForm, TeacherApplicationForm } from "./forms";
