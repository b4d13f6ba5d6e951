import type { RouterContextProvider } from "react-router";
import type { FieldErrors } from "~/forms/form-data";
import { isLocale, type Locale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import type { TranslateValues } from "~/i18n/translator";
import { getServices } from "../context.server";
import { type Database, isDatabaseUnavailable } from "../db/client.server";

/** The field message (a key) for a JSON value of a type no field takes (a list, an object, true). */
export const WRONG_TYPE = "validation.wrongType";

const isScalar = (value: unknown) =>
  value === null || typeof value === "string" || (typeof value === "number" && Number.isFinite(value));

/**
 * The fields of a JSON body whose type no field of ours takes, found before any code uses them
 * (DRF's rule): text and ids come as strings or numbers (null: empty); only the `lists` fields may
 * be arrays of those, and only the `flags` fields booleans. Anything else would otherwise be turned
 * into "[object Object]" or "true", or crash the code that trims it (a 500).
 */
export function wrongTypeErrors(
  body: Record<string, unknown>,
  { lists = [], flags = [] }: { lists?: readonly string[]; flags?: readonly string[] } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(body)) {
    const ok =
      (lists.includes(field) && Array.isArray(value) && value.every(isScalar)) ||
      (flags.includes(field) && typeof value === "boolean") ||
      isScalar(value);
    if (!ok) errors[field] = WRONG_TYPE;
  }
  return errors;
}

export function jsonError(status: number, detail: string): Response {
  return Response.json({ detail }, { status });
}

/** The API's own refusals (`api.*` in every locale's common.json). */
export type ApiMessage =
  | "notFound"
  | "notAuthenticated"
  | "tokenNotValid"
  | "tokenInvalidOrExpired"
  | "throttled"
  | "unavailable"
  | "methodNotAllowed"
  | "invalidPage"
  | "ownLesson"
  | "idempotencyReused"
  | "insufficientBalance"
  | "jsonParse"
  | "invalidToken"
  | "invalidUid";

/** The locale of a `/api/{locale}/api/…` URL; null for the unprefixed `/api/api/…` endpoints. */
export function apiUrlLocale(request: Request): Locale | null {
  const prefix = /^\/api\/([^/]+)\/api\//.exec(new URL(request.url).pathname)?.[1];
  return isLocale(prefix) ? prefix : null;
}

/**
 * An API refusal in the language of the call's URL. Calls without one — the `/api/api/…` endpoints
 * SPEC §3 takes over from Django REST Framework, and an unknown locale — get DRF's English.
 */
export function apiMessage(locale: Locale | null, key: ApiMessage, values?: TranslateValues): string {
  return serverI18n(locale ?? "en").t(`api.${key}`, values);
}

/** `{"detail": …}` with an API refusal in the call's language. */
export function apiError(
  locale: Locale | null,
  status: number,
  key: ApiMessage,
  values?: TranslateValues,
): Response {
  return jsonError(status, apiMessage(locale, key, values));
}

/**
 * Runs a JSON API answer against the database: while it cannot be reached the caller gets a JSON
 * 503 (the API's counterpart of `withDatabase`, which answers pages with the 503 page).
 */
export async function jsonWithDatabase(
  context: Readonly<RouterContextProvider>,
  answer: (db: Database) => Promise<Response>,
  locale: Locale | null = null,
): Promise<Response> {
  const services = getServices(context);
  if (!services.isDatabaseReady()) return apiError(locale, 503, "unavailable");
  try {
    return await answer(services.database.db);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    services.logger.warn({ err: error }, "database unavailable");
    return apiError(locale, 503, "unavailable");
  }
}

/**
 * A JSON endpoint of `/api/{locale}/api/...`: an unknown locale is a JSON 404; `answer` gives the
 * data to send, or a Response of its own (a refusal).
 */
export async function localeApi(
  context: Readonly<RouterContextProvider>,
  localeParam: string | undefined,
  answer: (db: Database, locale: Locale) => Promise<unknown>,
): Promise<Response> {
  if (!isLocale(localeParam)) return apiError(null, 404, "notFound");
  return jsonWithDatabase(
    context,
    async (db) => {
      const result = await answer(db, localeParam);
      return result instanceof Response ? result : Response.json(result);
    },
    localeParam,
  );
}
