import { Form, Link, useActionData } from "react-router";
import { NewPasswordFields } from "~/components/ui/account-fields";
import { AuthCard, FormNotice, Notice } from "~/components/ui/auth-card";
import * as card from "~/components/ui/auth-card.css";
import { outlineButton } from "~/components/ui/button.css";
import { SubmitButton } from "~/components/ui/submit-button";
import { newPasswordSchema } from "~/forms/account";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { translatedMeta } from "~/i18n/meta";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { decodeUid, resetPassword } from "~/server/auth/accounts.server";
import { checkOneTimeToken } from "~/server/auth/one-time-tokens.server";
import { getServices, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { redirectWithFlash, refused } from "~/server/http/responses.server";
import { refuseIfOverLimit } from "~/server/web/form-actions.server";
import type { Route } from "./+types/new-password";

const loadNewPasswordSchema = () => import("~/forms/account").then((module) => module.newPasswordSchema);

/** The link from the reset email: the form only while the token is good. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const check = await withDatabase(context, (db) => checkOneTimeToken(db, params.slug, "password_reset"));
  const userId = decodeUid(params.caption);
  return { valid: check.ok && check.userId === userId, reason: check.ok ? "invalid" : check.reason };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const parsed = parseForm(newPasswordSchema, await readFormData(request));
  const services = getServices(context);
  return withDatabase(context, async (db) => {
    const overLimit = await refuseIfOverLimit(context, parsed.values);
    if (overLimit) return overLimit;
    if (!parsed.ok) return refused(parsed.errors, parsed.values);
    const result = await resetPassword(
      { db, logger: services.logger },
      params.caption,
      params.slug,
      parsed.data.password,
    );
    if (!result.ok) {
      if ("errors" in result) return refused(result.errors, parsed.values);
      return refused({ form: `auth.newPassword.${result.reason}` }, parsed.values, undefined, {
        status: 410,
      });
    }
    return redirectWithFlash(context, request, "/login", "auth.newPassword.changed");
  });
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, "newPassword");

export default function NewPassword({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const failure = useActionData<typeof action>();
  const { errors, onBlur, onSubmit } = useValidatedForm(loadNewPasswordSchema, failure?.errors);

  if (!loaderData.valid) {
    return (
      <AuthCard title={t("auth.newPassword.title")}>
        <Notice tone="error">{t(`auth.newPassword.${loaderData.reason}`)}</Notice>
        <Link to={href("/forgot-password")} className={outlineButton}>
          {t("auth.newPassword.askAgain")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t("auth.newPassword.title")}
      lead={t("auth.newPassword.lead")}
      notice={<FormNotice error={errors.form} answer={failure} />}
    >
      <Form method="post" noValidate className={card.form} onBlur={onBlur} onSubmit={onSubmit}>
        <NewPasswordFields errors={errors} labelKey="auth.fields.newPassword" />
        <SubmitButton>{t("auth.newPassword.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
