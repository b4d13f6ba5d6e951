import { Form, Link, useActionData } from "react-router";
import { adminMeta } from "~/admin/meta";
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
import { useT } from "~/i18n/use-t";
import { routeId } from "~/server/admin/content.server";
import { adminBrand, removeBrand, saveBrand } from "~/server/admin/content-site.server";
import { withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { notFound, redirectWithFlash, refused } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import { requestT } from "~/server/web/request-translator.server";
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
  const t = requestT(context);
  if (form.get("intent") === "remove") {
    const removed = await withDatabase(context, (db) => removeBrand(db, staff.id, id));
    if (removed === "missing") notFound();
    if (removed !== "removed") {
      return refused(
        {
          remove: t("admin.brand.stays", { usage: usageText(t, removed.lessons, removed.profiles) }),
        },
        {},
      );
    }
    return redirectWithFlash(context, request, "/admin/brands", "admin.brand.removed");
  }
  const parsed = parseForm(brandSchema, form);
  if (!parsed.ok) return refused(parsed.errors, parsed.values);
  const saved = await withDatabase(context, (db) => saveBrand(db, staff.id, id, parsed.data));
  if (!saved) notFound();
  if (!saved.ok) return refused(saved.errors, parsed.values);
  return redirectWithFlash(
    context,
    request,
    "/admin/brands",
    t("admin.brand.saved", { name: parsed.data.name }),
  );
}

export const meta: Route.MetaFunction = ({ matches, data }) => adminMeta(matches, "brand", data?.name);

/** Renames a brand (everyone who chose it sees the new name) or removes an unused one. */
export default function AdminBrand({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const t = useT();
  const failure = useActionData<typeof action>();
  const form = useValidatedForm(loadBrandSchema, failure?.errors);
  const brand = loaderData;
  const values = failure && Object.keys(failure.values).length > 0 ? failure.values : brand;
  const used = brand.lessons + brand.profiles > 0;
  return (
    <>
      <AdminHeading
        title={t("admin.brand.title", { name: brand.name })}
        lead={`${usageText(t, brand.lessons, brand.profiles)}.`}
      />
      <section className={adminStyles.panel} aria-labelledby="rename-brand">
        <h2 id="rename-brand" className={adminStyles.panelTitle}>
          {t("admin.brand.nameAndWebsite")}
        </h2>
        <Form method="post" className={styles.form} noValidate onSubmit={form.onSubmit} onBlur={form.onBlur}>
          <div className={adminStyles.fieldRow}>
            <Field
              name="name"
              label={t("admin.brands.name")}
              defaultValue={values.name}
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
              defaultValue={values.website}
              error={form.errors.website}
              errorValues={{ count: URL_MAX }}
              maxLength={URL_MAX}
            />
          </div>
          <div className={formActions}>
            <Link to={href("/admin/brands")} className={outlineButton}>
              {t("admin.brand.back")}
            </Link>
            <SubmitButton>{t("admin.brand.save")}</SubmitButton>
          </div>
        </Form>
      </section>
      <section className={adminStyles.panel} aria-labelledby="remove-brand">
        <h2 id="remove-brand" className={adminStyles.panelTitle}>
          {t("admin.brand.remove")}
        </h2>
        <p className={adminStyles.muted}>{t(used ? "admin.brand.removeUsed" : "admin.brand.removeUnused")}</p>
        {failure?.errors.remove ? (
          <p className={errorText} role="alert">
            {t(failure.errors.remove)}
          </p>
        ) : null}
        {used ? null : (
          <Form method="post">
            <SubmitButton name="intent" value="remove" className={outlineButton}>
              {t("admin.brand.submitRemove")}
            </SubmitButton>
          </Form>
        )}
      </section>
    </>
  );
}
