import type { ShouldRevalidateFunction } from "react-router";
import { describe, expect, it } from "vitest";
import {
  type PrefetchInput,
  type PrefetchMatch,
  prefetchDataHref,
  prefetchModuleHrefs,
} from "./prefetch-hrefs";

// The root keeps its data unless the language (first path segment) changes, like app/root.tsx.
const rootShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname.split("/")[1] !== nextUrl.pathname.split("/")[1];

const manifestRoutes = {
  root: { module: "/assets/root.js", imports: ["/assets/react.js"], hasLoader: true, hasClientLoader: false },
  "routes/home": { module: "/assets/home.js", hasLoader: true, hasClientLoader: false },
  "routes/lessons": {
    module: "/assets/lessons.js",
    imports: ["/assets/react.js", "/assets/card.js"],
    hasLoader: true,
    hasClientLoader: false,
  },
  "routes/lesson": {
    module: "/assets/lesson.js",
    clientLoaderModule: "/assets/lesson-client-loader.js",
    hasLoader: true,
    hasClientLoader: true,
  },
  "routes/about": { module: "/assets/about.js", hasLoader: false, hasClientLoader: false },
};

const root = { id: "root", path: "", shouldRevalidate: rootShouldRevalidate };
const match = (route: PrefetchMatch["route"], pathname: string, params = {}): PrefetchMatch => ({
  route,
  pathname,
  params,
});

function input(page: string, nextRoute: string, overrides: Partial<PrefetchInput> = {}): PrefetchInput {
  return {
    page,
    nextMatches: [match(root, "/"), match({ id: nextRoute, path: ":locale/x" }, page.split("?")[0] ?? page)],
    currentMatches: [match(root, "/"), match({ id: "routes/home", path: ":locale" }, "/en")],
    manifestRoutes,
    loadedRouteIds: new Set(["root", "routes/home"]),
    routesWithShouldRevalidate: new Set(["root"]),
    currentUrl: new URL("http://site.test/en"),
    trailingSlashAware: true,
    ...overrides,
  };
}

describe("prefetchModuleHrefs", () => {
  it("lists the next page's own modules and imports once, not the root's", () => {
    expect(prefetchModuleHrefs(input("/en/lessons", "routes/lessons"))).toEqual([
      "/assets/lessons.js",
      "/assets/react.js",
      "/assets/card.js",
    ]);
  });

  it("includes a route's client loader module", () => {
    expect(prefetchModuleHrefs(input("/en/lessons/a", "routes/lesson"))).toEqual([
      "/assets/lesson.js",
      "/assets/lesson-client-loader.js",
    ]);
  });

  it("lists nothing for the page shown now", () => {
    const same = input("/en", "routes/home");
    expect(prefetchModuleHrefs({ ...same, nextMatches: same.currentMatches })).toEqual([]);
  });
});

describe("prefetchDataHref", () => {
  it("asks only for the routes that reload when the root keeps its data", () => {
    expect(prefetchDataHref(input("/en/lessons?sort=new", "routes/lessons"))).toBe(
      "/en/lessons.data?sort=new&_routes=routes%2Flessons",
    );
  });

  it("asks for every route when the root reloads too (another language)", () => {
    expect(prefetchDataHref(input("/uk/lessons", "routes/lessons"))).toBe("/uk/lessons.data");
  });

  it("leaves out a route with a client loader", () => {
    expect(prefetchDataHref(input("/uk/lessons/a", "routes/lesson"))).toBe("/uk/lessons/a.data?_routes=root");
  });

  it("asks for nothing when no new route has a loader, or for the page shown now", () => {
    expect(prefetchDataHref(input("/en/about-us", "routes/about"))).toBeNull();
    expect(prefetchDataHref(input("/en", "routes/home"))).toBeNull();
  });

  it("builds the address as React Router does, with or without trailing-slash awareness", () => {
    const home = (trailingSlashAware: boolean) =>
      prefetchDataHref({
        ...input("/", "routes/home"),
        currentUrl: new URL("http://site.test/en/lessons"),
        currentMatches: [match(root, "/"), match({ id: "routes/lessons", path: ":locale/x" }, "/en/lessons")],
        trailingSlashAware,
      });
    expect(home(true)).toBe("/_.data");
    expect(home(false)).toBe("/_root.data");
  });
});
