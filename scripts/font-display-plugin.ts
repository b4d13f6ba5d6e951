import type { Plugin } from "vite";

/**
 * The web fonts (Fontsource's stylesheets) with `font-display: optional` instead of `swap`: a font
 * that has not arrived by the first paint is not swapped in later, so text never reflows under the
 * visitor (Lighthouse measured a layout shift of 0.14–0.16 on the main and masters pages from the
 * swap alone). The next page, with the font cached, shows it. Decision 023.
 */
export function fontDisplayOptional(): Plugin {
  return {
    name: "maistry:font-display-optional",
    enforce: "pre",
    transform(code, id) {
      if (!/@fontsource(-variable)?\/.+\.css$/.test(id.split("?")[0] ?? "")) return null;
      return { code: code.replaceAll("font-display: swap", "font-display: optional"), map: null };
    },
  };
}
