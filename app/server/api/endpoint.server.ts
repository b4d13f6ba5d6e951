import type { RouterContextProvider } from "react-router";
import type { FieldErrors } from "~/forms/form-data";
import { DEFAULT_LOCALE, isLocale, type Locale, pickAcceptedLocale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import { checkRate, LIMITS, type RateLimit, recordEvent } from "../auth/rate-limit.server";
import { verifyAccessToken } from "../auth/tokens.server";
import { findUserById, type User } from "../auth/users.server";
import { getServices } from "../context.server";
import type { Database } from "../db/client.server";
import { apiError, apiMessage, apiUrlLocale, jsonWithDatabase, wrongTypeErrors } from "../http/api.server";
import { clientIp } from "../http/client-ip.server";

/**
 * What every endpoint of the JSON API (/api/api/… and /api/{locale}/api/…) shares: the method and
 * body checks, the database and the per-address ceiling (`endpoint`), the bearer token's user,
 * and answers in the API's shape — field errors as `{field: [message]}` in the language of the
 * URL prefix or Accept-Language.
 */
type Context = Readonly<RouterContextProvider>;

export function apiLocale(request: Request, prefix: string | undefined): Locale {
  if (isLocale(prefix)) return prefix;
  return pickAcceptedLocale(request.headers.get("Accept-Language")) ?? DEFAULT_LOCALE;
}

/** The locale of a `/api/{locale}/api/…` URL, else the one the caller accepts. */
export const urlLocale = (request: Request) => apiUrlLocale(request) ?? apiLocale(request, undefined);

/** The only body fields a list may be sent for (the profile's brand ids). */
const API_LIST_FIELDS = ["brands", "lessons"];

/** Our form field names → the API's (SPEC §3, §8). */
const API_FIELDS: Record<string, string> = {
  fullName: "full_name",
  password2: "re_password",
  maxUses: "max_uses",
  form: "non_field_errors",
  shortDescription: "short_description",
  aboutLanguage: "short_description_language",
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
  const ip = clientIp(context);
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

export async function limited(
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
