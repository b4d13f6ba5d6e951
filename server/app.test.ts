import type { AddressInfo } from "node:net";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import pino from "pino";
import type { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppServices } from "~/server/context.server";
import { parseEnv } from "~/server/env.server";
import { clientIpContext } from "~/server/http/client-ip.server";
import { documentEncodingContext } from "~/server/http/content-encoding.server";
import { refusedPageFormContext } from "~/server/http/form-request.server";
import { rawRequest } from "../tests/raw-http";
import { recordingMailer } from "../tests/router-context";
import { createApp } from "./app";

// React Router's place is taken by a stand-in that answers with what the app told it: the request's
// method, and the client's address, forged-form mark and document encoding it put in the load
// context (the server build exists only under the Vite plugin).
vi.mock("@react-router/express", () => ({
  createRequestHandler:
    ({
      getLoadContext,
    }: {
      getLoadContext(req: ExpressRequest, res: ExpressResponse): RouterContextProvider;
    }) =>
    (req: ExpressRequest, res: ExpressResponse) => {
      const context = getLoadContext(req, res);
      res.setHeader("X-Document-Encoding", String(context.get(documentEncodingContext)));
      res.json({
        method: req.method,
        ip: context.get(clientIpContext),
        refused: context.get(refusedPageFormContext),
        encoding: context.get(documentEncodingContext),
      });
    },
}));

function servicesWith(settings: Record<string, string>, logger = pino({ level: "silent" })): AppServices {
  return {
    env: parseEnv({ SESSION_SECRET: "s".repeat(32), PAGE_CACHE_SECONDS: "0", ...settings }),
    logger,
    database: { kind: "pglite", ping: async () => {} } as unknown as AppServices["database"],
    sessionSecrets: ["s".repeat(32)],
    mailer: recordingMailer(),
    storage: {} as AppServices["storage"],
    isDatabaseReady: () => true,
  };
}

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** createApp on a free port; `get` sends exactly the headers given (Host included). */
async function serve(settings: Record<string, string>, logger?: AppServices["logger"]) {
  const server = createApp(servicesWith(settings, logger)).listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string, headers: Record<string, string> = {}) =>
    rawRequest(`http://127.0.0.1:${port}`, { path, headers });
  const post = (path: string, headers: Record<string, string> = {}) =>
    rawRequest(`http://127.0.0.1:${port}`, {
      method: "POST",
      path,
      headers: {
        Host: `127.0.0.1:${port}`,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "text/html,application/xhtml+xml,*/*;q=0.8",
        ...headers,
      },
      body: "message=hello",
    });
  return { port, get, post };
}

describe("the hosts the server answers (issue 14)", () => {
  const production = { NODE_ENV: "production", PUBLIC_URL: "https://maistry.test" };

  it("answers 400 to a Host it does not serve, before any page is made", async () => {
    const app = await serve({ ...production, ALLOWED_HOSTS: "www.maistry.test" });
    expect((await app.get("/en/lessons", { Host: "maistry.test" })).status).toBe(200);
    expect((await app.get("/en/lessons", { Host: "www.maistry.test:8443" })).status).toBe(200);
    const forged = await app.get("/en/lessons", { Host: "evil.example" });
    expect(forged.status).toBe(400);
    expect(forged.body).not.toContain("ip");
    // A production server is not localhost.
    expect((await app.get("/en/lessons", { Host: `127.0.0.1:${app.port}` })).status).toBe(400);
  });

  it("refuses a foreign X-Forwarded-Host too", async () => {
    const app = await serve({ ...production, TRUST_PROXY: "1" });
    const forwarded = { Host: "maistry.test", "X-Forwarded-Host": "evil.example" };
    expect((await app.get("/en/lessons", forwarded)).status).toBe(400);
  });

  it("lets a load balancer's health checks through whatever host they name", async () => {
    const app = await serve(production);
    expect((await app.get("/healthz", { Host: "10.0.0.7:3000" })).status).toBe(200);
    expect((await app.get("/readyz", { Host: "10.0.0.7:3000" })).status).toBe(200);
  });

  it("serves this machine's names outside production, with nothing configured", async () => {
    const app = await serve({ NODE_ENV: "development" });
    expect((await app.get("/en", { Host: `localhost:${app.port}` })).status).toBe(200);
    expect((await app.get("/en", { Host: `127.0.0.1:${app.port}` })).status).toBe(200);
    expect((await app.get("/en", { Host: "evil.example" })).status).toBe(400);
  });
});

