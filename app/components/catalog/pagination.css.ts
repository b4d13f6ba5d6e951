import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const nav = style({ marginTop: vars.space.xl, display: "flex", justifyContent: "center" });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  alignItems: "center",
  gap: 4,
  "@media": { [media.tablet]: { gap: vars.space.sm } },
});

export const item = style({
  // On phones with many pages only the first, the current and the last are numbered (prev/next do the rest).
  selectors: { "&[data-far]": { display: "none" } },
  "@media": { [media.tablet]: { selectors: { "&[data-far]": { display: "list-item" } } } },
});

const target = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 44,
  minHeight: 44,
  borderRadius: vars.radius.pill,
  textDecoration: "none",
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  fontVariantNumeric: "tabular-nums",
  transition: "background 150ms ease, color 150ms ease",
} as const;

export const number = style({
  ...target,
  padding: "0 8px",
  selectors: {
    "&:hover": { background: vars.color.rose, color: vars.color.accent },
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.accentContrast },
  },
});

export const step = style({
  ...target,
  gap: 4,
  padding: "0 10px",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    "&:hover": { borderColor: vars.color.accent, color: vars.color.accent },
    '&[aria-disabled="true"]': { opacity: 0.4, pointerEvents: "none" },
  },
  "@media": { [media.tablet]: { padding: "0 16px" } },
});

// Phones show the arrows alone; the words stay for screen readers.
export const stepText = style({
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

export const gap = style({
  minWidth: 24,
  textAlign: "center",
  color: vars.color.textMuted,
});
