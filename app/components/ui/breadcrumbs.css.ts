import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const nav = style({ marginBottom: vars.space.md });
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const item = style({ display: "inline-flex", alignItems: "center" });
globalStyle(`${item} + ${item}::before`, {
  content: "'/'",
  margin: `0 ${vars.space.sm}`,
  color: vars.color.roseStrong,
});
export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 32,
  color: vars.color.textMuted,
  textDecoration: "none",
  ":hover": { color: vars.color.accent, textDecoration: "underline" },
});
