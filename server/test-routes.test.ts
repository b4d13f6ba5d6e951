import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import pino from "pino";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { COMPLETION_PARTS } from "~/office/types";
import { verifyPassword } from "~/server/auth/passwords.server";
import { type AppServices, servicesContext } from "~/server/context.server";
import { users } from "~/server/db/schema";
import { parseEnv } from "~/server/env.server";
import { localDiskStorage } from "~/server/media/storage.server";
import { completionPrompt } from "~/server/web/completion-prompt.server";
import { testDatabases } from "../tests/databases";
import { recordingMailer } from "../tests/router-context";
import { insertUser } from "../tests/support/office";
import { createApp } from "./app";

/*
 * The whole of createApp runs, except React Router: its server build only exists under the React
 * Router Vite plugin. In its place, a stand-in that
 *  - at GET /whoami resolves the session exactly as the root route's middleware does
 *    (resolveSession, with the services createApp put in the load context), and
 *  - answers anything else 404, marked as React Router's answer (a URL no Express route took).
 * (The real build answers GET /__test__/session 404 and a POST 405: its not-found route has no
 * action. Either way nothing is created and no cookie is set.)
 */
vi.mock("@react-router/express", () => ({
  createRequestHandler:
    ({
      getLoadContext,
    }: {
      getLoadContext(req: ExpressRequest, res: ExpressResponse): RouterContextProvider;
    }) =>
    async (req: ExpressRequest, res: ExpressResponse) => {
      if (req.method === "GET" && req.path === "/whoami") {
        const { resolveSession } = await import("~/server/auth/session.server");
        const services = getLoadContext(req, res).get(servicesContext);
        const request = new Request(`http://${req.get("Host")}${req.originalUrl}`, {
          headers: { Cookie: req.get("Cookie") ?? "" },
        });
        const { user } = await resolveSession(request, services);
        res.json({ user: user && { id: user.id, email: user.email, isStaff: user.isStaff } });
        return;
      }
      res.status(404).json({ handledBy: "react-router" });
    },
}));

const SECRET = "test-secret-test-secret-test-secret-42";

function servicesFor(database: AppServices["database"], NODE_ENV: string): AppServices {
  return {
    // Production serves only its own host: here, this machine on any port.
    env: parseEnv({
      NODE_ENV,
      SESSION_SECRET: SECRET,
      PUBLIC_URL: "http://127.0.0.1",
      ALLOWED_HOSTS: "127.0.0.1",
    }),
    logger: pino({ level: "silent" }),
    database,
    sessionSecrets: [SECRET],
    mailer: recordingMailer(),
    storage: localDiskStorage(path.join(tmpdir(), `maistry-test-media-${process.pid}`)),
    isDatabaseReady: () => true,
  };
}

/** createApp listening on a free port; requests carry no Origin, like Playwright's request context. */
async function serve(services: AppServices) {
  const server = createApp(services).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    post: (body: unknown, raw?: string) =>
      fetch(`${base}/__test__/session`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: raw ?? JSON.stringify(body),
      }),
    whoami: async (cookie?: { name: string; value: string }) => {
      const response = await fetch(`${base}/whoami`, {
        headers: cookie ? { Cookie: `${cookie.name}=${cookie.value}` } : {},
      });
      return ((await response.json()) as { user: { id: number; email: string; isStaff: boolean } | null })
        .user;
    },
    processId: async () => (await fetch(`${base}/__test__/process`)).json(),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

interface Session {
  id: number;
  email: string;
  username: string;
  fullName: string;
  cookie: { name: string; value: string };
  promptCookie?: { name: string; value: string };
}

