import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fontDisplayOptional } from "../../../scripts/font-display-plugin";
import { FontPreloads } from "./font-preloads";

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? "");

describe("web fonts", () => {
  it("preloads latin and cyrillic of both fonts (the catalog mixes both on every page)", () => {
    const html = renderToStaticMarkup(<FontPreloads />);
    expect(html).toContain('as="font" type="font/woff2" crossorigin="anonymous"');
    expect(
      hrefs(html).map((href) => /(manrope|playfair-display)-(latin|cyrillic)-wght/.exec(href)?.[0]),
    ).toEqual([
      "manrope-latin-wght",
      "playfair-display-latin-wght",
      "manrope-cyrillic-wght",
      "playfair-display-cyrillic-wght",
    ]);
  });

  it("never swaps a preloaded subset in after the first paint; the rare subsets still swap", () => {
    const plugin = fontDisplayOptional();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const face = (file: string) =>
      `@font-face {\n  font-family: 'Manrope Variable';\n  font-display: swap;\n  src: url(./files/${file}) format('woff2-variations');\n}`;
    const css = [
      face("manrope-latin-wght-normal.woff2"),
      face("manrope-cyrillic-wght-normal.woff2"),
      face("manrope-latin-ext-wght-normal.woff2"),
    ].join("\n");
    const out = transform(css, "/n/node_modules/@fontsource-variable/manrope/wght.css")?.code ?? "";
    expect(out.match(/font-display: \w+/g)).toEqual([
      "font-display: optional",
      "font-display: optional",
      "font-display: swap",
    ]);
    expect(transform(css, "/app/styles/other.css")).toBeNull();
  });
});
