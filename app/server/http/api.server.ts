import type { RouterContextProvider } from "react-router";
import { isLocale, type Locale } from "~/i18n/locales";
import { getServices } from "../context.server";
import { type Database, isDatabaseUnavailable } from "../db/client.server";

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
