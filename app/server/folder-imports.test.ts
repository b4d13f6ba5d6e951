import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The server's folders (auth, catalog, commerce, db, …) depend on each other in one direction
 * only (issue 15): a folder that imports another is never imported back by it, directly or round
 * a longer circle. Tests are left out (their helpers live under tests/support); they may reach
 * anywhere.
 *
 * Turning what the domains answer into HTTP (redirects, cookies, React Router's context) is the
 * route adapters' job (decision 035): only `http/`, `api/`, `web/` and the files directly in
 * app/server import React Router.
 */

const SERVER = path.resolve("app/server");
const isTestFile = (name: string) => /\.test\.tsx?$/.test(name);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !isTestFile(entry.name) ? [full] : [];
  });
}

/** The server folder an import of `file` lands in, or null outside app/server's folders. */
function importedFolder(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("~/")) target = path.resolve("app", specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
  else return null;
  const relative = path.relative(SERVER, target);
  if (relative.startsWith("..")) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? (first ?? null) : null;
}

/** The folders that may speak React Router: the route adapters and the HTTP plumbing. */
const ADAPTER_FOLDERS = new Set(["http", "api", "web"]);

/** Every source file in app/server's folders other than the adapters'. */
function domainFiles(): string[] {
  return readdirSync(SERVER, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !ADAPTER_FOLDERS.has(entry.name))
    .flatMap((entry) => sourceFiles(path.join(SERVER, entry.name)));
}

/** Which of the files (path → text) import react-router, by path relative to app/server. */
function reactRouterImporters(files: Map<string, string>): string[] {
  const importsRouter = /(?:from|import\(?)\s*"react-router(?:\/[^"]*)?"/;
  return [...files]
    .filter(([, text]) => importsRouter.test(text))
    .map(([file]) => path.relative(SERVER, file));
}

/** Which folders each folder imports (files directly in app/server wire the folders together). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(SERVER, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const uses = new Set<string>();
    for (const file of sourceFiles(path.join(SERVER, entry.name))) {
      const text = readFileSync(file, "utf8");
      for (const [, specifier] of text.matchAll(/(?:from|import\(?)\s*"([^"]+)"/g)) {
        const folder = importedFolder(file, specifier as string);
        if (folder && folder !== entry.name) uses.add(folder);
      }
    }
    graph.set(entry.name, uses);
  }
  return graph;
}

/** Every circle in the graph, each as the path that closes it (a → b → a). */
function circles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) found.add([...trail, next].join(" → "));
      else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
    }
  };
  for (const folder of graph.keys()) walk(folder, folder, [folder]);
  return [...found];
}

describe("server folders", () => {
  it("import each other in one direction only", () => {
    expect(circles(folderGraph())).toEqual([]);
  });

  it("leave web/ (the route adapters) to the routes: no server folder imports it", () => {
    const importers = [...folderGraph()].filter(([, uses]) => uses.has("web")).map(([folder]) => folder);
    expect(importers).toEqual([]);
  });

  it("finds a circle when there is one (the check itself)", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a"])],
    ]);
    expect(circles(graph)).toEqual(["a → b → c → a"]);
  });
});

describe("domain folders", () => {
  it("do not import react-router", () => {
    const files = new Map(domainFiles().map((file) => [file, readFileSync(file, "utf8")]));
    expect(files.size).toBeGreaterThan(50);
    expect(reactRouterImporters(files)).toEqual([]);
  });

  it("finds an import of react-router when there is one (the check itself)", () => {
    const files = new Map([
      [path.join(SERVER, "auth/a.server.ts"), 'import { redirect } from "react-router";'],
      [
        path.join(SERVER, "auth/b.server.ts"),
        'import type {\n  RouterContextProvider,\n} from "react-router";',
      ],
      [path.join(SERVER, "office/c.server.ts"), 'const { createCookie } = await import("react-router");'],
      [path.join(SERVER, "media/d.server.ts"), 'import { x } from "~/server/web/react-router-free.server";'],
      [path.join(SERVER, "media/e.server.ts"), "// react-router is the adapters' business"],
    ]);
    expect(reactRouterImporters(files)).toEqual([
      path.join("auth", "a.server.ts"),
      path.join("auth", "b.server.ts"),
      path.join("office", "c.server.ts"),
    ]);
  });
});
