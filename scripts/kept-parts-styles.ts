import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/**
 * A module of parts that a page draws in its first paint but loads apart (decision 055), named
 * `…parts.ts`: those it keeps as the server drew them (`kept-parts.ts`), an owner's (`owner-parts.ts`),
 * the full video tab's steps (`steps-parts.ts`).
 */
export const FIRST_PAINT_PARTS = /[\\/][\w-]*parts\.tsx?$/;

type StyledChunk = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * A page links the styles of the parts it draws in its first paint but loads apart: the server
 * draws them, while their code comes later (the parts kept as HTML) or only for some viewers (an
 * owner's panels). Before Vite writes its manifest, each chunk that imports such parts on demand
 * gets their styles (with those of what they import statically) as its own; React Router links a
 * route's styles from that manifest. Other parts loaded on demand (dialogs, a buyer's forms) bring
 * their styles when they come, as Vite's loader does.
 */
export function keptPartsStyles(): Plugin {
  return {
    name: "maistry:kept-parts-styles",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        linkPartsStyles(bundle as OutputBundle);
      },
    },
  };
}

/** Adds to each chunk the styles of the first-paint parts it imports on demand (exported for tests). */
export function linkPartsStyles(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((output): output is StyledChunk => output.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const stylesOf = (chunk: StyledChunk, seen = new Set<string>()): string[] => {
    if (seen.has(chunk.fileName)) return [];
    seen.add(chunk.fileName);
    const imported = chunk.imports.flatMap((file) => {
      const dependency = byFile.get(file);
      return dependency ? stylesOf(dependency, seen) : [];
    });
    return [...(chunk.viteMetadata?.importedCss ?? []), ...imported];
  };
  // Read from the chunks as Vite made them, then added: the order of the chunks changes nothing.
  const added = chunks.map((chunk) => {
    const parts = chunk.dynamicImports
      .map((file) => byFile.get(file))
      .filter((part): part is StyledChunk => part !== undefined)
      .filter((part) => FIRST_PAINT_PARTS.test(part.facadeModuleId ?? ""));
    return { chunk, styles: parts.flatMap((part) => stylesOf(part)) };
  });
  for (const { chunk, styles } of added) for (const css of styles) chunk.viteMetadata?.importedCss.add(css);
}