describe("a page from the page cache (issue 13)", () => {
  it("goes only to the hosts the server answers, with its log line and the policy it was rendered with", async () => {
    const lines: { msg: string; path?: string; status?: number }[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = await serve(
      { NODE_ENV: "production", PUBLIC_URL: "https://maistry.test", PAGE_CACHE_SECONDS: "60" },
      logger,
    );
    const host = { Host: "maistry.test" };
    const rendered = await app.get("/en/lessons", host);
    const hit = await app.get("/en/lessons", host);
    expect([rendered.headers["x-page-cache"], hit.headers["x-page-cache"]]).toEqual([undefined, "hit"]);
    expect(hit.body).toBe(rendered.body);
    expect(hit.headers["content-security-policy"]).toBe(rendered.headers["content-security-policy"]);
    expect(hit.headers["x-frame-options"]).toBe("DENY");
    expect((await app.get("/en/lessons", { Host: "evil.example" })).status).toBe(400);
    await vi.waitFor(() => expect(lines.filter((line) => line.msg === "request")).toHaveLength(3));
    expect(lines.filter((line) => line.msg === "request").map(({ path, status }) => [path, status])).toEqual([
      ["/en/lessons", 200],
      ["/en/lessons", 200],
      ["/en/lessons", 400],
    ]);
  });
});

describe("the encoding a rendered document is compressed with, once (issue 13)", () => {
  const host = { Host: "localhost" };
  const encodingOf = async (app: Awaited<ReturnType<typeof serve>>, headers: Record<string, string>) =>
    JSON.parse((await app.get("/en/lessons", { ...host, ...headers })).body).encoding;

  it("is the one the client takes best, or none", async () => {
    const app = await serve({});
    expect(await encodingOf(app, { "Accept-Encoding": "gzip, deflate, br" })).toBe("br");
    expect(await encodingOf(app, { "Accept-Encoding": "gzip" })).toBe("gzip");
    expect(await encodingOf(app, { "Accept-Encoding": "identity" })).toBeNull();
    expect(await encodingOf(app, {})).toBeNull();
    const head = await rawRequest(`http://127.0.0.1:${app.port}`, {
      method: "HEAD",
      path: "/en/lessons",
      headers: { ...host, "Accept-Encoding": "br" },
    });
    expect(head.headers["x-document-encoding"]).toBe("null");
  });

  it("is none for a page the page cache records, which it keeps uncompressed", async () => {
    const app = await serve({ PAGE_CACHE_SECONDS: "60" });
    const browser = { "Accept-Encoding": "gzip, deflate, br" };
    expect(await encodingOf(app, browser)).toBeNull();
    expect(await encodingOf(app, { ...browser, Cookie: "flash=1" })).toBe("br");
  });
});

describe("the client's address behind proxies (issue 14)", () => {
  const host = { Host: "localhost" };
  const ipOf = async (app: Awaited<ReturnType<typeof serve>>, forwardedFor: string) =>
    (JSON.parse((await app.get("/", { ...host, "X-Forwarded-For": forwardedFor })).body) as { ip: string })
      .ip;

  it("is the entry the one trusted proxy appended, whatever the client wrote before it", async () => {
    const app = await serve({ TRUST_PROXY: "1" });
    expect(await ipOf(app, "203.0.113.1, 198.51.100.7")).toBe("198.51.100.7");
    expect(await ipOf(app, "203.0.113.2, 198.51.100.7")).toBe("198.51.100.7");
  });

  it("counts two proxies from the right", async () => {
    const app = await serve({ TRUST_PROXY: "2" });
    expect(await ipOf(app, "203.0.113.1, 198.51.100.7, 10.0.0.2")).toBe("198.51.100.7");
  });

  it("is the socket's address with no proxy trusted", async () => {
    const app = await serve({});
    expect(await ipOf(app, "203.0.113.1")).toBe("127.0.0.1");
  });
});

describe("a page's form whose body is not a form (issue 15)", () => {
  it("reaches the page only as a read of it, marked for its translated 415 page", async () => {
    const app = await serve({});
    const text = await app.post("/de/contact", { "Content-Type": "text/plain" });
    expect(JSON.parse(text.body)).toMatchObject({ method: "GET", refused: 415 });
    const form = await app.post("/de/contact", {});
    expect(JSON.parse(form.body)).toMatchObject({ method: "POST", refused: null });
  });

  it("is left to the routes when it is no browser's page request (the API, a script)", async () => {
    const app = await serve({});
    const script = await app.post("/de/contact", { "Content-Type": "application/json", Accept: "*/*" });
    expect(JSON.parse(script.body)).toMatchObject({ method: "POST", refused: null });
    const api = await app.post("/api/en/api/contact", { "Content-Type": "text/plain" });
    expect(JSON.parse(api.body)).toMatchObject({ method: "POST", refused: null });
  });
});

describe("a form sent from another site (issue 15)", () => {
  it("reaches a page only as a read of it, marked for its translated 403 page", async () => {
    const app = await serve({});
    const forged = await app.post("/de/contact", { Origin: "https://evil.example" });
    expect(JSON.parse(forged.body)).toMatchObject({ method: "GET", refused: 403 });
    const own = await app.post("/de/contact", { Origin: `http://127.0.0.1:${app.port}` });
    expect(JSON.parse(own.body)).toMatchObject({ method: "POST", refused: null });
  });

  it("is refused outright on the JSON API, and when it is no browser's page request (an upload, a beacon)", async () => {
    const app = await serve({});
    const api = await app.post("/api/en/api/lessons/x/reviews", { Origin: "https://evil.example" });
    expect([api.status, api.body]).toEqual([403, "Forbidden: cross-site request"]);
    const upload = await app.post("/uploads/photo", { Origin: "https://evil.example", Accept: "*/*" });
    expect([upload.status, upload.body]).toEqual([403, "Forbidden: cross-site request"]);
    // A beacon (the player's progress) with no Origin, only its browser's word that it is cross-site.
    const beacon = await app.post("/lessons/x/progress", { "Sec-Fetch-Site": "cross-site", Accept: "*/*" });
    expect([beacon.status, beacon.body]).toEqual([403, "Forbidden: cross-site request"]);
  });
});
