import manropeCyrillic from "@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url";
import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import playfairCyrillic from "@fontsource-variable/playfair-display/files/playfair-display-cyrillic-wght-normal.woff2?url";
import playfairLatin from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";

/**
 * Latin and cyrillic in both fonts, on every page whatever its language: the catalog's own texts
 * (lesson titles, masters' names) are Ukrainian, Russian and Polish side by side on every page.
 */
const FILES = [manropeLatin, playfairLatin, manropeCyrillic, playfairCyrillic];

/**
 * The fonts requested with the document instead of after its stylesheet: these subsets are
 * `font-display: optional` (decision 023), so they are shown only when they arrive with the first
 * paint, and preloading is what makes them arrive in time.
 */
export function FontPreloads() {
  return FILES.map((href) => (
    <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
  ));
}
