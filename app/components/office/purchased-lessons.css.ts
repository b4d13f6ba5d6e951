import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * A purchased lesson: its card, and under it how far the buyer got (decision 043) and the refund
 * while it may be asked for (decision 049). The two rows are the list's own (subgrid), so the cards
 * of a row are one height and their progress lines stand level, whatever the titles' length or
 * an opened refund under one of them.
 */
export const item = style({
  display: "grid",
  gridRow: "span 2",
  gridTemplateRows: "subgrid",
  rowGap: vars.space.sm,
  alignContent: "start",
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

/** Under the card: the progress line and, while it may be asked for, the refund. */
export const below = style({
  display: "grid",
  gap: vars.space.xs,
  alignContent: "start",
});

export const refund = style({
  fontSize: vars.fontSize.sm,
});

export const refundSummary = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  color: vars.color.textMuted,
  cursor: "pointer",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  selectors: { "&:hover": { color: vars.color.text } },
});

export const refundLead = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  lineHeight: 1.5,
});
