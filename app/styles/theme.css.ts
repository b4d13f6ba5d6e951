import { createGlobalTheme } from "@vanilla-extract/css";
import {
  BODY_FALLBACK,
  DISPLAY_FALLBACK,
  DISPLAY_FALLBACK_NOTO,
  DISPLAY_FALLBACK_TIMES,
} from "./font-fallbacks.css";

/** Design tokens: one place for colours, type, spacing, radii and layout constants (SPEC §9). */
export const vars = createGlobalTheme(":root", {
  color: {
    background: "#faf6f2",
    surface: "#ffffff",
    surfaceMuted: "#f3ece6",
    text: "#1f1a1c",
    textMuted: "#6b5f63",
    border: "#e6dcd5",
    accent: "#7a2848",
    accentHover: "#5f1c37",
    accentContrast: "#ffffff",
    rose: "#f4dfe3",
    roseStrong: "#e9c3cb",
    success: "#2f6b4f",
    successSoft: "#e3f1e9",
    danger: "#a3282d",
    dangerSoft: "#f8e3e3",
    overlay: "rgba(31, 26, 28, 0.55)",
    focus: "#b0476f",
  },
  font: {
    body: `'Manrope Variable', '${BODY_FALLBACK}', system-ui, -apple-system, sans-serif`,
    display: `'Playfair Display', '${DISPLAY_FALLBACK}', '${DISPLAY_FALLBACK_NOTO}', '${DISPLAY_FALLBACK_TIMES}', serif`,
  },
  fontSize: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    xxl: "clamp(1.75rem, 1.2rem + 2vw, 2.5rem)",
    // 28 px on a 375 px phone, where the longest one-word titles ("Qualifikationsnachweis") must fit.
    hero: "clamp(1.75rem, 0.82rem + 3.98vw, 4rem)",
  },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2.5rem",
    xxl: "4rem",
  },
  radius: { sm: "8px", md: "14px", lg: "24px", pill: "999px" },
  shadow: {
    card: "0 1px 2px rgba(31, 26, 28, 0.04), 0 8px 24px rgba(31, 26, 28, 0.06)",
    menu: "0 12px 40px rgba(31, 26, 28, 0.16)",
  },
  layout: {
    contentWidth: "1180px",
    headerHeight: "80px",
    modalWidth: "700px",
    progressHeight: "4px",
  },
});

/** Breakpoints of SPEC §9: desktop from 1100 px, the sub-menus collapse below 1080 px. */
export const media = {
  desktop: "screen and (min-width: 1100px)",
  wideMenu: "screen and (min-width: 1080px)",
  narrowMenu: "screen and (max-width: 1079.98px)",
  tablet: "screen and (min-width: 768px)",
  laptop: "screen and (min-width: 1024px)",
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;
