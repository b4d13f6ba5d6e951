import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const wrapper = style({ display: "grid", gap: vars.space.sm });

export const map = style({
  position: "relative",
  height: 380,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  border: `1px solid ${vars.color.border}`,
  background: `repeating-linear-gradient(45deg, ${vars.color.surfaceMuted} 0 12px, #efe7e1 12px 24px)`,
  zIndex: 0,
});

export const placeholder = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: "center",
  color: vars.color.accent,
  fontWeight: 600,
});

export const pin = style({
  width: 28,
  height: 28,
  borderRadius: "50% 50% 50% 0",
  transform: "rotate(-45deg)",
  background: vars.color.accent,
  border: "3px solid #fff",
  boxShadow: vars.shadow.card,
});

export const link = style({
  justifySelf: "start",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 44,
  fontWeight: 700,
  color: vars.color.accent,
});
