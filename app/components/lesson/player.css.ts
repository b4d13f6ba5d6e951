import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

const ink = "#120d0f";

/** The player: the picture and, once the script runs, its control bar; what goes full screen. */
export const player = style({
  position: "relative",
  background: ink,
  color: "#fff",
  selectors: {
    "&:fullscreen": { display: "flex", flexDirection: "column", width: "100%", height: "100%" },
  },
});

/** The picture with what is drawn over it (the watermark). */
export const screen = style({
  position: "relative",
  overflow: "hidden",
  selectors: { [`${player}:fullscreen &`]: { flex: 1, minHeight: 0 } },
});

export const video = style({
  display: "block",
  width: "100%",
  aspectRatio: "16 / 9",
  background: ink,
  objectFit: "contain",
  selectors: { [`${player}:fullscreen &`]: { height: "100%", aspectRatio: "auto" } },
});

export const watermark = style({
  position: "absolute",
  pointerEvents: "none",
  userSelect: "none",
  whiteSpace: "nowrap",
  fontSize: "clamp(0.75rem, 0.6rem + 0.8vw, 1.125rem)",
  fontWeight: 700,
  color: "rgba(255, 255, 255, 0.55)",
  textShadow: "0 1px 2px rgba(0, 0, 0, 0.6)",
  transition: "left 1.2s ease, top 1.2s ease",
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.sm}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: ink,
  fontSize: vars.fontSize.sm,
});

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: vars.radius.sm,
  border: 0,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: "rgba(255, 255, 255, 0.12)" },
    "&:focus-visible": { outline: `2px solid #fff`, outlineOffset: "-2px" },
  },
});

export const seek = style({
  flex: "1 1 160px",
  minWidth: "120px",
  height: "44px",
  accentColor: vars.color.roseStrong,
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: "2px solid #fff", outlineOffset: "2px" } },
});

export const time = style({
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  minWidth: "5.5em",
  textAlign: "center",
});

export const choice = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
});

export const select = style({
  height: "36px",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: "1px solid rgba(255, 255, 255, 0.4)",
  background: ink,
  color: "#fff",
  font: "inherit",
  selectors: { "&:focus-visible": { outline: "2px solid #fff", outlineOffset: "1px" } },
});
globalStyle(`${select} option`, { background: ink, color: "#fff" });

export const failure = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

/** "Continuing from m:ss" under the bar, with the way back to the start (decision 043). */
export const resume = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.sm}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: "1px solid rgba(255, 255, 255, 0.12)",
  background: ink,
  color: "rgba(255, 255, 255, 0.85)",
  fontSize: vars.fontSize.sm,
});

export const resumeButton = style({
  minHeight: "36px",
  marginInlineStart: "auto",
  padding: `0 ${vars.space.sm}`,
  border: "1px solid rgba(255, 255, 255, 0.4)",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: "#fff",
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: "rgba(255, 255, 255, 0.12)" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
