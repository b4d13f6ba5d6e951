import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { visuallyHidden } from "~/styles/utilities.css";

export const chips = style({ marginBottom: vars.space.lg });
export const label = style([visuallyHidden]);

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  minHeight: 44,
  maxWidth: "100%",
  padding: "0 12px 0 16px",
  borderRadius: vars.radius.pill,
  background: vars.color.rose,
  color: vars.color.accent,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  transition: "background 150ms ease",
  ":hover": { background: vars.color.roseStrong },
});

export const clear = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  padding: "0 8px",
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textDecoration: "underline",
  textUnderlineOffset: 3,
  ":hover": { color: vars.color.accent },
});
