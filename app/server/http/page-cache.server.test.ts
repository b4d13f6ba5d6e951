import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rawRequest } from "../../../tests/raw-http";
import { createPageCache, type PageCacheOptions, pageReplays } from "./page-cache.server";

/** Counts the compressions the cache asks for (it should ask once per entry and encoding). */
const compressions = vi.hoisted(() => ({ count: 0 }));
vi.mock("./content-encoding.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("./content-encoding.server")>();
  return {
    ...original,
    compress: (...args: Parameters<typeof original.compress>) => {
      compressions.count += 1;
      return original.compress(...args);
    },
  };
});

/** A small app behind the cache that counts renders and embeds the request's nonce in its policy and page. */
async function serve(options: Partial<PageCacheOptions> = {}) {
  let clock = 1_000;
  const securityHeaders = (nonce: string, https: boolean) => ({
    "Content-Security-Policy": `script-src 'nonce-${nonce}'${https ? "; upgrade-insecure-requests" : ""}`,
  });
  const cache = createPageCache({
    ttlMs: 10_000,
    personalCookies: ["maistry_session", "flash"],
    securityHeaders,
    now: () => clock,
    ...options,
  });
  const app = express();
  // As in server/app.ts, behind a proxy that says whether the visitor came over HTTPS.
  app.set("trust proxy", 1);
  let nonceCounter = 0;
  let renders = 0;
  const replays: string[] = [];
  let passedOn = 0;
  app.use((req, res, next) => {
    passedOn += 1;
    res.locals.nonce = `nonce-${++nonceCounter}`;
    for (const [name, value] of Object.entries(securityHeaders(res.locals.nonce, req.secure)))
      res.setHeader(name, value);
    next();
  });
  app.use(compression());
  app.use(cache.middleware);
  /** Holds the render of /slow until released. */
  let release = () => {};
  let held = Promise.resolve();
  app.get("/slow", async (_req, res) => {
    renders += 1;
    const mine = renders;
    await held;
    res.type("html").send(`slow ${mine} ${"x".repeat(2000)}`);
  });
  app.get("/page", (req, res) => {
    renders += 1;
    pageReplays(res).push((again) => replays.push(String(again.query.who ?? "")));
    res.type("html").setHeader("Cache-Control", "public, max-age=0");
    res.write(`<p nonce="${res.locals.nonce}">render ${renders}`);
    res.end(` ${req.query.q ?? ""}</p>`);
  });
  app.get("/personal", (_req, res) => {
    renders += 1;
    res.type("html").setHeader("Cache-Control", "no-store").send(`render ${renders}`);
  });
  app.get("/cookie", (_req, res) => {
    renders += 1;
    res.cookie("x", "1").type("html").send(`render ${renders}`);
  });
  app.get("/missing", (_req, res) => {
    renders += 1;
    res.status(404).send(`render ${renders}`);
  });
  app.get("/", (_req, res) => {
    renders += 1;
    res.type("html").send(`main ${renders}`);
  });
  app.post("/change", (_req, res) => {
    res.status(303).location("/page").end();
  });
  app.post("/refused", (_req, res) => {
    res.status(422).end();
  });
  // As in server/app.ts: fresh entries go out before Express and everything in it.
  const server = createServer((req, res) => {
    Object.setPrototypeOf(req, app.request);
    if (!cache.hit(req as express.Request, res)) app(req, res);
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return {
    /** Fetches a page and reads it whole; the server's "finish" may come just after the body. */
    get: async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(base + path, { headers });
      const body = await response.text();
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { headers: response.headers, text: async () => body };
    },
    post: (path: string) => fetch(base + path, { method: "POST", redirect: "manual" }),
    base,
    advance: (ms: number) => {
      clock += ms;
    },
    renders: () => renders,
    /** Requests that went past the fast path for fresh entries, into Express. */
    passedOn: () => passedOn,
    /** From now on /slow waits until `release()` is called. */
    hold: () => {
      held = new Promise((resolve) => {
        release = () => resolve();
      });
    },
    release: () => release(),
    replays,
    cache,
  };
}

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe("page cache", () => {
  it("serves an anonymous page again with the nonce its policy names, and replays its side effects", async () => {
    const app = await serve();
    const first = await app.get("/page?q=a");
    expect(await first.text()).toBe('<p nonce="nonce-1">render 1 a</p>');
    const second = await app.get("/page?q=a&who=second", { "Accept-Encoding": "gzip" });
    // Another query string is another page.
    expect(app.renders()).toBe(2);
    const again = await app.get("/page?q=a", { "Accept-Encoding": "gzip" });
    expect(again.headers.get("X-Page-Cache")).toBe("hit");
    expect(again.headers.get("Content-Type")).toContain("text/html");
    expect(await again.text()).toBe('<p nonce="nonce-1">render 1 a</p>');
    expect(again.headers.get("Content-Security-Policy")).toBe("script-src 'nonce-nonce-1'");
    expect(await second.text()).toContain("render 2");
    expect(app.renders()).toBe(2);
    expect(app.replays).toEqual([""]);
  });

  it("renders again after the TTL and after a successful change, and tells other caches", async () => {
    let changes = 0;
    const app = await serve({
      onChange: () => {
        changes += 1;
      },
    });
    await app.get("/page");
    app.advance(10_001);
    expect(await (await app.get("/page")).text()).toContain("render 2");
    await app.get("/page");
    expect(app.renders()).toBe(2);
    await app.post("/change");
    expect(await (await app.get("/page")).text()).toContain("render 3");
    expect(changes).toBe(1);
    // A change that failed changed nothing.
    await app.post("/refused");
    expect(changes).toBe(1);
  });

  it("never keeps or serves personal answers", async () => {
    const app = await serve();
    await app.get("/page");
    const signedIn = await app.get("/page", { Cookie: "lng=en; maistry_session=abc" });
    expect(await signedIn.text()).toContain("render 2");
    await app.get("/page", { Authorization: "Bearer x" });
    expect(app.renders()).toBe(3);
    for (const path of ["/personal", "/personal", "/cookie", "/cookie", "/missing", "/missing"])
      await app.get(path);
    expect(app.renders()).toBe(9);
  });

  it("never keys a request in absolute form (`GET http://host/path`), which Express routes by its path", async () => {
    const app = await serve();
    const absolute = { path: `${app.base}/page`, headers: { Host: new URL(app.base).host } };
    expect((await rawRequest(app.base, absolute)).body).toContain("render 1");
    expect((await rawRequest(app.base, absolute)).body).toContain("render 2");
    expect(app.renders()).toBe(2);
  });

  it("keys the bare main page by the language it would redirect to", async () => {
    const app = await serve();
    await app.get("/", { "Accept-Language": "uk" });
    await app.get("/", { "Accept-Language": "en-GB,en;q=0.9" });
    await app.get("/", { "Accept-Language": "en", Cookie: "lng=de" });
    expect(app.renders()).toBe(3);
    expect(await (await app.get("/", { "Accept-Language": "en-US" })).text()).toBe("main 2");
    expect(app.cache.size).toBe(3);
  });

  it("compresses each page once per encoding, for the encodings a client accepts", async () => {
    const app = await serve();
    const big = "/slow?size=big";
    const rendered = await app.get(big, { "Accept-Encoding": "gzip, deflate, br" });
    const before = compressions.count;
    const hits = [];
    for (const acceptEncoding of ["gzip, deflate, br", "br", "gzip", "gzip;q=1, br;q=0", "identity", ""])
      hits.push(await app.get(big, { "Accept-Encoding": acceptEncoding }));
    expect(hits.map((hit) => hit.headers.get("X-Page-Cache"))).toEqual(Array(6).fill("hit"));
    // fetch decodes what it gets: the same page whatever the encoding.
    for (const hit of hits) expect(await hit.text()).toBe(await rendered.text());
    expect(hits.map((hit) => hit.headers.get("Vary"))).toEqual(Array(6).fill("Accept-Encoding"));
    // br made once for the first three hits that take it, gzip once for the two that take only gzip.
    expect(compressions.count - before).toBe(2);
  });

  it("renders an expired page once while other visitors get the expired copy or wait for it", async () => {
    const app = await serve();
    await app.get("/slow");
    app.advance(10_001);
    app.hold();
    const refresh = app.get("/slow");
    await vi.waitFor(() => expect(app.renders()).toBe(2));
    // Expired less than a TTL ago: the old copy, at once.
    const stale = await app.get("/slow");
    expect(stale.headers.get("X-Page-Cache")).toBe("stale");
    expect(await stale.text()).toContain("slow 1");
    // Expired longer ago: wait for the render under way instead of starting more.
    app.advance(10_000);
    const waiting = [app.get("/slow"), app.get("/slow"), app.get("/slow")];
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.renders()).toBe(2);
    app.release();
    for (const response of [await refresh, ...(await Promise.all(waiting))])
      expect(await response.text()).toContain("slow 2");
    expect(app.renders()).toBe(2);
  });

  it("sends a fresh page before the rest of the app, and lets everything else through", async () => {
    const app = await serve();
    await app.get("/page", { "accept-encoding": "br" });
    expect(app.passedOn()).toBe(1);
    const hit = await app.get("/page", { "accept-encoding": "br" });
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.get("content-encoding")).toBeNull(); // under the compression threshold
    expect(app.passedOn()).toBe(1);
    const first = await (await app.get("/slow", { "accept-encoding": "gzip" })).text();
    const big = await app.get("/slow", { "accept-encoding": "gzip" });
    expect(big.headers.get("content-encoding")).toBe("gzip");
    expect(await big.text()).toBe(first);
    expect(app.passedOn()).toBe(2);
    // The entry's policy names its own nonce, with what HTTPS adds when the visitor came over it.
    const secure = await app.get("/page", { "X-Forwarded-Proto": "https" });
    expect(secure.headers.get("content-security-policy")).toBe(
      "script-src 'nonce-nonce-1'; upgrade-insecure-requests",
    );
    expect(hit.headers.get("content-security-policy")).toBe("script-src 'nonce-nonce-1'");
    const head = await fetch(`${app.base}/slow`, { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(head.headers.get("content-length")).toBe(big.headers.get("content-length"));
    expect(await head.text()).toBe("");
    expect(app.passedOn()).toBe(2);
    await app.get("/personal");
    await app.get("/personal");
    expect(app.passedOn()).toBe(4);
    app.advance(10_001);
    await app.get("/page");
    expect(app.passedOn()).toBe(5);
  });

  it("is off with a TTL of 0", async () => {
    const app = await serve({ ttlMs: 0 });
    await app.get("/page");
    await app.get("/page");
    expect(app.renders()).toBe(2);
  });
});
