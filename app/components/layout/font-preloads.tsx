import manropeCyrillic from "@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url";
import manropeLatinExt from "@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2?url";
import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import playfairCyrillic from "@fontsource-variable/playfair-display/files/playfair-display-cyrillic-wght-normal.woff2?url";
import playfairLatinExt from "@fontsource-variable/playfair-display/files/playfair-display-latin-ext-wght-normal.woff2?url";
import playfairLatin from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";
import type { Locale } from "~/i18n/locales";

/** The font files a page in each language draws its text with (digits and punctuation are latin). */
const FILES: Record<Locale, string[]> = {
  uk: [manropeLatin, playfairLatin, manropeCyrillic, playfairCyrillic],
  ru: [manropeLatin, playfairLatin, manropeCyrillic, playfairCyrillic],
  pl: [manropeLatin, playfairLatin, manropeLatinExt, playfairLatinExt],
  en: [manropeLatin, playfairLatin],
  de: [manropeLatin, playfairLatin],
  fr: [manropeLatin, playfairLatin],
  it: [manropeLatin, playfairLatin],
  es: [manropeLatin, playfairLatin],
};

/**
 * The page's fonts requested with the document instead of after its stylesheet: the fonts are
 * `font-display: optional` (decision 023), so they are shown only when they arrive with the first
 * paint, and preloading is what makes them arrive in time.
 */
export function FontPreloads({ locale }: { locale: Locale }) {
  return FILES[locale].map((href) => (
    <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
  ));
}
