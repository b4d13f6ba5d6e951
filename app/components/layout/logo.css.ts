import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const logo = style({
  fontFamily: vars.font.display,
  fontSize: "1.75rem",
  fontWeight: 600,
  letterSpacing: "-0.02em",
  color: vars.color.text,
  display: "inline-flex",
  alignItems: "flex-end",
  lineHeight: 1,
});

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: "50%",
  background: vars.color.accent,
  marginLeft: 3,
  marginBottom: 5,
});
