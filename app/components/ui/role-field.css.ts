import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });

export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.sm, marginBottom: vars.space.sm });

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space.xs,
});

export const options = style({
  display: "grid",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { gridTemplateColumns: "1fr 1fr" } },
});

/** One answer: the whole card is its label (a large target), marked when chosen or refused. */
export const option = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `2px ${vars.space.sm}`,
  alignItems: "start",
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 48,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: "pointer",
  transition: "border-color 150ms ease, box-shadow 150ms ease, background 150ms ease",
  selectors: {
    "&:has(input:checked)": {
      borderColor: vars.color.accent,
      background: `color-mix(in srgb, ${vars.color.rose} 45%, ${vars.color.surface})`,
    },
    "&:has(input:focus-visible)": { boxShadow: `0 0 0 3px ${vars.color.rose}` },
    "[data-invalid] &": { borderColor: vars.color.danger },
  },
});

// 24 px: WCAG 2.2 AA's smallest target (2.5.8), as the consent checkbox (the card is a target too).
export const radio = style({
  width: 24,
  height: 24,
  margin: "1px 0 0",
  accentColor: vars.color.accent,
  gridRow: "1 / span 2",
});
globalStyle(`${radio}:focus-visible`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 });

export const title = style({ fontWeight: 700, fontSize: vars.fontSize.md, lineHeight: 1.35 });
export const text = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: 1.45 });
