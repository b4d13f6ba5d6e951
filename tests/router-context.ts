import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import type { Locale } from "~/i18n/locales";
import { type AppServices, localeContext, servicesContext } from "~/server/context.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { parseEnv } from "~/server/env.server";
import type { Mailer, MailMessage } from "~/server/mail/transport.server";
import { localDiskStorage, type MediaStorage } from "~/server/media/storage.server";

/** The site's public origin in tests (PUBLIC_URL): absolute links are built from it, never from a request. */
export const TEST_ORIGIN = "http://maistry.test";

/** The settings of the test server: NODE_ENV=test and the test origin, with `extra` on top. */
export const testEnv = (extra: Record<string, string> = {}) =>
  parseEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, ...extra });

/** Router context as the server builds it per request, for calling loaders directly. */
export function routerContext(
  database: DatabaseHandle,
  {
    locale = "uk",
    ready = true,
    mailer = recordingMailer(),
    storage = localDiskStorage(path.join(tmpdir(), `maistry-test-media-${process.pid}`)),
  }: { locale?: Locale; ready?: boolean; mailer?: Mailer; storage?: MediaStorage } = {},
) {
  const services: AppServices = {
    env: testEnv(),
    logger: pino({ level: "silent" }),
    database,
    sessionSecrets: ["test-secret-test-secret-test-secret-42"],
    mailer,
    storage,
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

/** A mailer that keeps what it was asked to send, for assertions. */
export function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
