import { Form, Link, useActionData } from "react-router";
import { adminMeta } from "~/admin/meta";
import * as adminStyles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { LanguageLabel, TextAreaField } from "~/components/admin/content-fields";
import * as styles from "~/components/admin/content-forms.css";
import { formActions } from "~/components/office/form-grid.css";
import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { pageTranslationSchema } from "~/forms/admin-content";
import { BODY_MAX, pagePath, TITLE_MAX } from "~/forms/admin-content-limits";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { numberFormat } from "~/i18n/formatters";
import { isLocale, LOCALES, type Locale } from "~/i18n/locales";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { adminPage, routeId, savePageTranslation } from "~/server/admin/content.server";
import { invalidateSiteContent } from "~/server/content/site-content.server";
import { withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { notFound, redirectWithFlash, refused } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import { requestT } from "~/server/web/request-translator.server";
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
  const t = requestT(context);
  return redirectWithFlash(
    context,
    request,
    `/admin/pages/${id}/${locale}`,
    t("admin.page.saved", { language: t(`admin.languages.${locale}`), name: parsed.data.name }),
  );
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  adminMeta(matches, "page", data?.englishName || data?.slug);

/** One language of a page: its name and its text. */
export default function AdminPageEditor({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const t = useT();
  const pageLocale = useLocale();
  const failure = useActionData<typeof action>();
  const form = useValidatedForm(loadPageTranslationSchema, failure?.errors);
  const { id, slug, locale } = loaderData;
  const values = failure?.values ?? { name: loaderData.name, body: loaderData.body };
  return (
    <>
      <AdminHeading
        title={t("admin.page.title", { name: loaderData.englishName || slug })}
        lead={t("admin.page.lead", { path: pagePath(slug) })}
      />
      <nav aria-label={t("admin.page.languages")}>
        <ul className={styles.tabs}>
          {LOCALES.map((code) => (
            <li key={code}>
              <Link
                to={href(`/admin/pages/${id}/${code}`)}
                aria-current={code === locale ? "page" : undefined}
                title={t(`admin.languages.${code}`)}
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
            label={t("admin.page.name")}
            hint={t("admin.page.nameHint")}
            lang={locale}
            defaultValue={values.name}
            error={form.errors.name}
            errorValues={{ count: TITLE_MAX }}
            maxLength={TITLE_MAX}
            required
          />
          <TextAreaField
            name="body"
            label={t("admin.page.text")}
            lang={locale}
            defaultValue={values.body}
            error={form.errors.body}
            maxLength={BODY_MAX}
            hint={
              <>
                {t("admin.page.textHint", { max: numberFormat(pageLocale).format(BODY_MAX) })}
                <ul className={styles.hintList}>
                  <li>{t("admin.page.paragraphs")}</li>
                  <li>{t("admin.page.subHeadings")}</li>
                  <li>{t("admin.page.lists")}</li>
                </ul>
              </>
            }
          />
          <div className={formActions}>
            <Link to={href("/admin/pages")} className={outlineButton}>
              {t("admin.page.back")}
            </Link>
            <SubmitButton>{t("admin.page.save", { language: t(`admin.languages.${locale}`) })}</SubmitButton>
          </div>
        </Form>
      </section>
    </>
  );
}
