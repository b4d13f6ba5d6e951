import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ORIGINAL, patchSource } from "./patch-react-router.js";

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
    const require = createRequire(import.meta.url);
    const dist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist");
    const files = ["development", "production"].flatMap((flavour) =>
      readdirSync(path.join(dist, flavour))
        .filter((name) => /\.m?js$/.test(name))
        .map((name) => readFileSync(path.join(dist, flavour, name), "utf8"))
        .filter((source) => source.includes("function getPartialManifest(")),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const source of files) expect(source).toContain("partialManifestRouteIds(router, path)");
  });
});
