import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";

export { createServices } from "./services";

import { sessionCookieName } from "~/server/auth/session-cookie.server";
import { invalidateSiteContent } from "~/server/content/site-content.server";
import { clearDatabaseCaches } from "~/server/content/ttl-cache";
import { type AppServices, nonceContext, pageReplayContext, servicesContext } from "~/server/context.server";
import { clientIpContext } from "~/server/http/client-ip.server";
import { announceChange, onChangeElsewhere } from "~/server/http/cluster-changes.server";
import { documentEncodingContext, pickEncoding } from "~/server/http/content-encoding.server";
import { corsHeaders } from "~/server/http/cors.server";
import { isFormBody, refusedPageFormContext, wantsErrorPage } from "~/server/http/form-request.server";
import { isForgedRequest } from "~/server/http/origin-check.server";
import { createPageCache, isRecordedByPageCache, pageReplays } from "~/server/http/page-cache.server";
import { precompressedFiles } from "~/server/http/precompressed.server";
import { createNonce, securityHeaders } from "~/server/http/security-headers.server";
import { requestedHosts, servedHosts } from "~/server/http/served-hosts.server";
import { documentRequestContext } from "~/server/http/server-drawn.server";
import { dropUnreadBody } from "~/server/http/unread-body.server";
import { mountTestRoutes } from "./test-routes";

/**
 * The routes. Given a function, React Router rebuilds its route tables (and ranks every route) on
 * each request, ~2 ms of every page: right in development, where edits must show without a
 * restart, but a built app's routes never change, so there they are loaded once.
 */
const serverBuild = import.meta.env.DEV
  ? () => import("virtual:react-router/server-build")
  : await import("virtual:react-router/server-build");

