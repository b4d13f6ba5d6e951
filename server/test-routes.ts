import { eq } from "drizzle-orm";
import express, { type ErrorRequestHandler, type Express, Router } from "express";
import { z } from "zod";
import { LOCALES } from "~/i18n/locales";
import { startSession } from "~/server/auth/session.server";
import { createUser, findUserByEmail } from "~/server/auth/users.server";
import type { AppServices } from "~/server/context.server";
import { users } from "~/server/db/schema";
import { promptShownCookie } from "~/server/web/completion-prompt.server";

/**
 * Routes that exist only while the server runs with NODE_ENV=test (the end-to-end server,
 * scripts/e2e-server.js). Signing a user in through registration, the activation email and the
 * login form costs every end-to-end test seconds; the fixture asks this route instead. The real
 * journey keeps its own spec. In development and production nothing is mounted: the path falls
 * through to the app like any unknown URL (404).
 */
export const TEST_SESSION_PATH = "/__test__/session";
/** GET: `{pid}` of the server process that answered (which of several: operations.spec). */
export const TEST_PROCESS_PATH = "/__test__/process";

/** Mounts the test-only routes on `app` when, and only when, NODE_ENV is "test". */
export function mountTestRoutes(app: Express, services: AppServices): void {
  if (services.env.NODE_ENV !== "test") return;
  services.logger.warn({ path: TEST_SESSION_PATH }, "NODE_ENV=test: test-only routes mounted");
  app.use(testRoutes(services));
}

// Without username, fullName and password only an existing account can be signed in.
const sessionRequest = z.object({
  email: z.email(),
  username: z.string().trim().min(1).max(64).optional(),
  fullName: z.string().trim().min(1).max(150).optional(),
  password: z.string().min(1).optional(),
  locale: z.enum(LOCALES).default("en"),
  staff: z.boolean().default(false),
  /** Works as a master (decision 037): the completion notice is for masters only. */
  master: z.boolean().default(false),
  promptShown: z.boolean().default(false),
});

/** `{name, value}` of a Set-Cookie header (the fixture adds it to the browser itself). */
function cookiePair(setCookie: string): { name: string; value: string } {
  const pair = setCookie.split(";")[0] ?? "";
  const split = pair.indexOf("=");
  return { name: pair.slice(0, split), value: pair.slice(split + 1) };
}

/**
 * POST /__test__/session {email, username?, fullName?, password?, locale?, staff?, master?, promptShown?}
 *   → 200 {id, email, username, fullName, cookie: {name, value}, promptCookie?: {name, value}}, the
 *   cookies in the body only: the fixture may ask through a page's own request context, which must
 *   not be signed in by it. With promptShown, also the cookie the office's completion prompt sets
 *   once shown, as if the login had landed on a page that showed it.
 * An unknown email with username, fullName and password becomes an active account (staff when
 * asked; a master when asked, else a learner); a known one is signed in as it is. The cookie
 * comes from `startSession`, the login's own code, so it is exactly what a real login sets.
 */
export function testRoutes(services: AppServices): Router {
  const router = Router();
  router.get(TEST_PROCESS_PATH, (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ pid: process.pid });
  });
  router.post(TEST_SESSION_PATH, express.json(), async (req, res) => {
    const parsed = sessionRequest.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ message: z.prettifyError(parsed.error) });
      return;
    }
    if (!services.isDatabaseReady()) {
      res.status(503).json({ message: "The database is not ready." });
      return;
    }
    const { email, username, fullName, password, locale, staff, master, promptShown } = parsed.data;
    const { db } = services.database;
    let user = await findUserByEmail(db, email);
    if (!user) {
      if (!username || !fullName || !password) {
        res.status(404).json({
          message: `No user with the email ${email}: send username, fullName and password to create one.`,
        });
        return;
      }
      const created = await createUser(db, {
        email,
        username,
        fullName,
        password,
        locale,
        phone: "+380441234567",
        country: "UA",
        city: "Kyiv",
        isMaster: master,
      });
      // Active as if activated from the email; staff the way requireStaff checks it.
      const [activated] = await db
        .update(users)
        .set({ isActive: true, isStaff: staff })
        .where(eq(users.id, created.id))
        .returning();
      if (!activated) throw new Error("the new user vanished");
      user = activated;
    } else if (!user.isActive || (staff && !user.isStaff)) {
      // A cookie for this account would not give the test what it asked for.
      res.status(409).json({
        message: `The user ${user.email} exists but is ${user.isActive ? "not staff" : "not active"}.`,
      });
      return;
    }
    // startSession only reads the URL's scheme (the cookie's Secure flag), as on a real login.
    const request = new Request(`${req.protocol}://${req.get("Host") ?? "localhost"}${req.originalUrl}`);
    const setCookie = await startSession(db, user, services, request);
    res.setHeader("Cache-Control", "no-store");
    res.json({
      id: user.id,
      email: user.email,
      username: user.username,
      fullName: user.fullName,
      cookie: cookiePair(setCookie),
      ...(promptShown ? { promptCookie: cookiePair(await promptShownCookie(request, user.id)) } : {}),
    });
  });
  // A body that is not JSON, or any other failure: a JSON answer the fixture can show.
  const failed: ErrorRequestHandler = (error, _req, res, _next) => {
    const status = error?.type === "entity.parse.failed" ? 400 : 500;
    if (status === 500) services.logger.error({ err: error }, "test session route failed");
    res.status(status).json({ message: error instanceof Error ? error.message : String(error) });
  };
  router.use(TEST_SESSION_PATH, failed);
  return router;
}
