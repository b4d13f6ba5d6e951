import type { RouterContextProvider } from "react-router";
import type { FieldErrors } from "~/forms/form-data";
import { isLocale, type Locale } from "~/i18n/locales";
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

/**
 * Runs a JSON API answer against the database: while it cannot be reached the caller gets a JSON
 * 503 (the API's counterpart of `withDatabase`, which answers pages with the 503 page).
 */
export async function jsonWithDatabase(
  context: Readonly<RouterContextProvider>,
  answer: (db: Database) => Promise<Response>,
): Promise<Response> {
  const services = getServices(context);
  if (!services.isDatabaseReady()) return jsonError(503, "Service temporarily unavailable.");
  try {
    return await answer(services.database.db);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    services.logger.warn({ err: error }, "database unavailable");
    return jsonError(503, "Service temporarily unavailable.");
  }
}

/** A JSON endpoint of `/api/{locale}/api/...`: an unknown locale is a JSON 404. */
export async function localeApi(
  context: Readonly<RouterContextProvider>,
  localeParam: string | undefined,
  answer: (db: Database, locale: Locale) => Promise<unknown>,
): Promise<Response> {
  if (!isLocale(localeParam)) return jsonError(404, "Not found.");
  return jsonWithDatabase(context, async (db) => Response.json(await answer(db, localeParam)));
}
