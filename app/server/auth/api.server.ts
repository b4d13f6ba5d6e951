import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { loginSchema, registrationFields, registrationSchema } from "~/forms/account";
import { type FieldErrors, fieldErrors } from "~/forms/form-data";
import { DEFAULT_LOCALE, isLocale, type Locale, pickAcceptedLocale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import { getServices, publicOrigin } from "../context.server";
import type { Database } from "../db/client.server";
import { users } from "../db/schema";
import { findCity } from "../geo/cities.server";
import { isCountryCode } from "../geo/countries.server";
import { normalizePhone } from "../geo/phone.server";
import { jsonWithDatabase } from "../http/api.server";
import {
  activateAccount,
  decodeUid,
  registerAccount,
  requestPasswordReset,
  resetPassword,
} from "./accounts.server";
import { checkRate, LIMITS, type RateLimit, recordEvent } from "./rate-limit.server";
import { clientIpContext } from "./session.server";
import { issueAccessToken, issueRefreshToken, rotateRefreshToken, verifyAccessToken } from "./tokens.server";
import { authenticate, findUserById, findUserByUsername, publicUser, type User } from "./users.server";

/**
 * The Djoser/SimpleJWT-compatible account API under /api/api/auth/ (and /api/{locale}/api/auth/).
 * Field errors come as `{field: [message]}` in the language of the URL prefix or Accept-Language.
 */
type Context = Readonly<RouterContextProvider>;

export function apiLocale(request: Request, prefix: string | undefined): Locale {
  if (isLocale(prefix)) return prefix;
  return pickAcceptedLocale(request.headers.get("Accept-Language")) ?? DEFAULT_LOCALE;
}

/** Our form field names → the API's (SPEC §3, §8). */
const API_FIELDS: Record<string, string> = {
  fullName: "full_name",
  password2: "re_password",
  form: "non_field_errors",
};

function translateErrors(errors: FieldErrors, locale: Locale): Record<string, string[]> {
  const { t } = serverI18n(locale);
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [API_FIELDS[field] ?? field, [t(key, { minutes: 1 })]]),
  );
}

const json = (body: unknown, status = 200, headers?: HeadersInit) => Response.json(body, { status, headers });
const noContent = () => new Response(null, { status: 204 });
const detail = (message: string, status: number, extra: Record<string, string> = {}, headers?: HeadersInit) =>
  json({ detail: message, ...extra }, status, headers);

async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      return body && typeof body === "object" && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null;
    }
    return Object.fromEntries((await request.formData()).entries());
  } catch {
    return null;
  }
}

const asText = (value: unknown) => (typeof value === "string" ? value : value == null ? "" : String(value));

/** Runs an endpoint: method check, body parsing, database availability, the per-IP ceiling. */
async function endpoint(
  context: Context,
  request: Request,
  methods: string[],
  work: (body: Record<string, unknown>, db: Database, ip: string) => Promise<Response>,
): Promise<Response> {
  if (!methods.includes(request.method)) {
    return detail(`Method "${request.method}" not allowed.`, 405, {}, { Allow: methods.join(", ") });
  }
  if (!getServices(context).isDatabaseReady()) return detail("Service temporarily unavailable.", 503);
  const body = request.method === "GET" ? {} : await readBody(request);
  if (!body) return detail("JSON parse error.", 400);
  const ip = context.get(clientIpContext);
  return jsonWithDatabase(context, async (db) => {
    if (request.method !== "GET") {
      const blocked = await limited(db, LIMITS.authPostsPerIp, ip);
      if (blocked) return blocked;
      await recordEvent(db, LIMITS.authPostsPerIp, ip);
    }
    return work(body, db, ip);
  });
}

async function limited(db: Database, rule: RateLimit, key: string): Promise<Response | null> {
  const verdict = await checkRate(db, rule, key);
  if (verdict.allowed) return null;
  return detail(
    `Request was throttled. Expected available in ${verdict.retryAfterS} seconds.`,
    429,
    {},
    { "Retry-After": String(verdict.retryAfterS) },
  );
}

