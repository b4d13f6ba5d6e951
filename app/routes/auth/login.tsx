import { Form, Link, redirect, redirectDocument, useActionData } from "react-router";
import { AuthCard, Notice, retryAfterMinutes } from "~/components/ui/auth-card";
import * as card from "~/components/ui/auth-card.css";
import { linkButton } from "~/components/ui/button.css";
import { EmailField } from "~/components/ui/email-field";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { loginSchema, resendActivationSchema } from "~/forms/account";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { localizePath } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { activateAccount, sendActivation } from "~/server/auth/accounts.server";
import { LIMITS } from "~/server/auth/rate-limit.server";
import { ownPagePath, startSession } from "~/server/auth/session.server";
import { authenticate, findUserByEmail } from "~/server/auth/users.server";
import { getLocale, getServices, publicOrigin, withDatabase } from "~/server/context.server";
import { clientIp } from "~/server/http/client-ip.server";
import { readFormData } from "~/server/http/form-request.server";
import { redirectWithFlash, refused } from "~/server/http/responses.server";
import { safeRedirect } from "~/server/http/safe-redirect.server";
import { requireAnonymous } from "~/server/web/current-user.server";
import { record, refuseIfOverLimit } from "~/server/web/form-actions.server";
import type { Route } from "./+types/login";

const loadLoginSchema = () => import("~/forms/account").then((module) => module.loginSchema);

/** `/login/<token>` opens the activation link from the email, once. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  requireAnonymous(context);
  // After activation the page is reloaded without the (now used) token; the notice stays.
  if (!params.slug) return { activated: new URL(request.url).searchParams.get("activated") === "1" };
  const token = params.slug;
  const result = await withDatabase(context, (db) => activateAccount(db, token));
  const locale = getLocale(context);
  if (result.ok) {
    getServices(context).logger.info({ userId: result.userId }, "account activated");
    const query = new URLSearchParams({ activated: "1" });
    // Back to the lesson the visitor registered from, once logged in.
    if (result.next) query.set("redirectTo", localizePath(locale, `/lessons/${result.next}`));
    throw redirect(`${localizePath(locale, "/login")}?${query}`);
  }
  throw await redirectWithFlash(context, request, "/login", `auth.activation.${result.reason}`, "error");
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAnonymous(context);
  const form = await readFormData(request);
  // "Send the link again" posts the address alone (its own schema); every other post is a login.
  const login = form.get("intent") === "resend" ? null : parseForm(loginSchema, form);
  const parsed = login ?? parseForm(resendActivationSchema, form);
  const ip = clientIp(context);
  const email = (parsed.values.email ?? "").trim().toLowerCase();
  const services = getServices(context);
  const locale = getLocale(context);
  return withDatabase(context, async (db) => {
    const overLimit = await refuseIfOverLimit(context, parsed.values, [
      { rule: LIMITS.loginFailuresPerIp, key: ip },
      ...(email ? [{ rule: LIMITS.loginFailuresPerEmail, key: email }] : []),
    ]);
    if (overLimit) return overLimit;
    if (!parsed.ok) return refused(parsed.errors, parsed.values);

    if (!login?.ok) {
      const user = await findUserByEmail(db, email);
      if (user && !user.isActive) {
        await sendActivation(
          { db, mailer: services.mailer, logger: services.logger, origin: publicOrigin(services) },
          user,
        );
      }
      return { resent: true, values: { email: parsed.values.email ?? "" }, errors: {} };
    }

    const result = await authenticate(db, login.data.email, login.data.password);
    if (result.status === "invalid") {
      await record(context, LIMITS.loginFailuresPerIp, ip);
      await record(context, LIMITS.loginFailuresPerEmail, email);
      services.logger.info({ ip }, "login failed");
      return refused({ form: "validation.loginFailed" }, parsed.values, undefined, { status: 401 });
    }
    if (result.status === "inactive") {
      return refused({ form: "auth.login.notActive" }, parsed.values, undefined, { status: 403 });
    }
    if (result.status === "deactivated") {
      // Staff switched the account off: the credentials error, and no activation link to ask for.
      services.logger.info({ ip }, "login refused: account deactivated");
      return refused({ form: "validation.loginFailed" }, parsed.values, undefined, { status: 403 });
    }
    services.logger.info({ userId: result.user.id }, "logged in");
    const cookie = await startSession(db, result.user, services, request);
    const target = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
    // A full page load: a signed-in page needs the account's messages (app/i18n/messages.server.ts).
    return redirectDocument(target ?? localizePath(locale, ownPagePath(result.user)), {
      headers: { "Set-Cookie": cookie },
    });
  });
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, "login");

export default function Login({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const answer = useActionData<typeof action>();
  const values = answer?.values ?? {};
  const { errors, onBlur, onSubmit } = useValidatedForm(loadLoginSchema, answer?.errors);
  const { activated } = loaderData;
  const notActive = errors.form === "auth.login.notActive";
  const resent = answer && "resent" in answer;

  return (
    <AuthCard
      title={t("auth.login.title")}
      lead={t("auth.login.lead")}
      notice={
        <>
          {activated ? <Notice tone="success">{t("auth.login.activated")}</Notice> : null}
          {resent ? <Notice tone="success">{t("auth.login.resent")}</Notice> : null}
          {errors.form ? (
            <Notice tone="error">
              <span>{t(errors.form, { minutes: retryAfterMinutes(answer) })}</span>
              {notActive ? (
                <Form method="post">
                  <input type="hidden" name="email" value={values.email ?? ""} />
                  <button type="submit" name="intent" value="resend" className={linkButton}>
                    {t("auth.login.resend")}
                  </button>
                </Form>
              ) : null}
            </Notice>
          ) : null}
        </>
      }
      footer={
        <>
          <span>{t("auth.login.noAccount")}</span>
          <Link to={href("/registration")}>{t("auth.registration.submit")}</Link>
        </>
      }
    >
      <Form method="post" noValidate className={card.form} onBlur={onBlur} onSubmit={onSubmit}>
        <EmailField defaultValue={values.email} error={errors.email} />
        <Field
          name="password"
          type="password"
          label={t("auth.fields.password")}
          autoComplete="current-password"
          error={errors.password}
          required
        />
        <div className={card.row}>
          <Link to={href("/forgot-password")} className={card.textLink}>
            {t("auth.login.forgot")}
          </Link>
        </div>
        <SubmitButton>{t("auth.login.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
