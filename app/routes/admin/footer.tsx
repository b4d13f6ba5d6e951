import { Form, useActionData } from "react-router";
import { adminMeta } from "~/admin/meta";
import * as adminStyles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { LanguageFields } from "~/components/admin/content-fields";
import * as styles from "~/components/admin/content-forms.css";
import { formActions } from "~/components/office/form-grid.css";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { contactSchema, footerSchema } from "~/forms/admin-content";
import { ADDRESS_MAX, addressField, EMAIL_MAX, URL_MAX } from "~/forms/admin-content-limits";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { adminContact, adminFooter, saveContact, saveFooter } from "~/server/admin/content-site.server";
import { invalidateSiteContent } from "~/server/content/site-content.server";
import { withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { redirectWithFlash, refused } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import type { Route } from "./+types/footer";

const loadFooterSchema = () => import("~/forms/admin-content").then((module) => module.footerSchema);
const loadContactSchema = () => import("~/forms/admin-content").then((module) => module.contactSchema);

const NETWORKS = [
  { name: "instagramUrl", label: "Instagram", example: "https://www.instagram.com/maistry.school" },
  { name: "facebookUrl", label: "Facebook", example: "https://www.facebook.com/maistry.school" },
  { name: "tiktokUrl", label: "TikTok", example: "https://www.tiktok.com/@maistry.school" },
  { name: "youtubeUrl", label: "YouTube", example: "https://www.youtube.com/@maistry.school" },
] as const;

export async function loader({ context }: Route.LoaderArgs) {
  return withDatabase(context, async (db) => {
    const [footer, contact] = await Promise.all([adminFooter(db), adminContact(db)]);
    const contactValues: Record<string, string> = {
      phone: contact.phone,
      email: contact.email,
      latitude: contact.latitude === null ? "" : String(contact.latitude),
      longitude: contact.longitude === null ? "" : String(contact.longitude),
    };
    for (const locale of LOCALES) contactValues[addressField(locale)] = contact.addresses[locale];
    return { footer: footer as Record<string, string>, contact: contactValues };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const form = await readFormData(request);
  if (form.get("intent") === "contact") {
    const parsed = parseForm(contactSchema, form);
    if (!parsed.ok) return refused(parsed.errors, parsed.values, { intent: "contact" as const });
    await withDatabase(context, (db) => saveContact(db, staff.id, parsed.data));
    invalidateSiteContent();
    return redirectWithFlash(context, request, "/admin/footer", "admin.footer.contactSaved");
  }
  const parsed = parseForm(footerSchema, form);
  if (!parsed.ok) return refused(parsed.errors, parsed.values, { intent: "footer" as const });
  await withDatabase(context, (db) => saveFooter(db, staff.id, parsed.data));
  invalidateSiteContent();
  return redirectWithFlash(context, request, "/admin/footer", "admin.footer.linksSaved");
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "footer");

/** The footer's social links, and the contact page's details. */
export default function AdminFooter({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const failure = useActionData<typeof action>();
  const footerFailure = failure?.intent === "footer" ? failure : undefined;
  const contactFailure = failure?.intent === "contact" ? failure : undefined;
  const footerForm = useValidatedForm(loadFooterSchema, footerFailure?.errors);
  const contactForm = useValidatedForm(loadContactSchema, contactFailure?.errors);
  const footer = footerFailure?.values ?? loaderData.footer;
  const contact = contactFailure?.values ?? loaderData.contact;
  return (
    <>
      <AdminHeading title={t("admin.footer.title")} lead={t("admin.footer.lead")} />
      <section className={adminStyles.panel} aria-labelledby="footer-links">
        <h2 id="footer-links" className={adminStyles.panelTitle}>
          {t("admin.footer.links")}
        </h2>
        <Form
          method="post"
          className={styles.form}
          noValidate
          onSubmit={footerForm.onSubmit}
          onBlur={footerForm.onBlur}
        >
          <input type="hidden" name="intent" value="footer" />
          <div className={styles.pairGrid}>
            {NETWORKS.map((network) => (
              <Field
                key={network.name}
                name={network.name}
                label={network.label}
                type="url"
                inputMode="url"
                placeholder={network.example}
                hint={t("admin.footer.linkHint")}
                defaultValue={footer[network.name]}
                error={footerForm.errors[network.name]}
                errorValues={{ count: URL_MAX }}
                maxLength={URL_MAX}
              />
            ))}
          </div>
          <div className={formActions}>
            <SubmitButton>{t("admin.footer.saveLinks")}</SubmitButton>
          </div>
        </Form>
      </section>
      <section className={adminStyles.panel} aria-labelledby="contact-details">
        <h2 id="contact-details" className={adminStyles.panelTitle}>
          {t("admin.footer.contact")}
        </h2>
        <Form
          method="post"
          className={styles.form}
          noValidate
          onSubmit={contactForm.onSubmit}
          onBlur={contactForm.onBlur}
        >
          <input type="hidden" name="intent" value="contact" />
          <div className={styles.pairGrid}>
            <Field
              name="phone"
              label={t("admin.footer.phone")}
              type="tel"
              defaultValue={contact.phone}
              error={contactForm.errors.phone}
              required
            />
            <Field
              name="email"
              label={t("admin.footer.email")}
              type="email"
              defaultValue={contact.email}
              error={contactForm.errors.email}
              errorValues={{ count: EMAIL_MAX }}
              required
            />
            <Field
              name="latitude"
              label={t("admin.footer.latitude")}
              hint={t("admin.footer.latitudeHint")}
              inputMode="decimal"
              defaultValue={contact.latitude}
              error={contactForm.errors.latitude}
              required
            />
            <Field
              name="longitude"
              label={t("admin.footer.longitude")}
              hint={t("admin.footer.longitudeHint")}
              inputMode="decimal"
              defaultValue={contact.longitude}
              error={contactForm.errors.longitude}
              required
            />
          </div>
          <LanguageFields
            legend={t("admin.footer.addresses")}
            prefix="address"
            values={contact}
            errors={contactForm.errors}
            maxLength={ADDRESS_MAX}
          />
          <div className={formActions}>
            <SubmitButton>{t("admin.footer.saveContact")}</SubmitButton>
          </div>
        </Form>
      </section>
    </>
  );
}
