import { style } from "@vanilla-extract/css";
import { ICON_STROKE_WIDTH } from "./icon-paths";

/** How every icon of the sprite is drawn (its symbols are bare paths). */
export const icon = style({
  fill: "none",
  stroke: "currentColor",
  strokeWidth: ICON_STROKE_WIDTH,
  strokeLinecap: "round",
  strokeLinejoin: "round",
});
