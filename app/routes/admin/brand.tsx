import { Form, Link, useActionData } from "react-router";
import * as adminStyles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import * as styles from "~/components/admin/content-forms.css";
import { formActions } from "~/components/office/form-grid.css";
import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import { error as errorText } from "~/components/ui/field.css";
import { SubmitButton } from "~/components/ui/submit-button";
import { brandSchema } from "~/forms/admin-content";
import { TITLE_MAX, URL_MAX, usageText } from "~/forms/admin-content-limits";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { useLocalizedHref } from "~/i18n/use-locale";
import { routeId } from "~/server/admin/content.server";
import { adminBrand, removeBrand, saveBrand } from "~/server/admin/content-site.server";
import { withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { notFound, redirectWithFlash, refused } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import type { Route } from "./+types/brand";

const loadBrandSchema = () => import("~/forms/admin-content").then((module) => module.brandSchema);

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id) ?? notFound();
  const brand = await withDatabase(context, (db) => adminBrand(db, id));
  return brand ?? notFound();
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const id = routeId(params.id) ?? notFound();
  const form = await readFormData(request);
  if (form.get("intent") === "remove") {
    const removed = await withDatabase(context, (db) => removeBrand(db, staff.id, id));
    if (removed === "missing") notFound();
    if (removed !== "removed") {
      return refused(
        {
          remove: `It stays: ${usageText(removed.lessons, removed.profiles).toLowerCase()}. Take it off them first, or rename it.`,
        },
        {},
      );
    }
    return redirectWithFlash(context, request, "/admin/brands", "The brand is removed.");
  }
  const parsed = parseForm(brandSchema, form);
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const saved = await withDatabase(context, (db) => saveBrand(db, staff.id, id, parsed.data));
  if (!saved) notFound();
  if (!saved.ok) return refused(saved.errors, parsed.values);
  return redirectWithFlash(context, request, "/admin/brands", `Brand “${parsed.data.name}” saved.`);
}

/** Renames a brand (everyone who chose it sees the new name) or removes an unused one. */
export default function AdminBrand({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const failure = useActionData<typeof action>();
  const form = useValidatedForm(loadBrandSchema, failure?.errors);
  const brand = loaderData;
  const values = failure && Object.keys(failure.values).length > 0 ? failure.values : brand;
  const used = brand.lessons + brand.profiles > 0;
  return (
    <>
      <AdminHeading title={`Brand “${brand.name}”`} lead={`${usageText(brand.lessons, brand.profiles)}.`} />
      <section className={adminStyles.panel} aria-labelledby="rename-brand">
        <h2 id="rename-brand" className={adminStyles.panelTitle}>
          Name and website
        </h2>
        <Form method="post" className={styles.form} noValidate onSubmit={form.onSubmit} onBlur={form.onBlur}>
          <div className={adminStyles.fieldRow}>
            <Field
              name="name"
              label="Name"
              defaultValue={values.name}
              error={form.errors.name}
              maxLength={TITLE_MAX}
              required
            />
            <Field
              name="website"
              label="Website"
              hint="Optional, https only."
              type="url"
              inputMode="url"
              defaultValue={values.website}
              error={form.errors.website}
              maxLength={URL_MAX}
            />
          </div>
          <div className={formActions}>
            <Link to={href("/admin/brands")} className={outlineButton}>
              Back to brands
            </Link>
            <SubmitButton>Save brand</SubmitButton>
          </div>
        </Form>
      </section>
      <section className={adminStyles.panel} aria-labelledby="remove-brand">
        <h2 id="remove-brand" className={adminStyles.panelTitle}>
          Remove
        </h2>
        <p className={adminStyles.muted}>
          {used
            ? "Lessons or profiles use this brand, so it cannot be removed (it would silently disappear from them). Rename it instead, or remove it once nobody uses it."
            : "Nobody uses this brand; removing it takes it out of the list masters choose from."}
        </p>
        {failure?.errors.remove ? (
          <p className={errorText} role="alert">
            {failure.errors.remove}
          </p>
        ) : null}
        {used ? null : (
          <Form method="post">
            <SubmitButton name="intent" value="remove" className={outlineButton}>
              Remove brand
            </SubmitButton>
          </Form>
        )}
      </section>
    </>
  );
}
