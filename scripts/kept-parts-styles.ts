import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/** A module of the parts a page keeps as the server drew them (`keptPart`, decision 055). */
export const KEPT_PARTS = /[\\/]kept-parts\.tsx?$/;

type StyledChunk = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The styles of the parts a page keeps as HTML are linked by that page: its first paint draws
 * them, while their code (a `kept-parts` module's chunk, imported on demand) comes later or never.
 * Before Vite writes its manifest, each chunk that imports such a chunk on demand gets that chunk's
 * styles, and its static imports' styles, as its own; React Router links a route's styles from
 * that manifest.
 */
export function keptPartsStyles(): Plugin {
  return {
    name: "maistry:kept-parts-styles",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        linkKeptStyles(bundle as OutputBundle);
      },
    },
  };
}

/** Adds each kept-parts chunk's styles to the chunks that import it on demand (exported for tests). */
export function linkKeptStyles(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((output): output is StyledChunk => output.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const stylesOf = (chunk: StyledChunk, seen = new Set<string>()): string[] => {
    if (seen.has(chunk.fileName)) return [];
    seen.add(chunk.fileName);
    const own = [...(chunk.viteMetadata?.importedCss ?? [])];
    const imported = chunk.imports.flatMap((file) => {
      const dependency = byFile.get(file);
      return dependency ? stylesOf(dependency, seen) : [];
    });
    return [...own, ...imported];
  };
  for (const chunk of chunks) {
    for (const file of chunk.dynamicImports) {
      const kept = byFile.get(file);
      if (!kept?.facadeModuleId || !KEPT_PARTS.test(kept.facadeModuleId) || !chunk.viteMetadata) continue;
      for (const css of stylesOf(kept)) chunk.viteMetadata.importedCss.add(css);
    }
  }
}