/** The user of a valid `Authorization: Bearer <access>` header. */
async function bearerUser(request: Request, context: Context): Promise<User | Response> {
  const header = request.headers.get("Authorization");
  if (!header?.startsWith("Bearer ")) return detail("Authentication credentials were not provided.", 401);
  const services = getServices(context);
  const userId = await verifyAccessToken(header.slice(7).trim(), services.sessionSecrets);
  const user = userId ? await findUserById(services.database.db, userId) : null;
  if (!user?.isActive) {
    return detail(
      "Given token not valid for any token type",
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
    const blocked = await limited(db, LIMITS.registrationsPerIp, ip);
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
    const parsed = registrationSchema.safeParse(input);
    if (!parsed.success) return json(translateErrors(fieldErrors(parsed.error), locale), 400);
    const services = getServices(context);
    const result = await registerAccount(
      { db, mailer: services.mailer, logger: services.logger, origin: publicOrigin(services, request) },
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
          ? { uid: ["Invalid user id or user doesn't exist."] }
          : { token: ["Invalid token for given user."] },
        400,
      );
    }
    return noContent();
  });
}

/** GET / PATCH users/me/ — the bearer token's user. */
export async function meEndpoint(request: Request, context: Context, prefix?: string) {
  const locale = apiLocale(request, prefix);
  return endpoint(context, request, ["GET", "PATCH", "PUT"], async (body, db) => {
    const user = await bearerUser(request, context);
    if (user instanceof Response) return user;
    if (request.method === "GET") return json(publicUser(user));
    return updateMe(db, user, body, locale);
  });
}

const profilePatch = registrationFields
  .pick({ fullName: true, username: true, phone: true, country: true, city: true })
  .partial();

async function updateMe(db: Database, user: User, body: Record<string, unknown>, locale: Locale) {
  const input = Object.fromEntries(
    Object.entries({
      fullName: body.full_name,
      username: body.username,
      phone: body.phone,
      country: body.country,
      city: body.city,
    })
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, asText(value)]),
  );
  const parsed = profilePatch.safeParse(input);
  if (!parsed.success) return json(translateErrors(fieldErrors(parsed.error), locale), 400);
  const changes = parsed.data;
  const errors: FieldErrors = {};
  const country = (changes.country ?? user.country).toUpperCase();
  if (changes.country !== undefined && !isCountryCode(country)) errors.country = "validation.countryRequired";
  let city = user.city;
  if (changes.city !== undefined || changes.country !== undefined) {
    const match = isCountryCode(country) ? findCity(country, changes.city ?? user.city) : null;
    if (!match) errors.city = "validation.cityNotFound";
    else city = match.name;
  }
  let phone = user.phone;
  if (changes.phone !== undefined) {
    const normalized = normalizePhone(changes.phone, isCountryCode(country) ? country : undefined);
    if (!normalized) errors.phone = "validation.phoneInvalid";
    else phone = normalized.e164;
  }
  if (changes.username !== undefined && changes.username.toLowerCase() !== user.username.toLowerCase()) {
    if (await findUserByUsername(db, changes.username)) errors.username = "validation.nicknameExists";
  }
  if (Object.keys(errors).length > 0) return json(translateErrors(errors, locale), 400);
  const [updated] = await db
    .update(users)
    .set({
      fullName: changes.fullName ?? user.fullName,
      username: changes.username ?? user.username,
      phone,
      country,
      city,
    })
    .where(eq(users.id, user.id))
    .returning();
  return json(publicUser(updated ?? user));
}

/** POST users/reset_password/ — `{email}` → 204 whether or not it exists. */
export function resetPasswordEndpoint(request: Request, context: Context, prefix?: string) {
  const locale = apiLocale(request, prefix);
  return endpoint(context, request, ["POST"], async (body, db) => {
    const email = asText(body.email).trim().toLowerCase();
    const parsed = loginSchema.pick({ email: true }).safeParse({ email });
    if (!parsed.success) return json(translateErrors(fieldErrors(parsed.error), locale), 400);
    const blocked = await limited(db, LIMITS.passwordResetsPerEmail, email);
    if (blocked) return blocked;
    await recordEvent(db, LIMITS.passwordResetsPerEmail, email);
    const services = getServices(context);
    await requestPasswordReset(
      { db, mailer: services.mailer, logger: services.logger, origin: publicOrigin(services, request) },
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
    const parsed = z.object({ password: loginSchema.shape.password }).safeParse({ password });
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
    return json({ token: ["Invalid token for given user."] }, 400);
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
      const blocked = await limited(db, rule, key);
      if (blocked) return blocked;
    }
    const parsed = loginSchema.safeParse({ email, password: asText(body.password) });
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
      return detail("Token is invalid or expired", 401, { code: "token_not_valid" });
    }
    const user = await findUserById(db, rotation.userId);
    if (!user?.isActive) return detail("Token is invalid or expired", 401, { code: "token_not_valid" });
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
    return userId ? json({}) : detail("Token is invalid or expired", 401, { code: "token_not_valid" });
  });
}
