import { style } from "@vanilla-extract/css";
import { iconImage } from "~/components/ui/mask-icon";
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

/** One star, repeated five times across the row by the mask (a few bytes a card, not an SVG). */
const STAR = iconImage("rating-star", { filled: true });

/**
 * Five stars in the light colour, filled to `--rating` (a percentage the element sets) in the
 * accent colour by its `::after`; the mask cuts both to the stars' shapes.
 */
export const stars = style({
  vars: { "--star": "1.12em" },
  position: "relative",
  display: "inline-block",
  flexShrink: 0,
  width: "calc(5 * var(--star))",
  height: "var(--star)",
  background: vars.color.roseStrong,
  WebkitMaskImage: STAR,
  maskImage: STAR,
  WebkitMaskSize: "var(--star) var(--star)",
  maskSize: "var(--star) var(--star)",
  WebkitMaskRepeat: "repeat-x",
  maskRepeat: "repeat-x",
  // High-contrast modes would paint both colours over: the number beside the stars still reads.
  forcedColorAdjust: "none",
  "::after": {
    content: '""',
    position: "absolute",
    inset: "0 auto 0 0",
    width: "var(--rating, 0%)",
    background: vars.color.accent,
  },
  selectors: { [`${rating}[data-size="lg"] &`]: { vars: { "--star": "1.28em" } } },
});

export const value = style({ fontWeight: 700, color: vars.color.text });
export const count = style({ color: vars.color.textMuted });
