import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: 48,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  letterSpacing: "0.01em",
  textDecoration: "none",
  cursor: "pointer",
  transition: "background 150ms ease, color 150ms ease, border-color 150ms ease",
  selectors: {
    "&:disabled, &[aria-disabled='true']": { opacity: 0.55, cursor: "not-allowed" },
    "&[data-loading]": { cursor: "progress" },
  },
});

/** The two button looks of SPEC §2: filled, and link style. */
export const filledButton = style([
  base,
  {
    border: `1px solid ${vars.color.accent}`,
    background: vars.color.accent,
    color: vars.color.accentContrast,
    ":hover": { background: vars.color.accentHover, borderColor: vars.color.accentHover },
  },
]);

export const outlineButton = style([
  base,
  {
    border: `1px solid ${vars.color.text}`,
    background: "transparent",
    color: vars.color.text,
    ":hover": { background: vars.color.text, color: "#fff" },
  },
]);

export const linkButton = style([
  base,
  {
    border: 0,
    background: "transparent",
    color: vars.color.accent,
    padding: 0,
    minHeight: 44,
    ":hover": { textDecoration: "underline" },
  },
]);
