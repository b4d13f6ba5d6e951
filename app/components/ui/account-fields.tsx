import { useState } from "react";
import type { FieldErrors } from "~/forms/form-data";
import { useT } from "~/i18n/use-t";
import { CityField } from "./city-field";
import { Field } from "./field";
import { useKeptList } from "./server-drawn";

/** The name and the nickname of the account forms (registration, the office's personal data). */
export function NameFields({
  values,
  errors,
}: {
  values: { fullName?: string; username?: string };
  errors: FieldErrors;
}) {
  const t = useT();
  return (
    <>
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
    </>
  );
}

/** The phone number, in international form, of the account forms. */
export function PhoneField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const t = useT();
  return (
    <Field
      name="phone"
      type="tel"
      label={t("auth.fields.phone")}
      autoComplete="tel"
      defaultValue={defaultValue}
      error={error}
      hint={t("auth.fields.phoneHint")}
      required
    />
  );
}

interface Country {
  code: string;
  name: string;
}

/**
 * The country select's id. Its ~250 options are the same for every visitor of a locale: a document
 * sends them once, as the select's HTML, not again in its hydration data (`keepOutOfHydration`).
 */
export const COUNTRY_FIELD = "field-country";

/** The countries a select drawn by the server offers, its placeholder aside. */
function countriesOfSelect(element: HTMLElement): Country[] {
  return [...(element as HTMLSelectElement).options]
    .filter((option) => option.value !== "")
    .map((option) => ({ code: option.value, name: option.textContent ?? "" }));
}

/** The country and the city in it: the city suggestions follow the country chosen. */
export function PlaceFields({
  countries: sent,
  values,
  errors,
}: {
  /** Null when the loader kept them out of the document's data (`COUNTRY_FIELD`). */
  countries: readonly Country[] | null;
  values: { country?: string; city?: string };
  errors: FieldErrors;
}) {
  const t = useT();
  const countries = useKeptList(COUNTRY_FIELD, sent, countriesOfSelect);
  const [country, setCountry] = useState(values.country ?? "");
  return (
    <>
      <Field
        name="country"
        label={t("auth.fields.country")}
        placeholder={t("auth.fields.chooseCountry")}
        options={countries.map((option) => ({ value: option.code, label: option.name }))}
        defaultValue={values.country ?? ""}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => setCountry(event.target.value)}
        autoComplete="country"
        error={errors.country}
        required
      />
      <CityField country={country} defaultValue={values.city} error={errors.city} />
    </>
  );
}

/** A new password and its repeat (registration, password reset). */
export function NewPasswordFields({ errors, labelKey }: { errors: FieldErrors; labelKey: string }) {
  const t = useT();
  return (
    <>
      <Field
        name="password"
        type="password"
        label={t(labelKey)}
        autoComplete="new-password"
        error={errors.password}
        hint={t("auth.fields.passwordHint")}
        required
      />
      <Field
        name="password2"
        type="password"
        label={t("auth.fields.password2")}
        autoComplete="new-password"
        error={errors.password2}
        required
      />
    </>
  );
}
