import { Form, Link, useActionData } from "react-router";
import * as adminStyles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { LanguageLabel, TextAreaField } from "~/components/admin/content-fields";
import * as styles from "~/components/admin/content-forms.css";
import { formActions } from "~/components/office/form-grid.css";
import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { pageTranslationSchema } from "~/forms/admin-content";
import { BODY_MAX, LOCALE_LABELS, pagePath, TITLE_MAX } from "~/forms/admin-content-limits";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { isLocale, LOCALES, type Locale } from "~/i18n/locales";
import { useLocalizedHref } from "~/i18n/use-locale";
import { adminPage, routeId, savePageTranslation } from "~/server/admin/content.server";
import { invalidateSiteContent } from "~/server/content/site-content.server";
import { withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { notFound, redirectWithFlash, refused } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import type { Route } from "./+types/page";

const loadPageTranslationSchema = () =>
  import("~/forms/admin-content").then((module) => module.pageTranslationSchema);

/** The language edited: the URL's, English when there is none. */
function editedLocale(param: string | undefined): Locale {
  if (param === undefined) return "en";
  if (!isLocale(param)) notFound();
  return param;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id) ?? notFound();
  const locale = editedLocale(params.locale);
  const page = await withDatabase(context, (db) => adminPage(db, id));
  if (!page) notFound();
  return {
    id,
    slug: page.slug,
    locale,
    englishName: page.translations.en.name,
    ...page.translations[locale],
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const id = routeId(params.id) ?? notFound();
  const locale = editedLocale(params.locale);
  const parsed = parseForm(pageTranslationSchema, await readFormData(request));
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const saved = await withDatabase(context, (db) =>
    savePageTranslation(db, staff.id, id, locale, parsed.data),
  );
  if (!saved) notFound();
  invalidateSiteContent();
  return redirectWithFlash(
    context,
    request,
    `/admin/pages/${id}/${locale}`,
    `The ${LOCALE_LABELS[locale]} page “${parsed.data.name}” is saved.`,
  );
}

/** One language of a page: its name and its text. */
export default function AdminPageEditor({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const failure = useActionData<typeof action>();
  const form = useValidatedForm(loadPageTranslationSchema, failure?.errors);
  const { id, slug, locale } = loaderData;
  const values = failure?.values ?? { name: loaderData.name, body: loaderData.body };
  return (
    <>
      <AdminHeading
        title={`Page “${loaderData.englishName || slug}”`}
        lead={`Shown at ${pagePath(slug)}. Choose a language, edit its name and text, save; then the next language.`}
      />
      <nav aria-label="Languages">
        <ul className={styles.tabs}>
          {LOCALES.map((code) => (
            <li key={code}>
              <Link
                to={href(`/admin/pages/${id}/${code}`)}
                aria-current={code === locale ? "page" : undefined}
                title={LOCALE_LABELS[code]}
              >
                {code.toUpperCase()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={adminStyles.panel} aria-labelledby="page-language">
        <h2 id="page-language" className={adminStyles.panelTitle}>
          <LanguageLabel locale={locale} />
        </h2>
        <Form
          key={locale}
          method="post"
          className={styles.form}
          noValidate
          onSubmit={form.onSubmit}
          onBlur={form.onBlur}
        >
          <Field
            name="name"
            label="Name"
            hint="The header item and the page's title."
            lang={locale}
            defaultValue={values.name}
            error={form.errors.name}
            maxLength={TITLE_MAX}
            required
          />
          <TextAreaField
            name="body"
            label="Text"
            lang={locale}
            defaultValue={values.body}
            error={form.errors.body}
            maxLength={BODY_MAX}
            hint={
              <>
                Plain text, at most {BODY_MAX.toLocaleString("en")} characters; no HTML (it is shown as
                typed):
                <ul className={styles.hintList}>
                  <li>an empty line starts a new paragraph;</li>
                  <li>a line starting with “## ” is a sub-heading;</li>
                  <li>lines starting with “- ” make a bulleted list.</li>
                </ul>
              </>
            }
          />
          <div className={formActions}>
            <Link to={href("/admin/pages")} className={outlineButton}>
              Back to pages
            </Link>
            <SubmitButton>Save {LOCALE_LABELS[locale]}</SubmitButton>
          </div>
        </Form>
      </section>
    </>
  );
}
