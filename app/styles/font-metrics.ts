/**
 * Font metrics for the local fallback faces (app/styles/font-fallbacks.css.ts), in font units:
 * ascent, descent, units per em and the average width of a latin text. They are Capsize's
 * (`@capsizecss/metrics`), the figures Next.js and Fontaine use for the same purpose.
 */
export interface Metrics {
  ascent: number;
  descent: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

export const manrope: Metrics = { ascent: 2132, descent: -600, unitsPerEm: 2000, xWidthAvg: 920 };
export const playfairDisplay: Metrics = { ascent: 1082, descent: -251, unitsPerEm: 1000, xWidthAvg: 452 };
/** Arial; Helvetica, Roboto and Liberation Sans have the same average width (within 0.5%). */
export const arial: Metrics = { ascent: 1854, descent: -434, unitsPerEm: 2048, xWidthAvg: 913 };
/** Georgia (Windows, Apple). */
export const georgia: Metrics = { ascent: 1878, descent: -449, unitsPerEm: 2048, xWidthAvg: 913 };
/** Times New Roman and Liberation Serif, its metric twin on Linux. */
export const timesNewRoman: Metrics = { ascent: 1825, descent: -443, unitsPerEm: 2048, xWidthAvg: 832 };
/** Noto Serif (Android). */
export const notoSerif: Metrics = { ascent: 1069, descent: -293, unitsPerEm: 1000, xWidthAvg: 481 };

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
