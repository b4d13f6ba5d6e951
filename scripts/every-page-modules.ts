import type { Plugin } from "vite";

const ROOT = /[\\/]app[\\/]root\.tsx(\?|$)/;

/**
 * The modules every page runs: the root route and what it imports statically, found once the client
 * build has read every module (`buildEnd`, before the chunks are drawn). vite.config.ts puts exactly
 * these in the shell chunk, so a module that only some pages use (a form field, a card) no longer
 * rides along on every page's first load because two routes happen to share it.
 */
export function everyPageModules() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: "maistry:every-page-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      modules.clear();
      const queue = [...this.getModuleIds()].filter((id) => ROOT.test(id));
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}
