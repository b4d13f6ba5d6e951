import { globalFontFace } from "@vanilla-extract/css";

/**
 * Local fonts drawn to the web fonts' measure, for the moment before Manrope and Playfair Display
 * arrive (they load with `font-display: swap` and are not preloaded: decision 025). A fallback
 * face scaled to the web font's average letter width, with its ascent and descent, takes the same
 * room, so the swap redraws letters without moving lines. The vertical overrides are the web
 * font's own and hold whichever local file is found; the width needs a local font of known
 * width, hence one face per family of local fonts.
 *
 * Metrics (font units: ascent, descent, units per em, average width of a latin text) are
 * Capsize's (`@capsizecss/metrics`), the same figures Next.js and Fontaine use for this.
 */
interface Metrics {
  ascent: number;
  descent: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

const manrope: Metrics = { ascent: 2132, descent: -600, unitsPerEm: 2000, xWidthAvg: 920 };
const playfairDisplay: Metrics = { ascent: 1082, descent: -251, unitsPerEm: 1000, xWidthAvg: 452 };
/** Arial; Helvetica, Roboto and Liberation Sans have the same average width (within 0.5%). */
const arial: Metrics = { ascent: 1854, descent: -434, unitsPerEm: 2048, xWidthAvg: 913 };
/** Georgia (Windows, Apple). */
const georgia: Metrics = { ascent: 1878, descent: -449, unitsPerEm: 2048, xWidthAvg: 913 };
/** Noto Serif (Android, most Linux), with the same width as DejaVu Serif's narrower cousins. */
const notoSerif: Metrics = { ascent: 1069, descent: -293, unitsPerEm: 1000, xWidthAvg: 481 };

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The `@font-face` descriptors that make `local` take `web`'s room. */
export function fallbackDescriptors(web: Metrics, local: Metrics) {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(web.ascent / web.unitsPerEm / sizeAdjust),
    descentOverride: percent(Math.abs(web.descent) / web.unitsPerEm / sizeAdjust),
    lineGapOverride: "0%",
  };
}

const localSources = (names: string[]) => names.map((name) => `local("${name}")`).join(", ");

export const BODY_FALLBACK = "Manrope Fallback";
export const DISPLAY_FALLBACK = "Playfair Display Fallback";
export const DISPLAY_FALLBACK_NOTO = "Playfair Display Fallback Noto";

globalFontFace(BODY_FALLBACK, {
  src: localSources(["Arial", "ArialMT", "Helvetica", "Roboto", "Liberation Sans"]),
  ...fallbackDescriptors(manrope, arial),
});
globalFontFace(DISPLAY_FALLBACK, {
  src: localSources(["Georgia"]),
  ...fallbackDescriptors(playfairDisplay, georgia),
});
globalFontFace(DISPLAY_FALLBACK_NOTO, {
  src: localSources(["Noto Serif", "NotoSerif", "Droid Serif"]),
  ...fallbackDescriptors(playfairDisplay, notoSerif),
});
