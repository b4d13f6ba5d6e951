import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The top-up and test payment pages: one narrow column, centred. */
export const column = style({
  maxWidth: 520,
  margin: "0 auto",
  display: "grid",
  gap: vars.space.lg,
  justifyItems: "stretch",
});

export const back = style({
  justifySelf: "center",
  color: vars.color.accent,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});
