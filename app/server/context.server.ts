import type { Logger } from "pino";
import { createContext, data, type RouterContextProvider } from "react-router";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import type { PageReplay } from "~/server/http/page-cache.server";
import type { MediaStorage } from "~/server/media/storage.server";
import type { ShellLists } from "./content/shell-html.server";
import { type Database, type DatabaseHandle, isDatabaseUnavailable } from "./db/client.server";
import type { Env } from "./env.server";
import type { Mailer } from "./mail/transport.server";

/** What the server process holds for the whole of its life; put in router context per request. */
export interface AppServices {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  /** Sign and encrypt cookies (flash messages, sessions): the first seals, every one opens. */
  sessionSecrets: string[];
  /** Sends email: SMTP when SMTP_URL is set, else `.eml` files in DATA_DIR/outbox. */
  mailer: Mailer;
  /** Media files (images, videos): local disk under DATA_DIR/media. */
  storage: MediaStorage;
  /** True once migrations and the seed have run (they are retried while the database is down). */
  isDatabaseReady(): boolean;
}

export const servicesContext = createContext<AppServices>();
export const localeContext = createContext<Locale>(DEFAULT_LOCALE);
export const nonceContext = createContext<string>("");
/** The shell's lists rendered for this page's locale (shell-html.server.tsx), for entry.server. */
export const shellListsContext = createContext<ShellLists | null>(null);
/**
 * Work a page needs done again when the page cache serves it instead of the loader (counting a
 * view): loaders push it here; the cache keeps it with the page and runs it on every hit.
 */
export const pageReplayContext = createContext<PageReplay[]>([]);

export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

export function getLocale(context: Readonly<RouterContextProvider>): Locale {
  return context.get(localeContext);
}

/**
 * The public origin for absolute links (emails, canonical URLs, sitemap, API): PUBLIC_URL, never a
 * request's Host or X-Forwarded-Host, which whoever sends the request writes (decision 026).
 */
export function publicOrigin(services: AppServices): string {
  return services.env.PUBLIC_URL;
}

/** The response pages give while the database cannot be reached: a translated 503 page. */
export function serviceUnavailable() {
  return data({ reason: "unavailable" }, { status: 503, headers: { "Retry-After": "15" } });
}

/**
 * Runs `work` against the database, turning "cannot reach the database" into a 503 response
 * (the process stays up and recovers by itself when the database is back).
 */
export async function withDatabase<T>(
  context: Readonly<RouterContextProvider>,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const services = getServices(context);
  if (!services.isDatabaseReady()) throw serviceUnavailable();
  try {
    return await work(services.database.db);
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      services.logger.warn({ err: error }, "database unavailable");
      throw serviceUnavailable();
    }
    throw error;
  }
}
