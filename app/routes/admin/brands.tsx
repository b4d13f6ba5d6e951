import { Form, Link, useActionData } from "react-router";
import * as adminStyles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import * as styles from "~/components/admin/content-forms.css";
import { formActions } from "~/components/office/form-grid.css";
import { Field } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { SubmitButton } from "~/components/ui/submit-button";
import { brandSchema } from "~/forms/admin-content";
import { TITLE_MAX, URL_MAX, usageText } from "~/forms/admin-content-limits";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { useLocalizedHref } from "~/i18n/use-locale";
import { adminBrands, saveBrand } from "~/server/admin/content-site.server";
import { withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { redirectWithFlash, refused } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import type { Route } from "./+types/brands";

const loadBrandSchema = () => import("~/forms/admin-content").then((module) => module.brandSchema);

export async function loader({ context }: Route.LoaderArgs) {
  return { brands: await withDatabase(context, adminBrands) };
}

/** Adds a brand (renaming and removing are on the brand's own page). */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const parsed = parseForm(brandSchema, await readFormData(request));
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const saved = await withDatabase(context, (db) => saveBrand(db, staff.id, null, parsed.data));
  if (!saved?.ok) return refused(saved?.errors ?? {}, parsed.values);
  return redirectWithFlash(context, request, "/admin/brands", `Brand “${parsed.data.name}” added.`);
}

/** The brands masters choose for their profiles and lessons. */
export default function AdminBrands({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const failure = useActionData<typeof action>();
  const form = useValidatedForm(loadBrandSchema, failure?.errors);
  return (
    <>
      <AdminHeading
        title="Brands"
        lead="The brands masters pick for their profiles and lessons. A brand can be renamed; it can be removed only while nobody uses it."
      />
      <section className={adminStyles.panel} aria-labelledby="new-brand">
        <h2 id="new-brand" className={adminStyles.panelTitle}>
          Add a brand
        </h2>
        <Form method="post" className={styles.form} noValidate onSubmit={form.onSubmit} onBlur={form.onBlur}>
          <div className={adminStyles.fieldRow}>
            <Field
              name="name"
              label="Name"
              defaultValue={failure?.values.name}
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
              defaultValue={failure?.values.website}
              error={form.errors.website}
              maxLength={URL_MAX}
            />
          </div>
          <div className={formActions}>
            <SubmitButton>Add brand</SubmitButton>
          </div>
        </Form>
      </section>
      <section className={adminStyles.panel} aria-labelledby="all-brands">
        <h2 id="all-brands" className={adminStyles.panelTitle}>
          All brands ({loaderData.brands.length})
        </h2>
        {loaderData.brands.length === 0 ? (
          <p className={adminStyles.empty}>No brands yet.</p>
        ) : (
          <table className={adminStyles.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Website</th>
                <th scope="col">Use</th>
                <th scope="col">
                  <span className={adminStyles.muted}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.brands.map((brand) => (
                <tr key={brand.id}>
                  <td>
                    <strong>{brand.name}</strong>
                  </td>
                  <td data-label="Website">
                    {brand.website || <span className={adminStyles.muted}>—</span>}
                  </td>
                  <td data-label="Use">{usageText(brand.lessons, brand.profiles)}</td>
                  <td>
                    <Link
                      to={href(`/admin/brands/${brand.id}`)}
                      className={styles.smallAction}
                      aria-label={`Edit ${brand.name}`}
                    >
                      <Icon name="pencil" size={16} /> Edit
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
