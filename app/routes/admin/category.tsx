import { Form, Link, useActionData } from "react-router";
import { adminMeta } from "~/admin/meta";
import * as adminStyles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { IconField, LanguageFields } from "~/components/admin/content-fields";
import * as styles from "~/components/admin/content-forms.css";
import { formActions } from "~/components/office/form-grid.css";
import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { categorySchema, newCategorySchema } from "~/forms/admin-content";
import { KEY_MAX, titleField, titlesOf } from "~/forms/admin-content-limits";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { LOCALES } from "~/i18n/locales";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { adminCategory, routeId, saveCategory } from "~/server/admin/content.server";
import { invalidateSiteContent } from "~/server/content/site-content.server";
import { getLocale, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { notFound, redirectWithFlash, refused } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import { requestT } from "~/server/web/request-translator.server";
import type { Route } from "./+types/category";

const loadNewCategorySchema = () =>
  import("~/forms/admin-content").then((module) => module.newCategorySchema);
const loadCategorySchema = () => import("~/forms/admin-content").then((module) => module.categorySchema);

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  if (id === null) {
    return { isNew: true, key: "", values: { icon: "sparkle", position: "0" } as Record<string, string> };
  }
  const category = await withDatabase(context, (db) => adminCategory(db, id));
  if (!category) notFound();
  const values: Record<string, string> = { icon: category.icon, position: String(category.position) };
  for (const locale of LOCALES) values[titleField(locale)] = category.titles[locale];
  return { isNew: false, key: category.key, values };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const id = routeId(params.id);
  const form = await readFormData(request);
  const parsed = id === null ? parseForm(newCategorySchema, form) : parseForm(categorySchema, form);
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const titles = titlesOf(parsed.data);
  const target = "key" in parsed.data ? { key: String(parsed.data.key) } : { id: id as number };
  const saved = await withDatabase(context, (db) =>
    saveCategory(db, staff.id, target, { icon: parsed.data.icon, position: parsed.data.position }, titles),
  );
  if (!saved) notFound();
  if (!saved.ok) return refused(saved.errors, parsed.values);
  invalidateSiteContent();
  return redirectWithFlash(
    context,
    request,
    "/admin/categories",
    requestT(context)(id === null ? "admin.category.created" : "admin.category.saved", {
      name: titles[getLocale(context)],
    }),
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "category");

/** A category's icon, place in the menus and titles; a new one also gets its key. */
export default function AdminCategoryEditor({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const t = useT();
  const locale = useLocale();
  const failure = useActionData<typeof action>();
  const { isNew, key } = loaderData;
  const form = useValidatedForm(isNew ? loadNewCategorySchema : loadCategorySchema, failure?.errors);
  const values = failure?.values ?? loaderData.values;
  const title = isNew
    ? t("admin.category.new")
    : t("admin.category.title", {
        name: loaderData.values[titleField(locale)] || loaderData.values.title_en || key,
      });
  return (
    <>
      <AdminHeading title={title} lead={t("admin.category.lead")} />
      <section className={adminStyles.panel}>
        <Form method="post" className={styles.form} noValidate onSubmit={form.onSubmit} onBlur={form.onBlur}>
          <div className={adminStyles.fieldRow}>
            {isNew ? (
              <Field
                name="key"
                label={t("admin.contentForms.key")}
                hint={t("admin.category.keyHint")}
                defaultValue={values.key}
                error={form.errors.key}
                errorValues={{ count: KEY_MAX }}
                maxLength={KEY_MAX}
                autoCapitalize="none"
                spellCheck={false}
                required
              />
            ) : (
              <Field
                name="key"
                label={t("admin.contentForms.key")}
                hint={t("admin.contentForms.keyFixed")}
                defaultValue={key}
                readOnly
                disabled
              />
            )}
            <IconField defaultValue={values.icon ?? "sparkle"} error={form.errors.icon} />
            <Field
              name="position"
              label={t("admin.contentForms.position")}
              hint={t("admin.category.positionHint")}
              inputMode="numeric"
              defaultValue={values.position}
              error={form.errors.position}
              required
            />
          </div>
          <LanguageFields
            legend={t("admin.contentForms.titles")}
            prefix="title"
            values={values}
            errors={form.errors}
          />
          <div className={formActions}>
            <Link to={href("/admin/categories")} className={outlineButton}>
              {t("admin.contentForms.back")}
            </Link>
            <SubmitButton>{t(isNew ? "admin.category.create" : "admin.category.save")}</SubmitButton>
          </div>
        </Form>
      </section>
    </>
  );
}
