// Run by `npm install` / `npm ci` (postinstall): React Router's server render remembers what each
// path matches and the route tree it renders with, instead of working them out again on every
// request (decisions 059 and 060). Idempotent; stops the install when React Router's code is not
// the code this was written for, so an upgrade is checked again rather than silently left unpatched.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** How many paths one route tree's memory keeps before it starts again. */
const PATHS_KEPT = "2e3";

/**
 * `getPartialManifest` (the `<Scripts>` of every server-rendered page) matches the page's path and
 * each of its parents ("/", "/en", "/en/lessons") against all of the app's route branches: about
 * 180 here, 0.15–0.3 ms a match. What a path matches depends only on the route tree (its branches,
 * one array per build) and the path, so the route ids are kept per branches and path (decision 059).
 */
export const ORIGINAL = `  paths.forEach((path) => {
    let matches = matchRoutesImpl(
      router.routes,
      path,
      router.basename || "/",
      false,
      router.branches
    );
    if (matches) {
      matches.forEach((m) => routeIds.add(m.route.id));
    }
  });`;

const PARTIAL_MANIFEST_MARKER = "/* maistry: partial manifest matches remembered (decision 059) */";

const partialManifest = {
  anchor: "function getPartialManifest(",
  commonJs: true,
  replacements: [
    [
      ORIGINAL,
      `  ${PARTIAL_MANIFEST_MARKER}
  paths.forEach((path) => {
    for (let id of partialManifestRouteIds(router, path)) routeIds.add(id);
  });`,
    ],
  ],
  helper: `
${PARTIAL_MANIFEST_MARKER}
var partialManifestMatches = /* @__PURE__ */ new WeakMap();
function partialManifestRouteIds(router, path) {
  let match = () => (matchRoutesImpl(router.routes, path, router.basename || "/", false, router.branches) || []).map((m) => m.route.id);
  if (!router.branches) return match();
  let known = partialManifestMatches.get(router.branches);
  if (!known) partialManifestMatches.set(router.branches, known = /* @__PURE__ */ new Map());
  let key = (router.basename || "/") + "\\0" + path;
  let ids = known.get(key);
  if (!ids) {
    if (known.size >= ${PATHS_KEPT}) known.clear();
    ids = match();
    known.set(key, ids);
  }
  return ids;
}
`,
};

const MATCHES_MARKER = "/* maistry: request matches remembered (decision 060) */";

/**
 * Each request is matched against every branch twice, by the request handler
 * (`matchServerRoutes`) and by the static handler's `query`. The matches are kept per route tree
 * and path like the partial manifest's; each caller gets its own copies (the `params` object is
 * handed to loaders), sharing only the routes, which React Router never changes.
 */
const rememberedMatches = (name) => `
${MATCHES_MARKER}
var ${name}ByTree = /* @__PURE__ */ new WeakMap();
function ${name}(routes, location, basename, branches) {
  let match = () => matchRoutesImpl(routes, location, basename, false, branches);
  if (!branches) return match();
  let known = ${name}ByTree.get(branches);
  if (!known) ${name}ByTree.set(branches, known = /* @__PURE__ */ new Map());
  let key = basename + "\\0" + (typeof location === "string" ? location : location.pathname);
  let matches = known.get(key);
  if (matches === void 0) {
    if (known.size >= ${PATHS_KEPT}) known.clear();
    matches = match();
    known.set(key, matches);
  }
  if (!matches) return null;
  let params = { ...matches[matches.length - 1].params };
  return matches.map((m) => ({ ...m, params }));
}
`;

const staticHandlerMatches = {
  anchor: "function createStaticHandler(",
  replacements: [
    [
      `    let matches = matchRoutesImpl(
      dataRoutes,
      location,
      basename,
      false,
      routeBranches
    );`,
      "    let matches = rememberedStaticMatches(dataRoutes, location, basename, routeBranches);",
    ],
  ],
  helper: rememberedMatches("rememberedStaticMatches"),
};

const serverMatches = {
  anchor: "function matchServerRoutes(",
  replacements: [
    [
      `  let matches = matchRoutesImpl(
    dataRoutes,
    pathname,
    basename ?? "/",
    false,
    branches
  );`,
      `  let matches = rememberedServerMatches(dataRoutes, pathname, basename ?? "/", branches);`,
    ],
  ],
  helper: rememberedMatches("rememberedServerMatches"),
};

const ROUTES_MARKER = "/* maistry: server route tree built once (decision 060) */";

