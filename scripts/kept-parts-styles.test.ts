import type { OutputBundle } from "rolldown";
import { describe, expect, it } from "vitest";
import { linkKeptStyles } from "./kept-parts-styles";

/** A made-up client bundle: file → its facade module, static and on-demand imports and styles. */
function bundle(
  chunks: Record<string, { facade?: string; imports?: string[]; dynamic?: string[]; css?: string[] }>,
) {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, chunk]) => [
      fileName,
      {
        type: "chunk",
        fileName,
        facadeModuleId: chunk.facade ?? null,
        imports: chunk.imports ?? [],
        dynamicImports: chunk.dynamic ?? [],
        viteMetadata: { importedCss: new Set(chunk.css ?? []) },
      },
    ]),
  ) as unknown as OutputBundle;
}
const css = (output: OutputBundle, file: string) => [
  ...(output[file] as unknown as { viteMetadata: { importedCss: Set<string> } }).viteMetadata.importedCss,
];

describe("linkKeptStyles", () => {
  it("gives a page the styles of the parts it keeps as HTML, and of what they import", () => {
    const output = bundle({
      "lesson.js": {
        css: ["lesson.css"],
        dynamic: ["kept-parts.js", "lesson-forms.js"],
        imports: ["shell.js"],
      },
      "kept-parts.js": { facade: "/app/components/lesson/kept-parts.ts", imports: ["parts.js"] },
      "parts.js": { css: ["styles.css"], imports: ["shell.js"] },
      "shell.js": { css: ["shell.css"] },
      "lesson-forms.js": { facade: "/app/components/lesson/lesson-forms.tsx", css: ["forms.css"] },
    });
    linkKeptStyles(output);
    expect(css(output, "lesson.js")).toEqual(["lesson.css", "styles.css", "shell.css"]);
  });

  it("leaves the styles of other parts loaded on demand to their chunk", () => {
    const output = bundle({
      "lesson.js": { css: ["lesson.css"], dynamic: ["lesson-forms.js"] },
      "lesson-forms.js": { facade: "/app/components/lesson/lesson-forms.tsx", css: ["forms.css"] },
    });
    linkKeptStyles(output);
    expect(css(output, "lesson.js")).toEqual(["lesson.css"]);
  });
});
