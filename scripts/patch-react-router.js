// Run by `npm install` / `npm ci` (postinstall): React Router's server render remembers which routes
// each parent path of a page matches, instead of matching them against every route again on every
// request (decision 059). Idempotent; stops the install when React Router's code is not the code
// this was written for, so an upgrade is checked again rather than silently left unpatched.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const MARKER = "/* maistry: partial manifest matches remembered (decision 059) */";

/**
 * `getPartialManifest` (the `<Scripts>` of every server-rendered page) matches the page's path and
 * each of its parents ("/", "/en", "/en/lessons") against all of the app's route branches: about
 * 180 here, 0.15–0.3 ms a match. What a path matches depends only on the route tree (its branches,
 * one array per build) and the path, so the route ids are kept per branches and path; at most
 * 2,000 paths are kept, then the memory starts again.
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

const PATCHED = `  ${MARKER}
  paths.forEach((path) => {
    for (let id of partialManifestRouteIds(router, path)) routeIds.add(id);
  });`;

const HELPER = `
${MARKER}
var partialManifestMatches = /* @__PURE__ */ new WeakMap();
function partialManifestRouteIds(router, path) {
  let match = () => (matchRoutesImpl(router.routes, path, router.basename || "/", false, router.branches) || []).map((m) => m.route.id);
  if (!router.branches) return match();
  let known = partialManifestMatches.get(router.branches);
  if (!known) partialManifestMatches.set(router.branches, known = /* @__PURE__ */ new Map());
  let key = (router.basename || "/") + "\\0" + path;
  let ids = known.get(key);
  if (!ids) {
    if (known.size >= 2e3) known.clear();
    ids = match();
    known.set(key, ids);
  }
  return ids;
}
function getPartialManifest(`;

/** `source` (one of React Router's files) with the patch; throws when it is not the expected code. */
export function patchSource(source) {
  if (source.includes(MARKER)) return source;
  if (!source.includes(ORIGINAL)) throw new Error("not the React Router this patch was written for");
  return source.replace(ORIGINAL, PATCHED).replace("\nfunction getPartialManifest(", HELPER);
}

/** Patches every file of the installed React Router that has `getPartialManifest`; how many. */
export function patchInstalledReactRouter() {
  const require = createRequire(import.meta.url);
  const dist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist");
  let patched = 0;
  for (const flavour of ["development", "production"]) {
    const folder = path.join(dist, flavour);
    for (const name of readdirSync(folder).filter((file) => /\.m?js$/.test(file))) {
      const file = path.join(folder, name);
      const source = readFileSync(file, "utf8");
      if (!source.includes("function getPartialManifest(")) continue;
      try {
        const result = patchSource(source);
        if (result !== source) writeFileSync(file, result);
      } catch (error) {
        throw new Error(`${file}: ${error.message}`);
      }
      patched++;
    }
  }
  if (patched === 0) throw new Error("React Router's getPartialManifest was not found");
  return patched;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    patchInstalledReactRouter();
  } catch (error) {
    console.error(`scripts/patch-react-router.js: ${error.message}`);
    process.exit(1);
  }
}
