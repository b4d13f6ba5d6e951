import { globalFontFace } from "@vanilla-extract/css";
import {
  arial,
  fallbackDescriptors,
  georgia,
  manrope,
  notoSerif,
  playfairDisplay,
  timesNewRoman,
} from "./font-metrics";

/**
 * Local fonts drawn to the web fonts' measure. Manrope and Playfair Display are not preloaded and
 * are `font-display: optional` (decision 025): on a first visit over a slow line a page is drawn
 * in these until the fonts are cached. Scaled to the web font's average letter width, with its
 * ascent and descent, a fallback face takes the same room, so the page looks and wraps nearly as
 * it will with the brand fonts. The vertical overrides hold whichever local file is found; the
 * width needs a local font of known width, hence one face per family of local fonts.
 */
const localSources = (names: string[]) => names.map((name) => `local("${name}")`).join(", ");

export const BODY_FALLBACK = "Manrope Fallback";
export const DISPLAY_FALLBACK = "Playfair Display Fallback";
export const DISPLAY_FALLBACK_NOTO = "Playfair Display Fallback Noto";
export const DISPLAY_FALLBACK_TIMES = "Playfair Display Fallback Times";

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
globalFontFace(DISPLAY_FALLBACK_TIMES, {
  src: localSources(["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif"]),
  ...fallbackDescriptors(playfairDisplay, timesNewRoman),
});
