import { useT } from "~/i18n/use-t";
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
  const t = useT();
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
