import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { loginSchema, registrationSchema } from "~/forms/account";
import { fieldErrors } from "~/forms/form-data";
import { safeParseText } from "~/forms/safe-parse-text";
import { serverI18n } from "~/i18n/messages.server";
import {
  activateAccount,
  decodeUid,
  registerAccount,
  requestPasswordReset,
  resetPassword,
} from "../auth/accounts.server";
import { LIMITS, recordEvent } from "../auth/rate-limit.server";
import {
  issueAccessToken,
  issueRefreshToken,
  rotateRefreshToken,
  verifyAccessToken,
} from "../auth/tokens.server";
import { authenticate, findUserById, publicUser } from "../auth/users.server";
import { getServices, publicOrigin } from "../context.server";
import { apiMessage, apiUrlLocale } from "../http/api.server";
import {
  apiLocale,
  asText,
  detail,
  endpoint,
  json,
  limited,
  noContent,
  translateErrors,
  urlLocale,
} from "./endpoint.server";

/**
 * The Djoser/SimpleJWT-compatible account API under /api/api/auth/ (and /api/{locale}/api/auth/):
 * registration, activation, password reset and the JWT pair; users/me is in me.server.ts.
 */
type Context = Readonly<RouterContextProvider>;

/** POST users/ — register (201 with the new user; an activation email is sent). */
export function createUserEndpoint(request: Request, context: Context, prefix?: string) {
  const locale = apiLocale(request, prefix);
  return endpoint(context, request, ["POST"], async (body, db, ip) => {
    const blocked = await limited(db, LIMITS.registrationsPerIp, ip, apiUrlLocale(request));
    if (blocked) return blocked;
    const input = {
      // Clients written before issue 16 send no role: a learner, never asked for a master profile
      // (decision 037); a master says so here or later in the office (or PATCH users/me).
      role: body.role === undefined ? "learner" : asText(body.role),
      fullName: asText(body.full_name),
      username: asText(body.username),
      email: asText(body.email),
      phone: asText(body.phone),
      country: asText(body.country),
      city: asText(body.city),
      password: asText(body.password),
      password2: body.re_password === undefined ? asText(body.password) : asText(body.re_password),
      consent: "on",
    };
    const parsed = safeParseText(registrationSchema, input);
    if (!parsed.success) return json(translateErrors(fieldErrors(parsed.error), locale), 400);
    const services = getServices(context);
    const result = await registerAccount(
      { db, mailer: services.mailer, logger: services.logger, origin: publicOrigin(services) },
      { ...parsed.data, locale, next: null },
    );
    if (!result.ok) return json(translateErrors(result.errors, locale), 400);
    await recordEvent(db, LIMITS.registrationsPerIp, ip);
    return json(publicUser(result.user), 201);
  });
}

/** POST users/activation/ — `{uid, token}` from the activation email → 204. */
export function activationEndpoint(request: Request, context: Context) {
  return endpoint(context, request, ["POST"], async (body, db) => {
    const userId = decodeUid(asText(body.uid));
    const result = await activateAccount(db, asText(body.token));
    if (!result.ok || result.userId !== userId) {
      return json(
        result.ok
          ? { uid: [apiMessage(urlLocale(request), "invalidUid")] }
          : { token: [apiMessage(urlLocale(request), "invalidToken")] },
        400,
      );
    }
    return noContent();
  });
}

/** POST users/reset_password/ — `{email}` → 204 whether or not it exists. */
export function resetPasswordEndpoint(request: Request, context: Context, prefix?: string) {
  const locale = apiLocale(request, prefix);
  return endpoint(context, request, ["POST"], async (body, db) => {
    const email = asText(body.email).trim().toLowerCase();
    const parsed = safeParseText(loginSchema.pick({ email: true }), { email });
    if (!parsed.success) return json(translateErrors(fieldErrors(parsed.error), locale), 400);
    const blocked = await limited(db, LIMITS.passwordResetsPerEmail, email, apiUrlLocale(request));
    if (blocked) return blocked;
    await recordEvent(db, LIMITS.passwordResetsPerEmail, email);
    const services = getServices(context);
    await requestPasswordReset(
      { db, mailer: services.mailer, logger: services.logger, origin: publicOrigin(services) },
      email,
      apiUrlLocale(request) ?? undefined,
    );
    return noContent();
  });
}

