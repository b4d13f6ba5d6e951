import path from "node:path";
import pino from "pino";
import { httpsSite } from "~/server/auth/session-cookie.server";
import { forgetOldKeys } from "~/server/commerce/idempotency.server";
import type { AppServices } from "~/server/context.server";
import { openDatabase } from "~/server/db/client.server";
import { type Env, parseEnv } from "~/server/env.server";
import { deliverDueMail } from "~/server/mail/outbox.server";
import { createMailer } from "~/server/mail/transport.server";
import { s3Storage } from "~/server/media/s3-storage.server";
import { localDiskStorage, type MediaStorage } from "~/server/media/storage.server";
import { startTranscodeWorker, type TranscodeWorker } from "~/server/media/transcode-worker.server";
import { sweepAbandonedUploads, sweepTemporaryFiles, uploadLimits } from "~/server/media/uploads.server";
import { mediaTools } from "~/server/media/video-ingest.server";
import { seedDemoContent } from "~/server/seed/demo.server";
import { seedReferenceContent } from "~/server/seed/reference.server";
import { resolveSessionSecrets } from "~/server/session-secret.server";

/** How often uploads that never reached their form are looked for (and once at start). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Media in the S3 bucket when S3_BUCKET is set, else on the local disk under DATA_DIR/media. */
export function mediaStorage(env: Env): MediaStorage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return localDiskStorage(path.join(env.DATA_DIR, "media"));
}

/** Starts everything the app needs: environment, logger, database (migrated and seeded). */
export async function createServices(
  source: Record<string, string | undefined> = process.env,
  { retryMs = 5000 }: { retryMs?: number } = {},
) {
  const env = parseEnv(source);
  const logger = pino({ level: env.LOG_LEVEL, base: undefined });
  if (env.NODE_ENV === "production" && !httpsSite(env))
    logger.warn(
      { PUBLIC_URL: env.PUBLIC_URL },
      "PUBLIC_URL is not https: the session cookie goes without Secure, for a trial over plain HTTP; serve the site over HTTPS with an https PUBLIC_URL",
    );
  const sessionSecrets = await resolveSessionSecrets(env.SESSION_SECRET, env.DATA_DIR);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    embeddedSocketDir: env.EMBEDDED_DATABASE_SOCKET,
  });
  const storage = mediaStorage(env);
  let ready = false;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> = Promise.resolve();
  let mailTimer: NodeJS.Timeout | undefined;
  let delivering: Promise<void> = Promise.resolve();

  let transcoder: TranscodeWorker | null = null;
  const transcodeTmpDir = path.join(env.DATA_DIR, "tmp", "transcodes");

  const uploads = {
    db: database.db,
    storage,
    limits: uploadLimits(env),
    logger,
    tmpDir: path.join(env.DATA_DIR, "tmp", "uploads"),
  };
  // Uploads that never reached their form, temp files of uploads cut off by a crash, and
  // idempotency keys past their day.
  const sweep = () => {
    if (stopped || !ready) return;
    sweeping = (async () => {
      try {
        await sweepAbandonedUploads(uploads);
        await sweepTemporaryFiles(uploads.tmpDir);
        await sweepTemporaryFiles(transcodeTmpDir);
        await forgetOldKeys(database.db);
      } catch (error) {
        logger.warn({ err: error }, "sweeping abandoned uploads or old idempotency keys failed");
      }
    })();
  };

  // Lesson videos become HLS renditions in the background (decision 039): queued jobs, those of
  // an earlier run included, are taken up as soon as the database is ready.
  const startTranscoder = async () => {
    if (!env.TRANSCODE_WORKER || stopped || transcoder) return;
    const { ffmpeg, ffprobe } = await mediaTools();
    if (!ffmpeg || !ffprobe) {
      logger.error("ffmpeg/ffprobe not found: lesson videos stay queued until an instance with them runs");
      return;
    }
    transcoder = startTranscodeWorker({
      db: database.db,
      storage,
      logger,
      ffmpeg,
      ffprobe,
      tmpDir: transcodeTmpDir,
    });
  };

  // Migrate and seed; while the database is down keep trying in the background (pages answer 503).
  const prepare = async (): Promise<void> => {
    try {
      await database.prepare(async (db) => {
        await seedReferenceContent(db);
        if (env.DEMO_CONTENT) await seedDemoContent(db, storage);
      });
      ready = true;
      logger.info({ database: database.kind, storage: env.S3_BUCKET ? "s3" : "disk" }, "database ready");
      sweep();
      await startTranscoder();
    } catch (error) {
      logger.error({ err: error }, `database not ready, retrying in ${retryMs / 1000}s`);
      if (!stopped) retryTimer = setTimeout(prepare, retryMs);
    }
  };
  await prepare();
  sweepTimer = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweepTimer.unref();

  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.DATA_DIR, "outbox"),
    from: env.MAIL_FROM,
    logger,
    // The first retry of a message that could not go out comes at the loop's next run, not later.
    firstRetryMs: env.MAIL_RETRY_SECONDS * 1000,
  });
  // Mail that could not go out when it was written (SMTP down) is tried again until it does.
  // One run at a time; a tick that finds the previous run still going skips.
  let deliveryRunning = false;
  const deliver = () => {
    if (stopped || !ready || deliveryRunning) return;
    deliveryRunning = true;
    delivering = deliverDueMail({ db: database.db, mailer, logger })
      .then(() => {})
      .catch((error) => logger.warn({ err: error }, "delivering queued mail failed"))
      .finally(() => {
        deliveryRunning = false;
      });
  };
  mailTimer = setInterval(deliver, env.MAIL_RETRY_SECONDS * 1000);
  mailTimer.unref();
  const services: AppServices = {
    env,
    logger,
    database,
    sessionSecrets,
    mailer,
    storage,
    isDatabaseReady: () => ready,
  };
  return {
    services,
    async close() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(sweepTimer);
      clearInterval(mailTimer);
      await transcoder?.stop();
      await sweeping;
      await delivering;
      await database.close();
    },
  };
}