describe.each(testDatabases())("POST /__test__/session on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(() => database.dispose());

  const usersWithEmail = async (email: string) =>
    (await database.db.select({ n: count() }).from(users).where(sql`lower(${users.email}) = ${email}`))[0]?.n;

  describe("with NODE_ENV=test", () => {
    let app: Awaited<ReturnType<typeof serve>>;
    beforeAll(async () => {
      app = await serve(servicesFor(database, "test"));
    });
    afterAll(() => app.close());

    it("names the process that answered", async () => {
      expect(await app.processId()).toEqual({ pid: process.pid });
    });

    it("creates an active user and answers the cookie a login sets, which the app then recognises", async () => {
      const response = await app.post({
        email: "ada@example.com",
        username: "ada",
        fullName: "Ada Maker",
        password: "velvet-orchid-2026",
      });
      expect(response.status).toBe(200);
      const session = (await response.json()) as Session;
      expect(session).toMatchObject({
        email: "ada@example.com",
        username: "ada",
        fullName: "Ada Maker",
        cookie: { name: "maistry_session" },
      });
      expect(session.cookie.value).toMatch(/^v1\./);
      // Only in the body: the fixture often asks through the page's own request context, whose
      // cookies are the browser's, and a user made for a test must not sign that browser in.
      expect(response.headers.get("Set-Cookie")).toBeNull();

      const [user] = await database.db.select().from(users).where(eq(users.id, session.id));
      expect(user).toMatchObject({
        isActive: true,
        isStaff: false,
        deactivatedAt: null,
        phone: "+380441234567",
        country: "UA",
        city: "Kyiv",
        locale: "en",
      });
      expect(await verifyPassword(user?.passwordHash ?? "", "velvet-orchid-2026")).toBe(true);

      expect(await app.whoami(session.cookie)).toEqual({
        id: session.id,
        email: "ada@example.com",
        isStaff: false,
      });
      expect(await app.whoami()).toBeNull();
    });

    it("signs an existing user in by email alone, creating nothing", async () => {
      const existing = await insertUser(database.db, { email: "Demo.Master@example.com" });
      const response = await app.post({ email: "demo.master@example.com" });
      expect(response.status).toBe(200);
      const session = (await response.json()) as Session;
      expect(session).toMatchObject({ id: existing.id, email: existing.email, username: existing.username });
      expect(await usersWithEmail("demo.master@example.com")).toBe(1);
      expect((await app.whoami(session.cookie))?.id).toBe(existing.id);
    });

    it("with promptShown, also answers the completion prompt's cookie, which keeps the prompt away", async () => {
      const existing = await insertUser(database.db, { email: "prompted@example.com" });
      const incomplete = { master: true, listed: false, missing: [...COMPLETION_PARTS], hidden: false };
      const promptFor = (cookie?: { name: string; value: string }) =>
        completionPrompt(
          new Request("http://localhost/en/personal-info", {
            headers: cookie ? { Cookie: `${cookie.name}=${cookie.value}` } : {},
          }),
          existing.id,
          incomplete,
        );

      const plain = (await (await app.post({ email: "prompted@example.com" })).json()) as Session;
      expect(plain.promptCookie).toBeUndefined();
      expect((await promptFor()).show).toBe(true);

      const response = await app.post({ email: "prompted@example.com", promptShown: true });
      expect(response.status).toBe(200);
      const session = (await response.json()) as Session;
      expect(session.promptCookie?.name).toBe("office_prompt");
      expect(await promptFor(session.promptCookie)).toEqual({ show: false, setCookie: null });
      expect(response.headers.get("Set-Cookie")).toBeNull();
    });

    it("makes a staff user, in the locale asked for, when staff is true", async () => {
      const response = await app.post({
        email: "grace@example.com",
        username: "grace",
        fullName: "Grace Staff",
        password: "velvet-orchid-2026",
        locale: "uk",
        staff: true,
      });
      expect(response.status).toBe(200);
      const session = (await response.json()) as Session;
      const [user] = await database.db.select().from(users).where(eq(users.id, session.id));
      expect(user).toMatchObject({ isStaff: true, isActive: true, deactivatedAt: null, locale: "uk" });
      expect(await app.whoami(session.cookie)).toEqual({
        id: session.id,
        email: "grace@example.com",
        isStaff: true,
      });
    });

    it("makes a learner unless master is true (decision 037)", async () => {
      const account = (name: string, extra: Record<string, unknown> = {}) =>
        app.post({
          email: `${name}@example.com`,
          username: name,
          fullName: `${name} Person`,
          password: "velvet-orchid-2026",
          ...extra,
        });
      const learner = (await (await account("lena")).json()) as Session;
      const master = (await (await account("mira", { master: true })).json()) as Session;
      const isMaster = async (id: number) =>
        (await database.db.select().from(users).where(eq(users.id, id)))[0]?.isMaster;
      expect(await isMaster(learner.id)).toBe(false);
      expect(await isMaster(master.id)).toBe(true);
    });

    it("answers 400 to a malformed body and 404 to an unknown email without the fields to create it", async () => {
      for (const [body, raw] of [
        [undefined, "{not json"],
        [{ email: "not-an-email" }, undefined],
        [{ email: "x@example.com", staff: "yes" }, undefined],
        [{ email: "x@example.com", locale: "xx" }, undefined],
      ] as const) {
        const response = await app.post(body, raw);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toBeTruthy();
      }
      const unknown = await app.post({ email: "nobody@example.com", username: "nobody" });
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { message: string }).message).toMatch(/nobody@example\.com/);
      expect(await usersWithEmail("nobody@example.com")).toBe(0);
    });

    it("refuses (409) an existing account that is not active, or not staff when staff is asked", async () => {
      await insertUser(database.db, { email: "sleeper@example.com", isActive: false });
      expect((await app.post({ email: "sleeper@example.com" })).status).toBe(409);
      expect((await app.post({ email: "ada@example.com", staff: true })).status).toBe(409);
    });
  });

  // The route must never exist outside tests: the request falls through to the app.
  describe.each(["production", "development"])("with NODE_ENV=%s", (nodeEnv) => {
    let app: Awaited<ReturnType<typeof serve>>;
    beforeAll(async () => {
      app = await serve(servicesFor(database, nodeEnv));
    });
    afterAll(() => app.close());

    it("has no /__test__/process: the request falls through to React Router", async () => {
      expect(await app.processId()).toEqual({ handledBy: "react-router" });
    });

    it("has no /__test__/session: the request falls through to React Router, nothing is created or signed in", async () => {
      const email = `${nodeEnv}@example.com`;
      const create = await app.post({
        email,
        username: nodeEnv,
        fullName: "Nobody",
        password: "velvet-orchid-2026",
      });
      expect(create.status).toBe(404);
      expect(await create.json()).toEqual({ handledBy: "react-router" });
      expect(await usersWithEmail(email)).toBe(0);

      const existing = await insertUser(database.db);
      const signIn = await app.post({ email: existing.email });
      expect(signIn.status).toBe(404);
      expect(signIn.headers.get("Set-Cookie")).toBeNull();
      expect(await signIn.json()).toEqual({ handledBy: "react-router" });
    });
  });
});
