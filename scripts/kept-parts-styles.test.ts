import type { OutputBundle } from "rolldown";
import { describe, expect, it } from "vitest";
import { linkPartsStyles } from "./kept-parts-styles";

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

describe("linkPartsStyles", () => {
  it("gives a page the styles of the first-paint parts it loads on demand, and of what they import", () => {
    const output = bundle({
      "lesson.js": {
        css: ["lesson.css"],
        dynamic: ["kept-parts.js", "steps-parts.js", "lesson-forms.js"],
        imports: ["shell.js"],
      },
      "kept-parts.js": { facade: "/app/components/lesson/kept-parts.ts", imports: ["parts.js"] },
      "parts.js": { css: ["styles.css"], imports: ["shell.js"] },
      "shell.js": { css: ["shell.css"], dynamic: ["questions-modal.js", "footer-parts.js"] },
      "steps-parts.js": { facade: "/app/components/lesson/steps-parts.ts", css: ["steps.css"] },
      "lesson-forms.js": { facade: "/app/components/lesson/lesson-forms.ts", css: ["forms.css"] },
      "questions-modal.js": { facade: "/app/components/contact/questions-modal.tsx", css: ["dialog.css"] },
      "footer-parts.js": { facade: "/app/components/layout/kept-parts.ts", css: ["footer.css"] },
    });
    linkPartsStyles(output);
    // A buyer's form and a dialog bring their styles when they come.
    expect(css(output, "lesson.js")).toEqual(["lesson.css", "styles.css", "shell.css", "steps.css"]);
    expect(css(output, "shell.js")).toEqual(["shell.css", "footer.css"]);
  });

  it("takes a part's styles as Vite made them, whatever the order of the chunks", () => {
    const output = bundle({
      "contact.js": { dynamic: ["map.js"] },
      "map.js": { facade: "/app/components/contact/map-parts.ts", css: ["map.css"], dynamic: ["leaflet.js"] },
      "leaflet.js": { facade: "/app/components/contact/leaflet-parts.ts", css: ["leaflet.css"] },
    });
    linkPartsStyles(output);
    expect(css(output, "contact.js")).toEqual(["map.css"]);
  });
});
