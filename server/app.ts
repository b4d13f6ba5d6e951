import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { type AppServices, nonceContext, servicesContext } from "~/server/context.server";
import { openDatabase } from "~/server/db/client.server";
import { seedReferenceContent } from "~/server/db/seed.server";
import { parseEnv } from "~/server/env.server";
import { corsHeaders } from "~/server/http/cors.server";
import { createNonce, securityHeaders } from "~/server/http/security-headers.server";
import { resolveSessionSecret } from "~/server/session-secret.server";

const DATABASE_RETRY_MS = 5000;

/** Starts everything the app needs: environment, logger, database (migrated and seeded). */
export async function createServices(source: Record<string, string | undefined> = process.env) {
  const env = parseEnv(source);
  const logger = pino({ level: env.LOG_LEVEL, base: undefined });
  const sessionSecret = await resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR);
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
      logger.error({ err: error }, `database not ready, retrying in ${DATABASE_RETRY_MS / 1000}s`);
      if (!stopped) retryTimer = setTimeout(prepare, DATABASE_RETRY_MS);
    }
  };
  await prepare();

  const services: AppServices = { env, logger, database, sessionSecret, isDatabaseReady: () => ready };
  return {
    services,
    async close() {
      stopped = true;
      clearTimeout(retryTimer);
      await database.close();
    },
  };
}

export function createApp(services: AppServices, options: { clientDir?: string } = {}) {
  const { env, logger, database } = services;
  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", true);

  // One JSON log line per request.
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
        },
        "request",
      );
    });
    next();
  });

  app.use((req, res, next) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    for (const [name, value] of Object.entries(securityHeaders({ nonce, https: req.secure }))) {
      res.setHeader(name, value);
    }
    next();
  });

  app.use(compression());

  // The JSON API answers browsers on the origins listed in CORS_ORIGINS, preflights included.
  app.use("/api", (req, res, next) => {
    const headers = corsHeaders(req.get("Origin"), env.CORS_ORIGINS);
    res.vary("Origin");
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method === "OPTIONS") {
      res.status(headers["Access-Control-Allow-Origin"] ? 204 : 403).end();
      return;
    }
    next();
  });

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      if (!services.isDatabaseReady()) throw new Error("database not prepared");
      await database.ping();
      res.json({ status: "ready", database: database.kind });
    } catch {
      res.status(503).json({ status: "unavailable", database: database.kind });
    }
  });

  if (options.clientDir) {
    // Fingerprinted build assets are immutable; everything else in public/ is cached briefly.
    app.use(
      "/assets",
      express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }

  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: env.NODE_ENV === "production" ? "production" : "development",
      getLoadContext(_req, res) {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(nonceContext, String(res.locals.nonce ?? ""));
        return context;
      },
    }),
  );
  return app;
}
