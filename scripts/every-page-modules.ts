import type { Plugin } from "vite";
import { FIRST_PAINT_PARTS } from "./kept-parts-styles.ts";

const ROOT = /[\\/]app[\\/]root\.tsx(\?|$)/;
/** A route module (any of the ids React Router's plugin gives it), or the root. */
const ROUTE = /[\\/]app[\\/](routes[\\/].+|root)\.tsx(\?|$)/;

/**
 * Which pages run a module, found once the client build has read every module (`buildEnd`, before
 * the chunks are drawn):
 * - `has`: the modules every page runs, the root route and what it imports statically.
 *   vite.config.ts puts exactly these in the shell chunk, so a module that only some pages use (a
 *   form field, a card) no longer rides along on every page's first load because two routes happen
 *   to share it;
 * - `ownedByOneRoute`: the modules only one route reaches, through what it imports statically and
 *   on demand (its parts that load apart or are kept as HTML, decision 054). vite.config.ts leaves
 *   them with that route, so a page's own styles are not put in a stylesheet that other pages link
 *   just because its lazy part imports them too;
 * - `hasStyles`: the styles of every page's first paint, those of the root's static imports and of
 *   the parts it draws in that paint but loads apart (`…parts.ts`: the header, the footer). They go
 *   in the shell's stylesheet with the rest of the shell's styles.
 */
export function everyPageModules() {
  const modules = new Set<string>();
  const owned = new Set<string>();
  const firstPaint = new Set<string>();
  const plugin: Plugin = {
    name: "maistry:every-page-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      modules.clear();
      owned.clear();
      firstPaint.clear();
      const ids = [...this.getModuleIds()];
      const queue = ids.filter((id) => ROOT.test(id));
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      const painted = [...modules];
      for (let id = painted.pop(); id !== undefined; id = painted.pop()) {
        if (firstPaint.has(id)) continue;
        firstPaint.add(id);
        const info = this.getModuleInfo(id);
        const parts = (info?.dynamicallyImportedIds ?? []).filter((part) => FIRST_PAINT_PARTS.test(part));
        painted.push(...(info?.importedIds ?? []), ...(modules.has(id) ? parts : []));
      }

      // Each module's routes (a route's several ids count once), up to two.
      const routes = new Map<string, Set<string>>();
      for (const start of ids.filter((id) => ROUTE.test(id))) {
        const route = start.replace(/\?.*$/, "");
        const seen = new Set<string>();
        const walk = [start];
        for (let id = walk.pop(); id !== undefined; id = walk.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          const reached = routes.get(id) ?? new Set<string>();
          if (reached.size < 2) reached.add(route);
          routes.set(id, reached);
          const info = this.getModuleInfo(id);
          walk.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
        }
      }
      for (const [id, reached] of routes) if (reached.size === 1 && !ROUTE.test(id)) owned.add(id);
    },
  };
  return {
    plugin,
    has: (id: string) => modules.has(id),
    hasStyles: (id: string) => id.endsWith(".vanilla.css") && firstPaint.has(id),
    ownedByOneRoute: (id: string) => owned.has(id),
  };
}
