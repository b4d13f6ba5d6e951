import { Form, Link, useActionData } from "react-router";
import { adminMeta } from "~/admin/meta";
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
import { useT } from "~/i18n/use-t";
import { adminBrands, saveBrand } from "~/server/admin/content-site.server";
import { withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { redirectWithFlash, refused } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import { requestT } from "~/server/web/request-translator.server";
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
  const t = requestT(context);
  return redirectWithFlash(
    context,
    request,
    "/admin/brands",
    t("admin.brands.added", { name: parsed.data.name }),
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "brands");

/** The brands masters choose for their profiles and lessons. */
export default function AdminBrands({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const t = useT();
  const failure = useActionData<typeof action>();
  const form = useValidatedForm(loadBrandSchema, failure?.errors);
  return (
    <>
      <AdminHeading title={t("admin.brands.title")} lead={t("admin.brands.lead")} />
      <section className={adminStyles.panel} aria-labelledby="new-brand">
        <h2 id="new-brand" className={adminStyles.panelTitle}>
          {t("admin.brands.add")}
        </h2>
        <Form method="post" className={styles.form} noValidate onSubmit={form.onSubmit} onBlur={form.onBlur}>
          <div className={adminStyles.fieldRow}>
            <Field
              name="name"
              label={t("admin.brands.name")}
              defaultValue={failure?.values.name}
              error={form.errors.name}
              errorValues={{ count: TITLE_MAX }}
              maxLength={TITLE_MAX}
              required
            />
            <Field
              name="website"
              label={t("admin.brands.website")}
              hint={t("admin.brands.websiteHint")}
              type="url"
              inputMode="url"
              defaultValue={failure?.values.website}
              error={form.errors.website}
              errorValues={{ count: URL_MAX }}
              maxLength={URL_MAX}
            />
          </div>
          <div className={formActions}>
            <SubmitButton>{t("admin.brands.submitNew")}</SubmitButton>
          </div>
        </Form>
      </section>
      <section className={adminStyles.panel} aria-labelledby="all-brands">
        <h2 id="all-brands" className={adminStyles.panelTitle}>
          {t("admin.brands.all", { number: loaderData.brands.length })}
        </h2>
        {loaderData.brands.length === 0 ? (
          <p className={adminStyles.empty}>{t("admin.brands.empty")}</p>
        ) : (
          <table className={adminStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t("admin.brands.name")}</th>
                <th scope="col">{t("admin.brands.website")}</th>
                <th scope="col">{t("admin.brands.use")}</th>
                <th scope="col">
                  <span className={adminStyles.muted}>{t("admin.common.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.brands.map((brand) => (
                <tr key={brand.id}>
                  <td>
                    <strong>{brand.name}</strong>
                  </td>
                  <td data-label={t("admin.brands.website")}>
                    {brand.website || <span className={adminStyles.muted}>—</span>}
                  </td>
                  <td data-label={t("admin.brands.use")}>{usageText(t, brand.lessons, brand.profiles)}</td>
                  <td>
                    <Link
                      to={href(`/admin/brands/${brand.id}`)}
                      className={styles.smallAction}
                      aria-label={t("admin.common.editNamed", { name: brand.name })}
                    >
                      <Icon name="pencil" size={16} /> {t("admin.common.edit")}
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
