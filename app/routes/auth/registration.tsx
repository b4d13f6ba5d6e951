import { Form, Link, redirect, useActionData } from "react-router";
import {
  COUNTRY_FIELD,
  NameFields,
  NewPasswordFields,
  PhoneField,
  PlaceFields,
} from "~/components/ui/account-fields";
import { AuthCard, FormNotice } from "~/components/ui/auth-card";
import * as card from "~/components/ui/auth-card.css";
import { EmailField } from "~/components/ui/email-field";
import { CheckboxField } from "~/components/ui/field";
import { RoleField } from "~/components/ui/role-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { registrationSchema } from "~/forms/account";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { localizePath } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { TaggedMessage } from "~/i18n/tagged-message";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { registerAccount } from "~/server/auth/accounts.server";
import { LIMITS } from "~/server/auth/rate-limit.server";
import { getLocale, getServices, publicOrigin, withDatabase } from "~/server/context.server";
import { countryOptions } from "~/server/geo/countries.server";
import { clientIp } from "~/server/http/client-ip.server";
import { readFormData } from "~/server/http/form-request.server";
import { refused } from "~/server/http/responses.server";
import { keepOutOfHydration } from "~/server/http/server-drawn.server";
import { requireAnonymous } from "~/server/web/current-user.server";
import { record, refuseIfOverLimit } from "~/server/web/form-actions.server";
import type { Route } from "./+types/registration";

const loadRegistrationSchema = () => import("~/forms/account").then((module) => module.registrationSchema);

/** A lesson slug to return to after activation: letters, digits and dashes only. */
const lessonSlug = (slug: string | undefined) => (slug && /^[\w-]{1,120}$/.test(slug) ? slug : null);

export function loader({ context }: Route.LoaderArgs) {
  requireAnonymous(context);
  return { countries: keepOutOfHydration(context, COUNTRY_FIELD, countryOptions(getLocale(context))) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireAnonymous(context);
  const form = await readFormData(request);
  const parsed = parseForm(registrationSchema, form);
  const locale = getLocale(context);
  const ip = clientIp(context);
  return withDatabase(context, async (db) => {
    const overLimit = await refuseIfOverLimit(context, parsed.values, [
      { rule: LIMITS.registrationsPerIp, key: ip },
    ]);
    if (overLimit) return overLimit;
    // Bots fill the hidden field; they are shown success and nothing is created.
    if (form.get("website")) return redirect(localizePath(locale, "/success-registration"));
    if (!parsed.ok) return refused(parsed.errors, parsed.values);
    const services = getServices(context);
    const result = await registerAccount(
      { db, mailer: services.mailer, logger: services.logger, origin: publicOrigin(services) },
      { ...parsed.data, locale, next: lessonSlug(params.slug) },
    );
    if (!result.ok) return refused(result.errors, parsed.values);
    // Only accounts actually created count towards the hourly limit: typing mistakes do not.
    await record(context, LIMITS.registrationsPerIp, ip);
    return redirect(localizePath(locale, "/success-registration"));
  });
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, "registration");

export default function Registration({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const failure = useActionData<typeof action>();
  const values = failure && "values" in failure ? failure.values : {};
  const { errors, onBlur, onSubmit } = useValidatedForm(loadRegistrationSchema, failure?.errors);

  return (
    <AuthCard
      wide
      title={t("auth.registration.title")}
      lead={t("auth.registration.lead")}
      notice={<FormNotice error={errors.form} answer={failure} />}
      footer={
        <>
          <span>{t("auth.registration.haveAccount")}</span>
          <Link to={href("/login")}>{t("auth.login.submit")}</Link>
        </>
      }
    >
      <Form method="post" noValidate className={card.form} onBlur={onBlur} onSubmit={onSubmit}>
        {/* Asked first, with nothing chosen: a learner is never asked for a master profile. */}
        <RoleField defaultValue={values.role} error={errors.role} />
        <div className={card.grid}>
          <NameFields values={values} errors={errors} />
          <EmailField defaultValue={values.email} error={errors.email} hint />
          <PhoneField defaultValue={values.phone} error={errors.phone} />
          <PlaceFields countries={loaderData.countries} values={values} errors={errors} />
          <NewPasswordFields errors={errors} labelKey="auth.fields.password" />
        </div>
        <div className={card.honeypot} aria-hidden="true">
          <label>
            Website
            <input type="text" name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <CheckboxField
          name="consent"
          defaultChecked={values.consent === "on"}
          error={errors.consent}
          label={
            <TaggedMessage
              message={t("auth.registration.consent")}
              elements={{ offer: <Link to={href("/publicOffer")} target="_blank" /> }}
            />
          }
        />
        <SubmitButton>{t("auth.registration.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