export function createApp(services: AppServices, options: { clientDir?: string } = {}) {
  const { env, logger, database } = services;
  const app = express();
  app.disable("x-powered-by");
  // A hop count: the client's address is the one that many proxies from the right of
  // X-Forwarded-For, never the left-most entry, which the client writes itself.
  if (env.TRUST_PROXY > 0) app.set("trust proxy", env.TRUST_PROXY);

  // Only the site's own host names, before any page is rendered or served from the cache.
  const served = servedHosts(env);
  const hostServed = ({ headers }: IncomingMessage) =>
    requestedHosts(headers.host, headers["x-forwarded-host"] as string | undefined).every(served);
  app.use((req, res, next) => {
    if (req.path === "/healthz" || req.path === "/readyz" || hostServed(req)) return next();
    res.status(400).type("text/plain").send("Bad Request: this server does not serve that host");
  });

  // The build's fingerprinted files (scripts, stylesheets, fonts, the icon sprite) go out before
  // the page headers: a page loads ~40 of them, and the policy headers, meaningless on a script,
  // were ~700 of each answer's ~960 header bytes on a phone's first visit.
  if (options.clientDir) app.use("/assets", buildAssets(path.join(options.clientDir, "assets")));

  app.use((req, res, next) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    for (const [name, value] of Object.entries(securityHeaders({ nonce, https: req.secure }))) {
      res.setHeader(name, value);
    }
    next();
  });

  // Anonymous pages are rendered once per few seconds, not once per visitor.
  const pageCache = createPageCache({
    ttlMs: env.PAGE_CACHE_SECONDS * 1000,
    securityHeaders: (nonce, https) => securityHeaders({ nonce, https }),
    personalCookies: [
      sessionCookieName({ production: true }),
      sessionCookieName({ production: false }),
      "flash",
    ],
    // Data cached for a few seconds follows the pages: a change shows on the next page, whichever
    // process serves it.
    onChange: () => {
      clearDatabaseCaches();
      announceChange();
    },
  });
  // A change through another process (server.js on PostgreSQL): empty every cache it would have.
  onChangeElsewhere(() => {
    pageCache.clear();
    clearDatabaseCaches();
    invalidateSiteContent();
  });
  app.use(compression());

  // NODE_ENV=test only (the end-to-end server): signs test users in without the email journey.
  // Before the page cache and the cross-site check; in production and development it is absent.
  mountTestRoutes(app, services);

  app.use(pageCache.middleware);

  // Forms and API calls that change something must come from this site (or carry a bearer token).
  app.use((req, res, next) => {
    const forged = isForgedRequest({
      method: req.method,
      host: req.get("Host"),
      origin: req.get("Origin"),
      referer: req.get("Referer"),
      fetchSite: req.get("Sec-Fetch-Site"),
      authorization: req.get("Authorization"),
      path: req.path,
      allowedOrigins: env.CORS_ORIGINS,
    });
    if (!forged) return next();
    logger.warn(
      { method: req.method, path: req.path, origin: req.get("Origin") },
      "cross-site request refused",
    );
    // A form another site's page sent (a browser's navigation, which asks for HTML) gets the page's
    // translated 403 page; any other request (the API, uploads, scripts) a plain 403.
    if (!wantsErrorPage(req.path, req.get("Accept"))) {
      res.status(403).type("text/plain").send("Forbidden: cross-site request");
      return;
    }
    readAsPage(req, res, 403);
    next();
  });

  // A browser's form whose body is not a form (`enctype="text/plain"`) gets its page's 415 with the
  // page around it; thrown by the locale route's middleware, the error page had no root data.
  app.use((req, res, next) => {
    if (
      req.method === "POST" &&
      wantsErrorPage(req.path, req.get("Accept")) &&
      !isFormBody(req.get("Content-Type"))
    ) {
      readAsPage(req, res, 415);
    }
    next();
  });

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
    // The rest of public/ (favicon, robots.txt…) is cached briefly. The build writes compressed
    // twins only of its own files, which buildAssets serves above.
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }

  app.use(
    createRequestHandler({
      build: serverBuild,
      mode: env.NODE_ENV === "production" ? "production" : "development",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(nonceContext, String(res.locals.nonce ?? ""));
        context.set(clientIpContext, req.ip ?? "unknown");
        context.set(pageReplayContext, pageReplays(res));
        context.set(documentRequestContext, !req.path.endsWith(".data"));
        if (req.method !== "HEAD" && !isRecordedByPageCache(res)) {
          context.set(documentEncodingContext, pickEncoding(req.headers["accept-encoding"]));
        }
        context.set(refusedPageFormContext, res.locals.refusedPageForm ?? null);
        return context;
      },
    }),
  );

  /**
   * What the server runs for every request: its log line, then a stored page straight from the
   * page cache, or else the Express app. A hit skips Express's router and every middleware, more
   * than half of what it cost inside them.
   */
  const handle: RequestListener = (req, res) => {
    logWhenFinished(logger, req, res);
    dropUnreadBody(req, res);
    // Read as Express reads them: `secure` (behind TRUST_PROXY proxies) and, for replays, `ip`.
    Object.setPrototypeOf(req, app.request);
    if (hostServed(req) && pageCache.hit(req as express.Request, res)) return;
    app(req as express.Request, res as express.Response);
  };
  return Object.assign(handle, {
    listen: (port: number, host: string, onListening?: () => void) =>
      createServer(handle).listen(port, host, onListening),
  });
}

/** One JSON log line per request, once it has been answered. */
function logWhenFinished(logger: AppServices["logger"], req: IncomingMessage, res: ServerResponse) {
  const started = process.hrtime.bigint();
  // The URL as it came: static middleware mounted on a prefix rewrites req.url on the way.
  const url = req.url ?? "";
  res.on("finish", () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info(
      {
        method: req.method,
        path: url.split("?", 1)[0],
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
      },
      "request",
    );
  });
}

/**
 * A page's form the server will not run, read as the page instead: the form is never looked at,
 * and as a GET the request can do no more than a link could. The locale route's loader answers
 * with the status (`refusedPageFormContext`).
 */
function readAsPage(req: express.Request, res: express.Response, status: 403 | 415) {
  req.method = "GET";
  res.locals.refusedPageForm = status;
}

/**
 * Fingerprinted build files: immutable, sent precompressed where the build wrote a twin, with the
 * one security header a subresource needs (`nosniff`: a script is run only as what it says it is).
 */
function buildAssets(dir: string) {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  });
  router.use(precompressedFiles(dir));
  // A file name changes with its content: no revalidation, so no ETag or Last-Modified either.
  router.use(
    express.static(dir, { immutable: true, maxAge: "1y", index: false, etag: false, lastModified: false }),
  );
  return router;
}
