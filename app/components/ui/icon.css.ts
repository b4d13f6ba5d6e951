import { style } from "@vanilla-extract/css";

/** How every icon of the sprite is drawn (its symbols are bare paths). */
export const icon = style({
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.6,
  strokeLinecap: "round",
  strokeLinejoin: "round",
});
