import { useTranslation } from "react-i18next";
import type { FieldErrors } from "~/forms/form-data";
import { Field } from "./field";

/** The email field of the account forms. */
export function EmailField({
  defaultValue,
  error,
  hint = false,
}: {
  defaultValue?: string;
  error?: string;
  hint?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Field
      name="email"
      type="email"
      label={t("auth.fields.email")}
      autoComplete="email"
      defaultValue={defaultValue}
      error={error}
      hint={hint ? t("auth.fields.emailHint") : undefined}
      required
    />
  );
}

/** A new password and its repeat (registration, password reset). */
export function NewPasswordFields({ errors, labelKey }: { errors: FieldErrors; labelKey: string }) {
  const { t } = useTranslation();
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
