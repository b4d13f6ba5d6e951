import pino from "pino";
import { RouterContextProvider } from "react-router";
import type { Locale } from "~/i18n/locales";
import { type AppServices, localeContext, servicesContext } from "~/server/context.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { parseEnv } from "~/server/env.server";

/** Router context as the server builds it per request, for calling loaders directly. */
export function routerContext(
  database: DatabaseHandle,
  { locale = "uk", ready = true }: { locale?: Locale; ready?: boolean } = {},
) {
  const services: AppServices = {
    env: parseEnv({ NODE_ENV: "test" }),
    logger: pino({ level: "silent" }),
    database,
    sessionSecrets: ["test-secret-test-secret-test-secret-42"],
    isDatabaseReady: () => ready,
  };
  return routerContextFor(services, locale);
}

export function routerContextFor(services: AppServices, locale: Locale = "uk") {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(localeContext, locale);
  return context;
}
