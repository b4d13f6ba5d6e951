import { describe, expect, it } from "vitest";
import { fontDisplayOptional } from "./font-display-plugin";

describe("web fonts", () => {
  const transform = fontDisplayOptional().transform as (code: string, id: string) => { code: string } | null;
  const face = (file: string) =>
    `@font-face {\n  font-family: 'Manrope Variable';\n  font-display: swap;\n  src: url(./files/${file}) format('woff2-variations');\n}`;

  it("never swaps a Fontsource face in after the first paint", () => {
    const css = [face("manrope-latin-wght-normal.woff2"), face("manrope-latin-ext-wght-normal.woff2")].join(
      "\n",
    );
    const out = transform(css, "/n/node_modules/@fontsource-variable/manrope/wght.css")?.code ?? "";
    expect(out.match(/font-display: \w+/g)).toEqual(["font-display: optional", "font-display: optional"]);
  });

  it("leaves other stylesheets alone", () => {
    expect(transform(face("x.woff2"), "/app/styles/other.css")).toBeNull();
  });
});
