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
import { newSubCategorySchema, subCategorySchema } from "~/forms/admin-content";
import { KEY_MAX, titleField, titlesOf } from "~/forms/admin-content-limits";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { LOCALES } from "~/i18n/locales";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { adminSubCategory, categoryChoices, routeId, saveSubCategory } from "~/server/admin/content.server";
import { invalidateSiteContent } from "~/server/content/site-content.server";
import { getLocale, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { notFound, redirectWithFlash, refused } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import { requestT } from "~/server/web/request-translator.server";
import type { Route } from "./+types/sub-category";

const loadNewSubCategorySchema = () =>
  import("~/forms/admin-content").then((module) => module.newSubCategorySchema);
const loadSubCategorySchema = () =>
  import("~/forms/admin-content").then((module) => module.subCategorySchema);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  return withDatabase(context, async (db) => {
    const choices = await categoryChoices(db, getLocale(context));
    const parents = choices.map((choice) => ({
      value: String(choice.id),
      label: choice.title ?? choice.key,
    }));
    if (id === null) {
      const wanted = new URL(request.url).searchParams.get("category") ?? "";
      const categoryId = parents.some((parent) => parent.value === wanted) ? wanted : "";
      return {
        isNew: true,
        key: "",
        parents,
        values: { categoryId, icon: "sparkle", position: "0" } as Record<string, string>,
      };
    }
    const sub = await adminSubCategory(db, id);
    if (!sub) notFound();
    const values: Record<string, string> = {
      categoryId: String(sub.categoryId),
      icon: sub.icon,
      position: String(sub.position),
    };
    for (const locale of LOCALES) values[titleField(locale)] = sub.titles[locale];
    return { isNew: false, key: sub.key, parents, values };
  });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const id = routeId(params.id);
  const form = await readFormData(request);
  const parsed = id === null ? parseForm(newSubCategorySchema, form) : parseForm(subCategorySchema, form);
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const titles = titlesOf(parsed.data);
  const { categoryId, icon, position } = parsed.data;
  const target = "key" in parsed.data ? { key: String(parsed.data.key) } : { id: id as number };
  const saved = await withDatabase(context, (db) =>
    saveSubCategory(db, staff.id, target, { categoryId, icon, position }, titles),
  );
  if (!saved) notFound();
  if (!saved.ok) return refused(saved.errors, parsed.values);
  invalidateSiteContent();
  return redirectWithFlash(
    context,
    request,
    "/admin/categories",
    requestT(context)(id === null ? "admin.subCategory.created" : "admin.subCategory.saved", {
      name: titles.en,
    }),
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "subCategory");

/** A sub-category's category, icon, place in its menu and titles; a new one also gets its key. */
export default function AdminSubCategoryEditor({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const t = useT();
  const locale = useLocale();
  const failure = useActionData<typeof action>();
  const { isNew, key, parents } = loaderData;
  const form = useValidatedForm(isNew ? loadNewSubCategorySchema : loadSubCategorySchema, failure?.errors);
  const values = failure?.values ?? loaderData.values;
  const title = isNew
    ? t("admin.subCategory.new")
    : t("admin.subCategory.title", {
        name: loaderData.values[titleField(locale)] || loaderData.values.title_en || key,
      });
  return (
    <>
      <AdminHeading title={title} lead={t("admin.subCategory.lead")} />
      <section className={adminStyles.panel}>
        <Form method="post" className={styles.form} noValidate onSubmit={form.onSubmit} onBlur={form.onBlur}>
          <div className={adminStyles.fieldRow}>
            <Field
              name="categoryId"
              label={t("admin.subCategory.category")}
              options={parents}
              placeholder={t("admin.subCategory.chooseCategory")}
              defaultValue={values.categoryId}
              error={form.errors.categoryId}
              required
            />
            {isNew ? (
              <Field
                name="key"
                label={t("admin.contentForms.key")}
                hint={t("admin.subCategory.keyHint")}
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
          </div>
          <div className={adminStyles.fieldRow}>
            <IconField defaultValue={values.icon ?? "sparkle"} error={form.errors.icon} />
            <Field
              name="position"
              label={t("admin.contentForms.position")}
              hint={t("admin.subCategory.positionHint")}
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
            <SubmitButton>{t(isNew ? "admin.subCategory.create" : "admin.subCategory.save")}</SubmitButton>
          </div>
        </Form>
      </section>
    </>
  );
}
