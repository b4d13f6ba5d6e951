import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const section = style({
  display: "grid",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  "@media": { [media.tablet]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.lg}` } },
});

export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, fontWeight: 600 });

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 2 });

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 48,
  borderRadius: vars.radius.sm,
  selectors: { "&[data-current]": { background: vars.color.rose } },
});

/** The step: its time and title; a link to its moment for whoever may watch the full video. */
export const step = style({
  flex: "1 1 auto",
  minWidth: 0,
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.sm,
  minHeight: 48,
  padding: `12px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  overflowWrap: "anywhere",
  selectors: { "a&:hover": { color: vars.color.accent } },
});
globalStyle(`a${step}:hover > span:last-child`, { textDecoration: "underline" });

export const time = style({
  flexShrink: 0,
  minWidth: "3.5em",
  fontVariantNumeric: "tabular-nums",
  fontWeight: 700,
  color: vars.color.accent,
});

/** "Repeat": a toggle (aria-pressed), filled while its step loops. */
export const repeat = style({
  flexShrink: 0,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.accent, color: vars.color.accent },
    '&[aria-pressed="true"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentContrast,
    },
  },
});
globalStyle(`${repeat} svg`, { verticalAlign: "middle" });
