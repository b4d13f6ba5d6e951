import { Form, Link, redirect, useActionData } from "react-router";
import { AuthCard, FormNotice } from "~/components/ui/auth-card";
import * as card from "~/components/ui/auth-card.css";
import { EmailField } from "~/components/ui/email-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { forgotPasswordSchema } from "~/forms/account";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { localizePath } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { requestPasswordReset } from "~/server/auth/accounts.server";
import { LIMITS } from "~/server/auth/rate-limit.server";
import { getLocale, getServices, publicOrigin, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { refused } from "~/server/http/responses.server";
import { requireAnonymous } from "~/server/web/current-user.server";
import { record, refuseIfOverLimit } from "~/server/web/form-actions.server";
import type { Route } from "./+types/forgot-password";

const loadForgotPasswordSchema = () =>
  import("~/forms/account").then((module) => module.forgotPasswordSchema);

export function loader({ context }: Route.LoaderArgs) {
  requireAnonymous(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAnonymous(context);
  const parsed = parseForm(forgotPasswordSchema, await readFormData(request));
  const email = (parsed.values.email ?? "").trim().toLowerCase();
  return withDatabase(context, async (db) => {
    const overLimit = await refuseIfOverLimit(context, parsed.values, [
      ...(email ? [{ rule: LIMITS.passwordResetsPerEmail, key: email }] : []),
    ]);
    if (overLimit) return overLimit;
    if (!parsed.ok) return refused(parsed.errors, parsed.values);
    await record(context, LIMITS.passwordResetsPerEmail, email);
    const services = getServices(context);
    await requestPasswordReset(
      { db, mailer: services.mailer, logger: services.logger, origin: publicOrigin(services) },
      parsed.data.email,
      getLocale(context),
    );
    // The same answer whether or not the address has an account.
    return redirect(localizePath(getLocale(context), "/check-email"));
  });
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, "forgotPassword");

export default function ForgotPassword() {
  const t = useT();
  const href = useLocalizedHref();
  const failure = useActionData<typeof action>();
  const { errors, onBlur, onSubmit } = useValidatedForm(loadForgotPasswordSchema, failure?.errors);
  return (
    <AuthCard
      title={t("auth.forgot.title")}
      lead={t("auth.forgot.lead")}
      notice={<FormNotice error={errors.form} answer={failure} />}
      footer={<Link to={href("/login")}>{t("auth.forgot.back")}</Link>}
    >
      <Form method="post" noValidate className={card.form} onBlur={onBlur} onSubmit={onSubmit}>
        <EmailField defaultValue={failure?.values.email} error={errors.email} />
        <SubmitButton>{t("auth.forgot.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
