import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const main = style({ flex: 1, outline: "none" });

export const skipLink = style({
  position: "fixed",
  top: 8,
  left: 8,
  zIndex: 300,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: "#fff",
  transform: "translateY(-200%)",
  ":focus": { transform: "none" },
});
