import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

export const container = style({
  width: "100%",
  maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.lg})`,
  marginInline: "auto",
  paddingInline: vars.space.lg,
});

/** A wrapper that lays nothing out itself: its children are its parent's grid or flex items. */
export const contents = style({ display: "contents" });
