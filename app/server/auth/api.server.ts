import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { loginSchema, registrationSchema } from "~/forms/account";
import { type FieldErrors, fieldErrors } from "~/forms/form-data";
import { safeParseText } from "~/forms/safe-parse-text";
import { DEFAULT_LOCALE, isLocale, type Locale, pickAcceptedLocale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import { getServices, publicOrigin } from "../context.server";
import type { Database } from "../db/client.server";
import { apiError, apiMessage, apiUrlLocale, jsonWithDatabase, wrongTypeErrors } from "../http/api.server";
import { clientIpContext } from "../http/client-ip.server";
import {
  activateAccount,
  decodeUid,
  registerAccount,
  requestPasswordReset,
  resetPassword,
} from "./accounts.server";
import { checkRate, LIMITS, type RateLimit, recordEvent } from "./rate-limit.server";
import { issueAccessToken, issueRefreshToken, rotateRefreshToken, verifyAccessToken } from "./tokens.server";
import { authenticate, findUserById, publicUser, type User } from "./users.server";

/**
 * The Djoser/SimpleJWT-compatible account API under /api/api/auth/ (and /api/{locale}/api/auth/).
 * Field errors come as `{field: [message]}` in the language of the URL prefix or Accept-Language.
 */
type Context = Readonly<RouterContextProvider>;

export function apiLocale(request: Request, prefix: string | undefined): Locale {
  if (isLocale(prefix)) return prefix;
  return pickAcceptedLocale(request.headers.get("Accept-Language")) ?? DEFAULT_LOCALE;
}

/** The locale of a `/api/{locale}/api/…` URL, else the one the caller accepts. */
const urlLocale = (request: Request) => apiUrlLocale(request) ?? apiLocale(request, undefined);

/** The only body fields a list may be sent for (the profile's brand ids). */
const API_LIST_FIELDS = ["brands"];

/** Our form field names → the API's (SPEC §3, §8). */
const API_FIELDS: Record<string, string> = {
  fullName: "full_name",
  password2: "re_password",
  form: "non_field_errors",
  shortDescription: "short_description",
  instagram: "instagram_url",
  facebook: "facebook_url",
  tiktok: "tiktok_url",
  youtube: "youtube_url",
  website: "website_url",
};

/** Field errors (translation keys) as the API answers them: `{api_field: [message]}` in `locale`. */
export function translateErrors(errors: FieldErrors, locale: Locale): Record<string, string[]> {
  const { t } = serverI18n(locale);
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [API_FIELDS[field] ?? field, [t(key, { minutes: 1 })]]),
  );
}

export const json = (body: unknown, status = 200, headers?: HeadersInit) =>
  Response.json(body, { status, headers });
export const noContent = () => new Response(null, { status: 204 });
export const detail = (
  message: string,
  status: number,
  extra: Record<string, string> = {},
  headers?: HeadersInit,
) => json({ detail: message, ...extra }, status, headers);

/** A form body as an object; a field sent several times (brands=1&brands=2) becomes an array. */
export function formObject(form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    body[key] = values.length > 1 ? values : values[0];
  }
  return body;
}

async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      return body && typeof body === "object" && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null;
    }
    return formObject(await request.formData());
  } catch {
    return null;
  }
}

export const asText = (value: unknown) =>
  typeof value === "string" ? value : value == null ? "" : String(value);

export const isMultipart = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").toLowerCase().includes("multipart/form-data");

/**
 * Runs an endpoint: method check, body parsing (JSON or form; not for multipart with `readBody:
 * false`, the endpoint streams it itself), database availability, the per-IP ceiling of account
 * posts (`limited: false` leaves it out, for the bearer-token office API).
 */
export async function endpoint(
  context: Context,
  request: Request,
  methods: string[],
  work: (body: Record<string, unknown>, db: Database, ip: string) => Promise<Response>,
  { readBody: parse = true, limited: limit = true }: { readBody?: boolean; limited?: boolean } = {},
): Promise<Response> {
  const messageLocale = apiUrlLocale(request);
  if (!methods.includes(request.method)) {
    const message = apiMessage(messageLocale, "methodNotAllowed", { method: request.method });
    return detail(message, 405, {}, { Allow: methods.join(", ") });
  }
  if (!getServices(context).isDatabaseReady()) return apiError(messageLocale, 503, "unavailable");
  const body =
    request.method === "GET" || request.method === "DELETE" || !parse ? {} : await readBody(request);
  if (!body) return apiError(urlLocale(request), 400, "jsonParse");
  // Wrong JSON types are refused here, field by field, before any endpoint reads the body.
  const wrongTypes = wrongTypeErrors(body, { lists: API_LIST_FIELDS });
  if (Object.keys(wrongTypes).length > 0) return json(translateErrors(wrongTypes, urlLocale(request)), 400);
  const ip = context.get(clientIpContext);
  return jsonWithDatabase(
    context,
    async (db) => {
      if (request.method !== "GET" && limit) {
        const blocked = await limited(db, LIMITS.authPostsPerIp, ip, messageLocale);
        if (blocked) return blocked;
        await recordEvent(db, LIMITS.authPostsPerIp, ip);
      }
      return work(body, db, ip);
    },
    messageLocale,
  );
}

async function limited(
  db: Database,
  rule: RateLimit,
  key: string,
  locale: Locale | null,
): Promise<Response | null> {
  const verdict = await checkRate(db, rule, key);
  if (verdict.allowed) return null;
  return detail(
    apiMessage(locale, "throttled", { seconds: verdict.retryAfterS }),
    429,
    {},
    { "Retry-After": String(verdict.retryAfterS) },
  );
}

/** The user of a valid `Authorization: Bearer <access>` header. */
export async function bearerUser(request: Request, context: Context): Promise<User | Response> {
  const header = request.headers.get("Authorization");
  const locale = apiUrlLocale(request);
  if (!header?.startsWith("Bearer ")) return apiError(locale, 401, "notAuthenticated");
  const services = getServices(context);
  const userId = await verifyAccessToken(header.slice(7).trim(), services.sessionSecrets);
  const user = userId ? await findUserById(services.database.db, userId) : null;
  if (!user?.isActive) {
    return detail(
      apiMessage(locale, "tokenNotValid"),
      401,
      { code: "token_not_valid" },
      {
        "WWW-Authenticate": 'Bearer realm="api"',
      },
    );
  }
  return user;
}

/** POST users/ — register (201 with the new user; an activation email is sent). */
export function createUserEndpoint(request: Request, context: Context, prefix?: string) {
  const locale = apiLocale(request, prefix);
  return endpoint(context, request, ["POST"], async (body, db, ip) => {
    const blocked = await limited(db, LIMITS.registrationsPerIp, ip, apiUrlLocale(request));
    if (blocked) return blocked;
    const input = {
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
