import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The server's folders (auth, catalog, commerce, db, …) depend on each other in one direction
 * only (issue 15): a folder that imports another is never imported back by it, directly or round
 * a longer circle. Tests are left out (their helpers live under tests/support); they may reach
 * anywhere.
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

/** Which folders each folder imports (files directly in app/server wire the folders together). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(SERVER, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const uses = new Set<string>();
    for (const file of sourceFiles(path.join(SERVER, entry.name))) {
      const text = readFileSync(file, "utf8");
      for (const [, specifier] of text.matchAll(/(?:from|import\()\s*"([^"]+)"/g)) {
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
