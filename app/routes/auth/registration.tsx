import { useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Form, Link, redirect, useActionData } from "react-router";
import { EmailField, NewPasswordFields } from "~/components/ui/account-fields";
import { AuthCard, FormNotice } from "~/components/ui/auth-card";
import * as card from "~/components/ui/auth-card.css";
import { CheckboxField, Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { registrationSchema } from "~/forms/account";
import { parseForm } from "~/forms/form-data";
import { useValidatedForm } from "~/forms/use-validated-form";
import { localizePath } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { useLocalizedHref } from "~/i18n/use-locale";
import { registerAccount } from "~/server/auth/accounts.server";
import { clientIp, formFailure, record, refuseIfOverLimit } from "~/server/auth/form-actions.server";
import { LIMITS } from "~/server/auth/rate-limit.server";
import { requireAnonymous } from "~/server/auth/session.server";
import { getLocale, getServices, publicOrigin, withDatabase } from "~/server/context.server";
import { countryOptions } from "~/server/geo/countries.server";
import type { Route } from "./+types/registration";

/** A lesson slug to return to after activation: letters, digits and dashes only. */
const lessonSlug = (slug: string | undefined) => (slug && /^[\w-]{1,120}$/.test(slug) ? slug : null);

export function loader({ context }: Route.LoaderArgs) {
  requireAnonymous(context);
  return { countries: countryOptions(getLocale(context)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireAnonymous(context);
  const form = await request.formData();
  const parsed = parseForm(registrationSchema, form);
  const locale = getLocale(context);
  const ip = clientIp(context);
  return withDatabase(context, async (db) => {
    const refused = await refuseIfOverLimit(context, parsed.values, [
      { rule: LIMITS.registrationsPerIp, key: ip },
    ]);
    if (refused) return refused;
    // Bots fill the hidden field; they are shown success and nothing is created.
    if (form.get("website")) return redirect(localizePath(locale, "/success-registration"));
    if (!parsed.ok) return formFailure(parsed.errors, parsed.values);
    const services = getServices(context);
    const result = await registerAccount(
      { db, mailer: services.mailer, logger: services.logger, origin: publicOrigin(services, request) },
      { ...parsed.data, locale, next: lessonSlug(params.slug) },
    );
    if (!result.ok) return formFailure(result.errors, parsed.values);
    // Only accounts actually created count towards the hourly limit: typing mistakes do not.
    await record(context, LIMITS.registrationsPerIp, ip);
    return redirect(localizePath(locale, "/success-registration"));
  });
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, "registration");

export default function Registration({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const failure = useActionData<typeof action>();
  const values = failure && "values" in failure ? failure.values : {};
  const { errors, onBlur, onSubmit } = useValidatedForm(registrationSchema, failure?.errors);
  const [country, setCountry] = useState(values.country ?? "");

  return (
    <AuthCard
      wide
      title={t("auth.registration.title")}
      lead={t("auth.registration.lead")}
      notice={<FormNotice error={errors.form} retryAfterMin={failure?.retryAfterMin} />}
      footer={
        <>
          <span>{t("auth.registration.haveAccount")}</span>
          <Link to={href("/login")}>{t("auth.login.submit")}</Link>
        </>
      }
    >
      <Form method="post" noValidate className={card.form} onBlur={onBlur} onSubmit={onSubmit}>
        <div className={card.grid}>
          <Field
            name="fullName"
            label={t("auth.fields.fullName")}
            autoComplete="name"
            defaultValue={values.fullName}
            error={errors.fullName}
            required
          />
          <Field
            name="username"
            label={t("auth.fields.username")}
            autoComplete="username"
            defaultValue={values.username}
            error={errors.username}
            hint={t("auth.fields.usernameHint")}
            required
          />
          <EmailField defaultValue={values.email} error={errors.email} hint />
          <Field
            name="phone"
            type="tel"
            label={t("auth.fields.phone")}
            autoComplete="tel"
            defaultValue={values.phone}
            error={errors.phone}
            hint={t("auth.fields.phoneHint")}
            required
          />
          <Field
            name="country"
            label={t("auth.fields.country")}
            placeholder={t("auth.fields.chooseCountry")}
            options={loaderData.countries.map((option) => ({ value: option.code, label: option.name }))}
            defaultValue={values.country ?? ""}
            onChange={(event: React.ChangeEvent<HTMLSelectElement>) => setCountry(event.target.value)}
            autoComplete="country"
            error={errors.country}
            required
          />
          <CityField country={country} defaultValue={values.city} error={errors.city} />
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
            <Trans
              i18nKey="auth.registration.consent"
              components={{ offer: <Link to={href("/publicOffer")} target="_blank" /> }}
            />
          }
        />
        <SubmitButton>{t("auth.registration.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}

/** The city: a plain text field, with suggestions from the cities of the chosen country once JS runs. */
function CityField({
  country,
  defaultValue,
  error,
}: {
  country: string;
  defaultValue?: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [query, setQuery] = useState(defaultValue ?? "");
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!country || query.trim().length < 2) {
      setSuggestions([]);
      return;
    }
    const timer = window.setTimeout(() => {
      request.current?.abort();
      request.current = new AbortController();
      fetch(`/api/cities?country=${encodeURIComponent(country)}&q=${encodeURIComponent(query)}`, {
        signal: request.current.signal,
      })
        .then((response) => (response.ok ? response.json() : []))
        .then((names: string[]) => setSuggestions(names))
        .catch(() => {});
    }, 200);
    return () => window.clearTimeout(timer);
  }, [country, query]);

  return (
    <>
      <Field
        name="city"
        label={t("auth.fields.city")}
        autoComplete="address-level2"
        list="city-suggestions"
        defaultValue={defaultValue}
        onInput={(event) => setQuery(event.currentTarget.value)}
        error={error}
        required
      />
      <datalist id="city-suggestions">
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
