import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fontDisplayOptional } from "../../../scripts/font-display-plugin";
import { FontPreloads } from "./font-preloads";

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? "");

describe("web fonts", () => {
  it("preloads the files each language draws with", () => {
    const en = renderToStaticMarkup(<FontPreloads locale="en" />);
    expect(en).toContain('as="font" type="font/woff2" crossorigin="anonymous"');
    expect(hrefs(en).map((href) => /(manrope|playfair-display)-(latin|cyrillic)/.exec(href)?.[0])).toEqual([
      "manrope-latin",
      "playfair-display-latin",
    ]);
    const uk = hrefs(renderToStaticMarkup(<FontPreloads locale="uk" />));
    expect(uk.filter((href) => href.includes("cyrillic-wght"))).toHaveLength(2);
    const pl = hrefs(renderToStaticMarkup(<FontPreloads locale="pl" />));
    expect(pl.filter((href) => href.includes("latin-ext-wght"))).toHaveLength(2);
  });

  it("are never swapped in after the first paint (Fontsource's stylesheets only)", () => {
    const plugin = fontDisplayOptional();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const css = "@font-face { font-family: 'Manrope Variable'; font-display: swap; }";
    expect(transform(css, "/n/node_modules/@fontsource-variable/manrope/wght.css")?.code).toContain(
      "font-display: optional",
    );
    expect(transform(css, "/app/styles/other.css")).toBeNull();
  });
});
