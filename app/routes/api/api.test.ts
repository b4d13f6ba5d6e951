import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedReferenceContent } from "~/server/seed/reference.server";
import { testDatabases } from "../../../tests/databases";
import { routerContext } from "../../../tests/router-context";
import { loader as categoriesLoader } from "./categories";
import { loader as footerLoader } from "./footer";
import { loader as notFoundLoader } from "./not-found";
import { loader as pagesLoader } from "./pages";

// biome-ignore lint/suspicious/noExplicitAny: the loaders read only request, params and context
type ApiLoader = (args: any) => Promise<Response>;

describe.each(testDatabases())("JSON API on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    database = await engine.open();
    await seedReferenceContent(database.db);
  });
  afterAll(() => database.dispose());

  const call = (loader: ApiLoader, locale: string, ready = true) =>
    loader({
      request: new Request(`http://localhost/api/${locale}/api/x`),
      params: { locale },
      context: routerContext(database, { ready }),
    });

  it("answers the footer as a list whose [0] has the four social URLs", async () => {
    const response = await call(footerLoader, "en");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    const body = await response.json();
    expect(Object.keys(body[0]).sort()).toEqual([
      "facebook_url",
      "instagram_url",
      "tiktok_url",
      "youtube_url",
    ]);
  });

  it("answers categories with their sub-categories in the requested language", async () => {
    const [de, uk] = await Promise.all([
      call(categoriesLoader, "de").then((r) => r.json()),
      call(categoriesLoader, "uk").then((r) => r.json()),
    ]);
    expect(de.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(de[0]).sort()).toEqual(["icon", "id", "sub_categories", "title"]);
    expect(Object.keys(de[0].sub_categories[0]).sort()).toEqual(["icon", "id", "title"]);
    expect(de[0].id).toBe(uk[0].id);
    expect(de[0].title).not.toBe(uk[0].title);
  });

  it("answers pages as slug and name", async () => {
    const pages = await call(pagesLoader, "pl").then((r) => r.json());
    expect(pages.length).toBe(7);
    for (const page of pages) expect(Object.keys(page).sort()).toEqual(["name", "slug"]);
  });

  it("answers 404 JSON for an unknown locale", async () => {
    for (const loader of [footerLoader, categoriesLoader, pagesLoader]) {
      const response = await call(loader, "xx");
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: "Not found." });
    }
  });

  it("answers 503 JSON while the database is not ready", async () => {
    const response = await call(pagesLoader, "en", false);
    expect(response.status).toBe(503);
  });
});

describe("any other /api path", () => {
  it("is a JSON 404, in the language of its URL (English without one)", async () => {
    const answer = async (path: string) => {
      const response = notFoundLoader({ request: new Request(`http://localhost${path}`) } as never);
      expect(response.status).toBe(404);
      return response.json();
    };
    expect(await answer("/api/api/nothing/")).toEqual({ detail: "Not found." });
    expect(await answer("/api/xx/api/nothing/")).toEqual({ detail: "Not found." });
    expect(await answer("/api/de/api/nothing/")).toEqual({ detail: "Nicht gefunden." });
    expect(await answer("/api/uk/api/nothing/")).toEqual({ detail: "Не знайдено." });
  });
});
