import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const banner = style({
  position: "fixed",
  left: "50%",
  bottom: vars.space.md,
  transform: "translateX(-50%)",
  zIndex: 150,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  maxWidth: "calc(100vw - 32px)",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.text,
  color: "#fff",
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.menu,
});
