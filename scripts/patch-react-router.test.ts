import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ORIGINAL, PATCHES, patchSource } from "./patch-react-router.js";

/** A `getPartialManifest` around the patched lines, returning the route ids it collected. */
const SAMPLE = `
function getPartialManifest(manifest, router) {
  let routeIds = new Set(router.state.matches.map((m) => m.route.id));
  let paths = router.paths;
${ORIGINAL}
  return [...routeIds];
}
return getPartialManifest;`;

/** Evaluates `source` with a `matchRoutesImpl` that matches by a table and counts its calls. */
function load(source: string, table: Record<string, string[]>) {
  const calls: string[] = [];
  const matchRoutesImpl = (_routes: unknown, path: string) => {
    calls.push(path);
    return table[path]?.map((id) => ({ route: { id } })) ?? null;
  };
  const getPartialManifest = new Function("matchRoutesImpl", source)(matchRoutesImpl);
  return { getPartialManifest, calls };
}

describe("React Router's partial manifest (decision 059)", () => {
  const table = {
    "/": ["root", "home"],
    "/en": ["root", "locale", "home"],
    "/en/lessons": ["root", "lessons"],
  };
  const router = (branches: object, paths: string[]) => ({
    routes: [],
    branches,
    basename: "/",
    paths,
    state: { matches: [{ route: { id: "lesson" } }] },
  });

  it("collects the same routes as React Router's own code, matching each path once per route tree", () => {
    const original = load(SAMPLE, table);
    const patched = load(patchSource(SAMPLE), table);
    const branches = {};
    const page = router(branches, ["/", "/en/lessons", "/en", "/nowhere"]);
    const expected = original.getPartialManifest({}, page);
    expect(expected).toEqual(["lesson", "root", "home", "lessons", "locale"]);
    expect(patched.getPartialManifest({}, page)).toEqual(expected);
    expect(patched.getPartialManifest({}, page)).toEqual(expected);
    expect(patched.calls).toEqual(["/", "/en/lessons", "/en", "/nowhere"]);
    // Another route tree (a new build in development) is matched afresh.
    expect(patched.getPartialManifest({}, router({}, ["/"]))).toEqual(["lesson", "root", "home"]);
    expect(patched.calls).toHaveLength(5);
  });

  it("refuses code it was not written for, and leaves patched code as it is", () => {
    expect(() => patchSource("function getPartialManifest() {}")).toThrow(/not the React Router/);
    const once = patchSource(SAMPLE);
    expect(patchSource(once)).toBe(once);
  });

  it("is applied to the installed React Router (npm's postinstall)", () => {
    const files = installedFiles().filter(({ source }) => source.includes("function getPartialManifest("));
    expect(files.length).toBeGreaterThan(0);
    for (const { source } of files) expect(source).toContain("partialManifestRouteIds(router, path)");
  });
});

/** The installed React Router's code files, by name. */
function installedFiles() {
  const require = createRequire(import.meta.url);
  const dist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist");
  return ["development", "production"].flatMap((flavour) =>
    readdirSync(path.join(dist, flavour))
      .filter((name) => /\.m?js$/.test(name))
      .map((name) => ({ name, source: readFileSync(path.join(dist, flavour, name), "utf8") })),
  );
}

const [, staticHandlerMatches, serverMatches, serverRoutes, staticRouterRoutes] = PATCHES;

interface Match {
  params: Record<string, string>;
  pathname: string;
  route: { id: string };
}

/** `source` run with `fakeMatcher(calls)` as its `matchRoutesImpl`: the function it returns. */
const withFakeMatcher = (source: string, calls: string[] = []) =>
  new Function("matchRoutesImpl", source)(fakeMatcher(calls));

/** Matches the way React Router does: one params object shared by a result's matches. */
function fakeMatcher(calls: string[]) {
  return (_routes: unknown, location: string | { pathname: string }, basename: string) => {
    const pathname = typeof location === "string" ? location : location.pathname;
    calls.push(`${basename}${pathname}`);
    const slug = /^\/lessons\/([^/]+)$/.exec(pathname)?.[1];
    if (!slug) return null;
    const params = { slug };
    return [
      { params, pathname: "/", route: { id: "root" } },
      { params, pathname, route: { id: "lesson" } },
    ];
  };
}

