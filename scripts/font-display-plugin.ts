import type { Plugin } from "vite";

/**
 * Fontsource's faces with `font-display: optional` instead of `swap`: a web font that has not
 * arrived when text is first drawn is not swapped in on that page, so text never moves under the
 * visitor. Until it is cached (the next page) the text is drawn in a local font made to the web
 * font's measure (app/styles/font-fallbacks.css.ts). With `swap` Lighthouse measured layout
 * shifts of 0.06–0.16 on the list pages even with those measured fallbacks: a line that wraps one
 * word sooner moves everything below it. Decision 025.
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
