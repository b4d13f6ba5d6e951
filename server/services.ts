import path from "node:path";
import pino from "pino";
import type { AppServices } from "~/server/context.server";
import { openDatabase } from "~/server/db/client.server";
import { seedReferenceContent } from "~/server/db/seed.server";
import { parseEnv } from "~/server/env.server";
import { createMailer } from "~/server/mail/transport.server";
import { resolveSessionSecrets } from "~/server/session-secret.server";

/** Starts everything the app needs: environment, logger, database (migrated and seeded). */
export async function createServices(
  source: Record<string, string | undefined> = process.env,
  { retryMs = 5000 }: { retryMs?: number } = {},
) {
  const env = parseEnv(source);
  const logger = pino({ level: env.LOG_LEVEL, base: undefined });
  const sessionSecrets = await resolveSessionSecrets(env.SESSION_SECRET, env.DATA_DIR);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let ready = false;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  // Migrate and seed; while the database is down keep trying in the background (pages answer 503).
  const prepare = async (): Promise<void> => {
    try {
      await database.prepare(seedReferenceContent);
      ready = true;
      logger.info({ database: database.kind }, "database ready");
    } catch (error) {
      logger.error({ err: error }, `database not ready, retrying in ${retryMs / 1000}s`);
      if (!stopped) retryTimer = setTimeout(prepare, retryMs);
    }
  };
  await prepare();

  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.DATA_DIR, "outbox"),
    from: env.MAIL_FROM,
    logger,
  });
  const services: AppServices = {
    env,
    logger,
    database,
    sessionSecrets,
    mailer,
    isDatabaseReady: () => ready,
  };
  return {
    services,
    async close() {
      stopped = true;
      clearTimeout(retryTimer);
      await database.close();
    },
  };
}
