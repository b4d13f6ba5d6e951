import { Form, Link, useActionData } from "react-router";
import * as adminStyles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { IconField, LanguageFields } from "~/components/admin/content-fields";
import * as styles from "~/components/admin/content-forms.css";
import { formActions } from "~/components/office/form-grid.css";
import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { newSubCategorySchema, subCategorySchema } from "~/forms/admin-content";
import { titleField, titlesOf } from "~/forms/admin-content-limits";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { LOCALES } from "~/i18n/locales";
import { useLocalizedHref } from "~/i18n/use-locale";
import { adminSubCategory, categoryChoices, routeId, saveSubCategory } from "~/server/admin/content.server";
import { invalidateSiteContent } from "~/server/content/site-content.server";
import { withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { notFound, redirectWithFlash, refused } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import type { Route } from "./+types/sub-category";

const loadNewSubCategorySchema = () =>
  import("~/forms/admin-content").then((module) => module.newSubCategorySchema);
const loadSubCategorySchema = () =>
  import("~/forms/admin-content").then((module) => module.subCategorySchema);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  return withDatabase(context, async (db) => {
    const choices = await categoryChoices(db);
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
    id === null ? `Sub-category “${titles.en}” created.` : `Sub-category “${titles.en}” saved.`,
  );
}

/** A sub-category's category, icon, place in its menu and titles; a new one also gets its key. */
export default function AdminSubCategoryEditor({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const failure = useActionData<typeof action>();
  const { isNew, key, parents } = loaderData;
  const form = useValidatedForm(isNew ? loadNewSubCategorySchema : loadSubCategorySchema, failure?.errors);
  const values = failure?.values ?? loaderData.values;
  const title = isNew ? "New sub-category" : `Sub-category “${loaderData.values.title_en || key}”`;
  return (
    <>
      <AdminHeading
        title={title}
        lead="Listed under its category in the header's menus, and chosen by masters as their specialization."
      />
      <section className={adminStyles.panel}>
        <Form method="post" className={styles.form} noValidate onSubmit={form.onSubmit} onBlur={form.onBlur}>
          <div className={adminStyles.fieldRow}>
            <Field
              name="categoryId"
              label="Category"
              options={parents}
              placeholder="Choose a category"
              defaultValue={values.categoryId}
              error={form.errors.categoryId}
              required
            />
            {isNew ? (
              <Field
                name="key"
                label="Key"
                hint="A unique slug, lower-case Latin letters, digits and hyphens. It cannot be changed later."
                defaultValue={values.key}
                error={form.errors.key}
                maxLength={64}
                autoCapitalize="none"
                spellCheck={false}
                required
              />
            ) : (
              <Field
                name="key"
                label="Key"
                hint="Set when it was created."
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
              label="Position"
              hint="Lower numbers come first within the category."
              inputMode="numeric"
              defaultValue={values.position}
              error={form.errors.position}
              required
            />
          </div>
          <LanguageFields
            legend="Title in each language"
            prefix="title"
            values={values}
            errors={form.errors}
          />
          <div className={formActions}>
            <Link to={href("/admin/categories")} className={outlineButton}>
              Back to categories
            </Link>
            <SubmitButton>{isNew ? "Create sub-category" : "Save sub-category"}</SubmitButton>
          </div>
        </Form>
      </section>
    </>
  );
}