describe("React Router's request matches (decision 060)", () => {
  // The static handler's `query` around the patched lines, returning its matches.
  const query = `
function createStaticHandler(dataRoutes, routeBranches) {
  return (location, basename) => {
${staticHandlerMatches?.replacements[0]?.[0]}
    return matches;
  };
}
return createStaticHandler;`;
  const serverMatch = `
function matchServerRoutes(manifest, dataRoutes, branches, pathname, basename) {
${serverMatches?.replacements[0]?.[0]}
  return matches;
}
return matchServerRoutes;`;

  it("the static handler gets the same matches, matching each path once per route tree, in copies of its own", () => {
    const calls: string[] = [];
    const original = withFakeMatcher(query);
    const patched = withFakeMatcher(patchSource(query, staticHandlerMatches), calls);
    const branches = {};
    const location = { pathname: "/lessons/gel-nails" };
    const first: Match[] = patched([], branches)(location, "/");
    expect(first).toEqual(original([], branches)(location, "/"));
    // A loader changing its params changes nothing for the next request.
    (first[1] as Match).params.slug = "changed";
    const second: Match[] = patched([], branches)(location, "/");
    expect(second[1]?.params).toEqual({ slug: "gel-nails" });
    expect(second[0]?.params).toBe(second[1]?.params);
    expect(patched([], branches)({ pathname: "/nowhere" }, "/")).toBeNull();
    expect(patched([], branches)({ pathname: "/nowhere" }, "/")).toBeNull();
    expect(calls).toEqual(["//lessons/gel-nails", "//nowhere"]);
    // Another route tree (a new build in development) is matched afresh.
    patched([], {})(location, "/");
    expect(calls).toHaveLength(3);
  });

  it("the request handler gets the same matches, once per path", () => {
    const calls: string[] = [];
    const original = withFakeMatcher(serverMatch);
    const patched = withFakeMatcher(patchSource(serverMatch, serverMatches), calls);
    const branches = {};
    for (const pathname of ["/lessons/brows", "/lessons/brows", "/nowhere"])
      expect(patched({}, [], branches, pathname)).toEqual(original({}, [], branches, pathname));
    expect(calls).toEqual(["//lessons/brows", "//nowhere"]);
  });
});

describe("React Router's server route tree (decision 060)", () => {
  it("is built once per build's manifest, and converted once per tree", () => {
    const built: unknown[] = [];
    const converted: unknown[] = [];
    const render = new Function(
      "createServerRoutes",
      "convertRoutesToDataRoutes",
      "mapRouteProperties",
      patchSource(
        patchSource(
          `
function ServerRouter(manifest, routeModules, context) {
${serverRoutes?.replacements[0]?.[0]}
  return createStaticRouter(routes);
}
function createStaticRouter(routes, context, opts = {}) {
${staticRouterRoutes?.replacements[0]?.[0]}
  return { manifest, dataRoutes };
}
return ServerRouter;`,
          serverRoutes,
        ),
        staticRouterRoutes,
      ),
    )(
      (routes: object) => {
        built.push(routes);
        return [{ id: "root" }];
      },
      (routes: object[], _map: unknown, _parent: unknown, manifest: Record<string, unknown>) => {
        converted.push(routes);
        manifest.root = routes[0];
        return routes.map((route) => ({ ...route }));
      },
      {},
    );
    const manifest = { routes: {} };
    const modules = { root: { default: "root module" } };
    const context = { future: {}, isSpaMode: false };
    const first = render(manifest, modules, context);
    expect(first.manifest).toEqual({ root: { id: "root" } });
    // React Router hands the same modules over in a new object on every request.
    expect(render(manifest, { ...modules }, context).dataRoutes).toBe(first.dataRoutes);
    expect(built).toHaveLength(1);
    expect(converted).toHaveLength(1);
    // Other route modules (a new build in development): built and converted afresh.
    render(manifest, { root: { default: "the next build's root module" } }, context);
    expect(built).toHaveLength(2);
    expect(converted).toHaveLength(2);
  });
});

describe("the patches", () => {
  it("are applied to the installed React Router's ES modules", () => {
    for (const patch of PATCHES.slice(1)) {
      const files = installedFiles().filter(
        ({ name, source }) => name.endsWith(".mjs") && source.includes(patch.anchor),
      );
      expect(files.length, patch.anchor).toBeGreaterThan(0);
      for (const { source } of files) expect(source).toContain(patch.helper);
    }
  });

  it("refuse code they were not written for", () => {
    for (const patch of PATCHES)
      expect(() => patchSource(`${patch.anchor}) {}`, patch)).toThrow(/not the React Router/);
  });
});
