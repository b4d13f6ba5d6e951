import { describe, expect, it } from "vitest";
import { everyPageModules } from "./every-page-modules";

/** Runs the plugin's `buildEnd` over a made-up module graph: id → its static imports. */
function collect(graph: Record<string, string[]>, dynamic: Record<string, string[]> = {}) {
  const everyPage = everyPageModules();
  const buildEnd = everyPage.plugin.buildEnd as (this: unknown) => void;
  buildEnd.call({
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({
      importedIds: graph[id] ?? [],
      dynamicallyImportedIds: dynamic[id] ?? [],
    }),
  });
  return everyPage;
}

describe("the modules every page runs (the shell chunk)", () => {
  const graph = {
    "/app/root.tsx?__react-router-build-client-route": ["/app/root.tsx"],
    "/app/root.tsx": ["/app/components/layout/header.tsx", "/node_modules/react-router/index.mjs"],
    "/app/components/layout/header.tsx": [
      "/app/components/ui/icon.tsx",
      "/app/components/layout/header.css.ts",
    ],
    "/app/components/layout/header.css.ts": ["/app/components/layout/header.css.ts.vanilla.css"],
    "/app/components/layout/header.css.ts.vanilla.css": [],
    "/app/components/ui/icon.tsx": [],
    "/node_modules/react-router/index.mjs": [],
    "/app/routes/lessons.tsx": ["/app/components/catalog/lesson-card.tsx", "/app/components/ui/icon.tsx"],
    "/app/components/catalog/lesson-card.tsx": [],
    "/app/components/ui/deferred-prefetch.tsx": [],
    "/app/components/ui/idle-prefetch.tsx": [],
  };

  it("are the root route and everything it imports statically, styles and libraries included", () => {
    const everyPage = collect(graph);
    for (const id of [
      "/app/root.tsx",
      "/app/components/layout/header.tsx",
      "/app/components/layout/header.css.ts.vanilla.css",
      "/app/components/ui/icon.tsx",
      "/node_modules/react-router/index.mjs",
    ])
      expect(everyPage.has(id), id).toBe(true);
  });

  it("leave out what only routes import, and what the root imports on demand", () => {
    const everyPage = collect(
      { ...graph, "/app/root.tsx": [...graph["/app/root.tsx"], "/app/components/ui/deferred-prefetch.tsx"] },
      { "/app/components/ui/deferred-prefetch.tsx": ["/app/components/ui/idle-prefetch.tsx"] },
    );
    expect(everyPage.has("/app/components/ui/deferred-prefetch.tsx")).toBe(true);
    expect(everyPage.has("/app/components/ui/idle-prefetch.tsx")).toBe(false);
    expect(everyPage.has("/app/routes/lessons.tsx")).toBe(false);
    expect(everyPage.has("/app/components/catalog/lesson-card.tsx")).toBe(false);
  });
});

describe("the styles of every first paint (the shell's stylesheet)", () => {
  it("are the root's and those of the parts it draws in every first paint but loads apart", () => {
    const everyPage = collect(
      {
        "/app/root.tsx": ["/app/root.css.ts.vanilla.css"],
        "/app/root.css.ts.vanilla.css": [],
        "/app/components/layout/header-parts.ts": ["/app/components/layout/header.tsx"],
        "/app/components/layout/header.tsx": ["/app/components/layout/header.css.ts"],
        "/app/components/layout/header.css.ts": ["/app/components/layout/header.css.ts.vanilla.css"],
        "/app/components/layout/header.css.ts.vanilla.css": [],
        "/app/components/ui/flash-dialog.tsx": ["/app/components/ui/dialog.css.ts.vanilla.css"],
        "/app/components/ui/dialog.css.ts.vanilla.css": [],
      },
      {
        "/app/root.tsx": ["/app/components/layout/header-parts.ts", "/app/components/ui/flash-dialog.tsx"],
      },
    );
    expect(everyPage.hasStyles("/app/root.css.ts.vanilla.css")).toBe(true);
    expect(everyPage.hasStyles("/app/components/layout/header.css.ts.vanilla.css")).toBe(true);
    // The header's code is not the shell's: only its styles are.
    expect(everyPage.has("/app/components/layout/header.tsx")).toBe(false);
    expect(everyPage.hasStyles("/app/components/layout/header.css.ts")).toBe(false);
    // A dialog only some pages open brings its styles when it comes.
    expect(everyPage.hasStyles("/app/components/ui/dialog.css.ts.vanilla.css")).toBe(false);
  });
});

describe("the modules one route owns", () => {
  const graph = {
    "/app/root.tsx": ["/app/components/ui/icon.tsx"],
    "/app/routes/lesson.tsx?__react-router-build-client-route": ["/app/routes/lesson.tsx"],
    "/app/routes/lesson.tsx": ["/app/components/lesson/lesson.css.ts", "/app/components/ui/breadcrumbs.tsx"],
    "/app/components/lesson/kept-parts.ts": [
      "/app/components/lesson/lesson.css.ts",
      "/app/components/ui/breadcrumbs.tsx",
    ],
    "/app/components/lesson/lesson.css.ts": [],
    "/app/routes/lessons.tsx": ["/app/components/ui/breadcrumbs.tsx", "/app/components/ui/icon.tsx"],
    "/app/components/ui/breadcrumbs.tsx": [],
    "/app/components/ui/icon.tsx": [],
  };

  it("are what a route alone reaches, with what it imports on demand; not what two routes or the root use", () => {
    const modules = collect(graph, { "/app/routes/lesson.tsx": ["/app/components/lesson/kept-parts.ts"] });
    expect(modules.ownedByOneRoute("/app/components/lesson/lesson.css.ts")).toBe(true);
    expect(modules.ownedByOneRoute("/app/components/lesson/kept-parts.ts")).toBe(true);
    expect(modules.ownedByOneRoute("/app/components/ui/breadcrumbs.tsx")).toBe(false);
    expect(modules.ownedByOneRoute("/app/components/ui/icon.tsx")).toBe(false);
    expect(modules.ownedByOneRoute("/app/routes/lesson.tsx")).toBe(false);
  });
});
