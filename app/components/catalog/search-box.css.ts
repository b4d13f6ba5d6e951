import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const box = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  width: "100%",
  maxWidth: 640,
  padding: 4,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  transition: "border-color 150ms ease, box-shadow 150ms ease",
  selectors: {
    "&:focus-within": { borderColor: vars.color.accent, boxShadow: `0 0 0 3px ${vars.color.rose}` },
  },
});

export const icon = style({
  position: "absolute",
  left: 18,
  display: "inline-flex",
  color: vars.color.textMuted,
  pointerEvents: "none",
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: "0 8px 0 46px",
  border: 0,
  background: "transparent",
  fontSize: vars.fontSize.md,
  outline: "none",
  "::placeholder": { color: vars.color.textMuted, opacity: 0.8 },
  selectors: { "&::-webkit-search-cancel-button": { cursor: "pointer" } },
});

export const submit = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: 6,
  minWidth: 44,
  minHeight: 44,
  padding: "0 14px",
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  transition: "background 150ms ease",
  ":hover": { background: vars.color.accentHover },
  "@media": { [media.tablet]: { padding: "0 22px" } },
});

export const submitIcon = style({ "@media": { [media.tablet]: { display: "none" } } });

export const submitText = style({
  "@media": {
    "screen and (max-width: 767.98px)": {
      position: "absolute",
      width: 1,
      height: 1,
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
  },
});
