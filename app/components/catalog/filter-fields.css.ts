import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const field = style({ display: "grid", gap: 0 });

export const choices = style({ listStyle: "none", margin: 0, padding: 0, display: "grid" });

export const scroll = style({
  maxHeight: 500,
  overflowY: "auto",
  overscrollBehavior: "contain",
  paddingInline: 8,
  marginInline: -8,
  display: "grid",
  gap: vars.space.xs,
});

// A choice is a label around its radio and text. Lists hold up to a hundred of them, so they are
// styled from their list rather than by a class on each label and radio (~40 bytes a choice).
const choice = (rest = "") => `${choices} label${rest}, ${scroll} > label${rest}`;
globalStyle(choice(), {
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 40,
  padding: "2px 8px",
  marginInline: -8,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  lineHeight: 1.3,
});
globalStyle(choice(":hover"), { background: vars.color.surfaceMuted });
globalStyle(choice(":has(input:checked)"), { color: vars.color.accent, fontWeight: 600 });
globalStyle(choice(" input"), {
  width: 20,
  height: 20,
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.accent,
});

export const choiceGroup = style({ display: "grid" });

export const groupTitle = style({
  marginTop: vars.space.sm,
  fontSize: "0.6875rem",
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

const control = {
  width: "100%",
  minHeight: 44,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  transition: "border-color 150ms ease, box-shadow 150ms ease",
  ":focus": { outline: "none", borderColor: vars.color.accent, boxShadow: `0 0 0 3px ${vars.color.rose}` },
} as const;

export const select = style({ ...control, padding: "8px 12px", cursor: "pointer" });

export const range = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.sm });
export const rangeEnd = style({ display: "grid", gap: 4, minWidth: 0 });
export const rangeLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const unitWrap = style({ position: "relative", display: "block" });
export const unit = style({
  position: "absolute",
  left: 12,
  top: "50%",
  transform: "translateY(-50%)",
  color: vars.color.textMuted,
  pointerEvents: "none",
});
export const number = style({
  ...control,
  padding: "8px 10px",
  selectors: { "&[data-unit]": { paddingLeft: 26 } },
});