/**
 * `ServerRouter` builds the whole route tree (every route of the app) from the build's manifest on
 * every request, and `createStaticRouter` converts that tree again: both depend only on the build,
 * so each is kept per build. The manifest's routes and the tree are the same objects until the next
 * build in development; the route modules come in a new object per request, holding the same
 * modules.
 */
const serverRoutes = {
  anchor: "function ServerRouter(",
  replacements: [
    [
      `  let routes = createServerRoutes(
    manifest.routes,
    routeModules,
    context.future,
    context.isSpaMode
  );`,
      "  let routes = serverRoutesOf(manifest.routes, routeModules, context.future, context.isSpaMode);",
    ],
  ],
  helper: `
${ROUTES_MARKER}
var serverRoutesByManifest = /* @__PURE__ */ new WeakMap();
function serverRoutesOf(manifestRoutes, routeModules, future, isSpaMode) {
  let known = serverRoutesByManifest.get(manifestRoutes);
  if (!known || !sameRouteModules(known.routeModules, routeModules) || known.future !== future || known.isSpaMode !== isSpaMode) {
    known = { routeModules, future, isSpaMode, routes: createServerRoutes(manifestRoutes, routeModules, future, isSpaMode) };
    serverRoutesByManifest.set(manifestRoutes, known);
  }
  return known.routes;
}
function sameRouteModules(a, b) {
  if (a === b) return true;
  let ids = Object.keys(a);
  if (ids.length !== Object.keys(b).length) return false;
  for (let id of ids) if (a[id] !== b[id]) return false;
  return true;
}
`,
};

const staticRouterRoutes = {
  anchor: "function createStaticRouter(",
  replacements: [
    [
      `  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`,
      "  let { manifest, dataRoutes } = staticDataRoutesOf(routes);",
    ],
  ],
  helper: `
${ROUTES_MARKER}
var staticDataRoutes = /* @__PURE__ */ new WeakMap();
function staticDataRoutesOf(routes) {
  let known = staticDataRoutes.get(routes);
  if (!known) {
    let manifest = {};
    known = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest) };
    staticDataRoutes.set(routes, known);
  }
  return known;
}
`,
};

/**
 * The patches. The first applies to every file of React Router that defines its function; the
 * others to the ES module files (what Node loads here: the CommonJS copies call across chunks by
 * other names and are left as they are).
 */
export const PATCHES = [
  partialManifest,
  staticHandlerMatches,
  serverMatches,
  serverRoutes,
  staticRouterRoutes,
];

/**
 * `source` (one of React Router's files) with `patch` applied where it defines the patched function;
 * throws when that function is not the expected code. Already patched code is left as it is.
 */
export function patchSource(source, patch = partialManifest) {
  if (!source.includes(patch.anchor) || source.includes(patch.helper)) return source;
  let patched = source;
  for (const [original, replacement] of patch.replacements) {
    if (!patched.includes(original)) throw new Error("not the React Router this patch was written for");
    patched = patched.replaceAll(original, replacement);
  }
  return patched.replace(`\n${patch.anchor}`, `${patch.helper}${patch.anchor}`);
}

/** Patches every file of the installed React Router that the patches apply to; how many files changed. */
export function patchInstalledReactRouter() {
  const require = createRequire(import.meta.url);
  const dist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist");
  const found = new Set();
  let changed = 0;
  for (const flavour of ["development", "production"]) {
    const folder = path.join(dist, flavour);
    for (const name of readdirSync(folder).filter((file) => /\.m?js$/.test(file))) {
      const file = path.join(folder, name);
      const source = readFileSync(file, "utf8");
      let result = source;
      for (const patch of PATCHES) {
        if ((!patch.commonJs && !name.endsWith(".mjs")) || !source.includes(patch.anchor)) continue;
        found.add(patch);
        try {
          result = patchSource(result, patch);
        } catch (error) {
          throw new Error(`${file} (${patch.anchor}…): ${error.message}`);
        }
      }
      if (result !== source) {
        writeFileSync(file, result);
        changed++;
      }
    }
  }
  const missing = PATCHES.filter((patch) => !found.has(patch)).map((patch) => patch.anchor);
  if (missing.length > 0) throw new Error(`not found in React Router: ${missing.join(", ")}`);
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    patchInstalledReactRouter();
  } catch (error) {
    console.error(`scripts/patch-react-router.js: ${error.message}`);
    process.exit(1);
  }
}
