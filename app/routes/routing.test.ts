import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { middleware } from "~/root";
import { localeContext } from "~/server/context.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { refusedPageFormContext } from "~/server/http/form-request.server";
import { safeNextPath } from "~/server/http/safe-redirect.server";
import { seedReferenceContent } from "~/server/seed/reference.server";
import { testDatabases } from "../../tests/databases";
import { routerContext } from "../../tests/router-context";
import { loader as contentLoader } from "./content-page";
import { loader as homeLoader } from "./home";
import { loader as languageLoader } from "./language";
import { loader as localeLoader, middleware as pageMiddleware } from "./locale";

// Loaders are called the way React Router calls them; the casts only skip fields they do not read.
// biome-ignore lint/suspicious/noExplicitAny: see above
const args = (value: object): any => value;

async function thrown(promise: unknown): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    const data = error as { init?: { status?: number }; type?: string };
    if (data?.type === "DataWithResponseInit") return new Response(null, { status: data.init?.status });
    throw error;
  }
  throw new Error("expected a thrown response");
}

describe("locale middleware", () => {
  const run = async (path: string, lang?: string) => {
    const context = routerContext({} as DatabaseHandle);
    const request = new Request(`http://localhost${path}`);
    const [localeMiddleware] = middleware;
    await localeMiddleware?.(args({ request, params: { lang }, context }), async () => new Response("next"));
    return context.get(localeContext);
  };

  it("redirects /uk/... permanently to the unprefixed URL, keeping the query", async () => {
    const response = await thrown(run("/uk/about-us?x=1", "uk"));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/about-us?x=1");
    expect((await thrown(run("/uk", "uk"))).headers.get("Location")).toBe("/");
  });

  it("never redirects off-site: /uk//host stays a path on this site (issue 14)", async () => {
    for (const path of ["/uk//evil.example", "/uk///evil.example/x", "/uk/\\evil.example"]) {
      const location = (await thrown(run(path, "uk"))).headers.get("Location") ?? "";
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, "https://maistry.test").host, path).toBe("maistry.test");
    }
  });

  it("sets the locale from the prefix, uk without one", async () => {
    expect(await run("/de/contact", "de")).toBe("de");
    expect(await run("/contact")).toBe("uk");
  });
});

describe("locale layout", () => {
  it("refuses, for every page, a method or body no form of ours sends (issue 14)", async () => {
    const refused = (init: RequestInit) =>
      thrown(
        Promise.resolve().then(() =>
          pageMiddleware[0]?.(
            args({ request: new Request("http://localhost/en/contact", init) }),
            async () => new Response(null),
          ),
        ),
      );
    expect((await refused({ method: "PUT", body: "a=1" })).status).toBe(405);
    const json = { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } };
    expect((await refused(json)).status).toBe(415);
  });

  const context = new RouterContextProvider();
  const load = (params: object, from = context) => localeLoader(args({ params, context: from }));

  it("404s an unknown prefix and accepts the known ones", async () => {
    expect((await thrown(Promise.resolve().then(() => load({ lang: "xx" })))).status).toBe(404);
    expect(load({ lang: "es" })).toBeNull();
    expect(load({})).toBeNull();
  });

  it("answers a form the server read as the page with that page's 403 or 415", async () => {
    for (const status of [403, 415] as const) {
      const refused = new RouterContextProvider();
      refused.set(refusedPageFormContext, status);
      expect(await thrown(Promise.resolve().then(() => load({ lang: "de" }, refused)))).toHaveProperty(
        "status",
        status,
      );
    }
  });
});

describe("main page language detection", () => {
  // (No database: the page's catalog sections are left out, which is all `stays` needs.)
  const context = routerContext({} as DatabaseHandle, { ready: false });
  const visit = (headers: Record<string, string>, lang?: string) =>
    homeLoader(args({ request: new Request("http://localhost/", { headers }), params: { lang }, context }));
  const stays = { featuredLessons: [], featuredMasters: [], newestLessons: [] };

  it("follows the lng cookie first", async () => {
    const response = await thrown(visit({ Cookie: "lng=fr", "Accept-Language": "de" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/fr");
  });

  it("stays on uk when the cookie says uk", async () => {
    expect(await visit({ Cookie: "lng=uk", "Accept-Language": "de" })).toMatchObject(stays);
  });

  it("then follows Accept-Language", async () => {
    expect(
      (await thrown(visit({ "Accept-Language": "pl-PL,pl;q=0.9,en;q=0.8" }))).headers.get("Location"),
    ).toBe("/pl");
    expect(await visit({ "Accept-Language": "uk-UA,uk" })).toMatchObject(stays);
    expect(await visit({ "Accept-Language": "ja" })).toMatchObject(stays);
  });

  it("never redirects a prefixed main page", async () => {
    expect(await visit({ Cookie: "lng=fr" }, "de")).toMatchObject(stays);
  });
});

describe("language switch", () => {
  it("keeps the choice for 365 days and returns to the same page in that language", async () => {
    const response = await languageLoader(
      args({
        request: new Request("http://localhost/language/de?next=%2Fen%2Fcontact%3Fa%3D1"),
        params: { lng: "de" },
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/de/contact?a=1");
    expect(response.headers.get("Set-Cookie")).toMatch(/^lng=de;.*Max-Age=31536000/);
  });

  it("goes to the unprefixed URL for uk and refuses other sites", async () => {
    const response = await languageLoader(
      args({ request: new Request("http://localhost/language/uk?next=/de/about-us"), params: { lng: "uk" } }),
    );
    expect(response.headers.get("Location")).toBe("/about-us");
    expect(safeNextPath("//evil.example/x")).toBe("/");
    expect(safeNextPath("https://evil.example/")).toBe("/");
    expect(safeNextPath("/\\evil.example")).toBe("/");
    expect(safeNextPath("/\t/evil.example")).toBe("/");
  });

  it("404s an unknown language", async () => {
    const response = await thrown(
      Promise.resolve().then(() =>
        languageLoader(args({ request: new Request("http://localhost/language/xx"), params: { lng: "xx" } })),
      ),
    );
    expect(response.status).toBe(404);
  });
});

describe.each(testDatabases())("content pages on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    database = await engine.open();
    await seedReferenceContent(database.db);
  });
  afterAll(() => database.dispose());

  it("loads the page of the URL in the page's language", async () => {
    const load = (path: string, locale: "de" | "uk") =>
      contentLoader(
        args({
          request: new Request(`http://localhost${path}`),
          context: routerContext(database, { locale }),
        }),
      );
    const de = await load("/de/proof-of-qualification", "de");
    const uk = await load("/proof-of-qualification", "uk");
    expect(de.page.slug).toBe("qualification-training");
    expect(de.metaKey).toBe("qualification");
    expect(de.page.name).not.toBe(uk.page.name);
    expect((await load("/publicOffer", "uk")).page.slug).toBe("public-offer");
  });

  it("answers 503 while the database is not ready", async () => {
    const response = await thrown(
      contentLoader(
        args({
          request: new Request("http://localhost/about-us"),
          context: routerContext(database, { ready: false }),
        }),
      ),
    );
    expect(response.status).toBe(503);
  });
});