/** POST users/reset_password_confirm/ — `{uid, token, new_password}` → 204; every session ends. */
export function resetPasswordConfirmEndpoint(request: Request, context: Context, prefix?: string) {
  const locale = apiLocale(request, prefix);
  return endpoint(context, request, ["POST"], async (body, db) => {
    const password = asText(body.new_password);
    const parsed = safeParseText(z.object({ password: loginSchema.shape.password }), { password });
    if (!parsed.success) {
      return json(
        { new_password: Object.values(translateErrors(fieldErrors(parsed.error), locale)).flat() },
        400,
      );
    }
    if (body.re_new_password !== undefined && asText(body.re_new_password) !== password) {
      return json({ re_new_password: [serverI18n(locale).t("validation.passwordMismatch")] }, 400);
    }
    const result = await resetPassword(
      { db, logger: getServices(context).logger },
      asText(body.uid),
      asText(body.token),
      password,
    );
    if (result.ok) return noContent();
    if ("errors" in result)
      return json({ new_password: Object.values(translateErrors(result.errors, locale)).flat() }, 400);
    return json({ token: [apiMessage(locale, "invalidToken")] }, 400);
  });
}

/** POST jwt/create/ — `{email, password}` → `{access, refresh}`. */
export function jwtCreateEndpoint(request: Request, context: Context, prefix?: string) {
  const locale = apiLocale(request, prefix);
  return endpoint(context, request, ["POST"], async (body, db, ip) => {
    const email = asText(body.email).trim().toLowerCase();
    for (const [rule, key] of [
      [LIMITS.loginFailuresPerIp, ip],
      [LIMITS.loginFailuresPerEmail, email],
    ] as const) {
      const blocked = await limited(db, rule, key, apiUrlLocale(request));
      if (blocked) return blocked;
    }
    const parsed = safeParseText(loginSchema, { email, password: asText(body.password) });
    if (!parsed.success) return json(translateErrors(fieldErrors(parsed.error), locale), 400);
    const result = await authenticate(db, parsed.data.email, parsed.data.password);
    if (result.status !== "ok") {
      await recordEvent(db, LIMITS.loginFailuresPerIp, ip);
      await recordEvent(db, LIMITS.loginFailuresPerEmail, email);
      return detail(serverI18n(locale).t("validation.loginFailed"), 401);
    }
    const services = getServices(context);
    services.logger.info({ userId: result.user.id }, "logged in (api)");
    return json({
      refresh: await issueRefreshToken(db, result.user.id),
      access: await issueAccessToken(result.user.id, services.sessionSecrets),
    });
  });
}

/** POST jwt/refresh/ — `{refresh}` → a new pair (the old refresh token is rotated out). */
export function jwtRefreshEndpoint(request: Request, context: Context) {
  return endpoint(context, request, ["POST"], async (body, db) => {
    const rotation = await rotateRefreshToken(db, asText(body.refresh));
    if (rotation.status !== "rotated") {
      return tokenInvalidOrExpired(request);
    }
    const user = await findUserById(db, rotation.userId);
    if (!user?.isActive) return tokenInvalidOrExpired(request);
    return json({
      access: await issueAccessToken(user.id, getServices(context).sessionSecrets),
      refresh: rotation.refresh,
    });
  });
}

/** POST jwt/verify/ — `{token}` → 200 `{}` for a valid access token. */
export function jwtVerifyEndpoint(request: Request, context: Context) {
  return endpoint(context, request, ["POST"], async (body) => {
    const userId = await verifyAccessToken(asText(body.token), getServices(context).sessionSecrets);
    return userId ? json({}) : tokenInvalidOrExpired(request);
  });
}

const tokenInvalidOrExpired = (request: Request) =>
  detail(apiMessage(apiUrlLocale(request), "tokenInvalidOrExpired"), 401, { code: "token_not_valid" });
