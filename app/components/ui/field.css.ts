import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const field = style({ display: "grid", gap: 6, minWidth: 0, alignContent: "start" });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const input = style({
  width: "100%",
  minHeight: 48,
  padding: "10px 14px",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  transition: "border-color 150ms ease, box-shadow 150ms ease",
  ":focus": { outline: "none", borderColor: vars.color.accent, boxShadow: `0 0 0 3px ${vars.color.rose}` },
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, background: "#fffafa" },
  },
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: 600,
  display: "flex",
  gap: 6,
  alignItems: "flex-start",
});
globalStyle(`${error}::before`, {
  content: "'!'",
  display: "inline-flex",
  width: 18,
  height: 18,
  flexShrink: 0,
  borderRadius: "50%",
  background: vars.color.danger,
  color: "#fff",
  fontSize: 12,
  alignItems: "center",
  justifyContent: "center",
  marginTop: 2,
});

export const checkboxRow = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start" });
// 24 px: WCAG 2.2 AA's smallest target (2.5.8); the label is a target too, the box alone must be.
export const checkbox = style({
  width: 24,
  height: 24,
  marginTop: 1,
  accentColor: vars.color.accent,
  flexShrink: 0,
});
export const checkboxLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${checkboxLabel} a`, { color: vars.color.accent, fontWeight: 600 });
