import type { RouterContextProvider } from "react-router";
import { isLocale, type Locale } from "~/i18n/locales";
import { getServices } from "../context.server";
import { type Database, isDatabaseUnavailable } from "../db/client.server";

export function jsonError(status: number, detail: string): Response {
  return Response.json({ detail }, { status });
}

/**
 * Runs a JSON endpoint of `/api/{locale}/api/...`: an unknown locale is a 404, an unreachable
 * database a 503, each as JSON.
 */
export async function localeApi(
  context: Readonly<RouterContextProvider>,
  localeParam: string | undefined,
  answer: (db: Database, locale: Locale) => Promise<unknown>,
): Promise<Response> {
  if (!isLocale(localeParam)) return jsonError(404, "Not found.");
  const services = getServices(context);
  if (!services.isDatabaseReady()) return jsonError(503, "Service temporarily unavailable.");
  try {
    return Response.json(await answer(services.database.db, localeParam));
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    services.logger.warn({ err: error }, "database unavailable");
    return jsonError(503, "Service temporarily unavailable.");
  }
}
