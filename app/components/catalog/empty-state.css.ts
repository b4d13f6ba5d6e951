import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const empty = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: "center",
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.roseStrong}`,
});

export const art = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 96,
  height: 96,
  marginBottom: vars.space.sm,
  borderRadius: "50%",
  background: `radial-gradient(circle at 30% 30%, ${vars.color.surface} 0%, ${vars.color.rose} 70%)`,
  color: vars.color.accent,
});

export const ring = style({
  position: "absolute",
  inset: -10,
  borderRadius: "50%",
  border: `1px solid ${vars.color.roseStrong}`,
});

export const spark = style({
  position: "absolute",
  top: -4,
  right: -6,
  color: vars.color.focus,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const text = style({ maxWidth: "42ch", color: vars.color.textMuted });
