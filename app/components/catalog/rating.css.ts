import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const rating = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
  color: vars.color.textMuted,
  whiteSpace: "nowrap",
  selectors: {
    '&[data-size="md"]': { fontSize: vars.fontSize.sm },
    '&[data-size="lg"]': { fontSize: vars.fontSize.md, gap: 8 },
  },
});

export const stars = style({
  width: "5.6em",
  height: "1.12em",
  flexShrink: 0,
  selectors: { [`${rating}[data-size="lg"] &`]: { width: "6.4em", height: "1.28em" } },
});

export const empty = style({ fill: vars.color.roseStrong });
export const filled = style({ fill: vars.color.accent });

export const value = style({ fontWeight: 700, color: vars.color.text });
export const count = style({ color: vars.color.textMuted });
