import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * A purchased lesson: its card, and under it how far the buyer got (decision 043). The card takes
 * the row's height, so every progress line of a row stands at the same height whatever the titles.
 */
export const item = style({
  display: "grid",
  gridTemplateRows: "1fr auto",
  gap: vars.space.sm,
});

export const progress = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: `${vars.space.xs} ${vars.space.sm}`,
});

export const meter = style({
  flexBasis: "100%",
  display: "block",
  height: "6px",
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: "hidden",
});

export const meterFill = style({
  display: "block",
  height: "100%",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  selectors: { '&[data-completed="true"]': { background: vars.color.success } },
});

export const watched = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});

export const action = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  minHeight: "44px",
  color: vars.color.accent,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.accentHover, textDecoration: "underline" },
  },
});
