import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { visuallyHidden } from "~/styles/utilities.css";

/** The top-up form: a card beside (wide screens) or under (phones) the balance card. */
export const card = style({
  display: "grid",
  gap: vars.space.md,
  alignContent: "start",
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  "@media": { [media.tablet]: { padding: vars.space.xl } },
});

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** "Test payments": a small warning-coloured pill, visible whenever no real money moves. */
export const testBadge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  padding: "4px 12px",
  borderRadius: vars.radius.pill,
  background: "#fdf1d8",
  color: "#7a4b00",
  border: "1px solid #f0d49a",
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  lineHeight: 1.35,
  maxWidth: "100%",
  justifySelf: "start",
});
globalStyle(`${testBadge}::before`, {
  content: "''",
  width: 7,
  height: 7,
  borderRadius: "50%",
  flexShrink: 0,
  background: "currentColor",
});

export const form = style({ display: "grid", gap: vars.space.md });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: "grid", gap: 6 });
export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.sm, padding: 0, marginBottom: 6 });

/** The preset amounts: radio buttons drawn as pills, four in a row (two by two on small phones). */
export const presets = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const presetInput = style([visuallyHidden]);

export const presetLabel = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: 48,
  padding: "0 8px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
  cursor: "pointer",
  transition: "background 150ms ease, border-color 150ms ease, color 150ms ease",
  ":hover": { borderColor: vars.color.accent, color: vars.color.accent },
});
globalStyle(`${presetInput}:checked + ${presetLabel}`, {
  background: vars.color.accent,
  borderColor: vars.color.accent,
  color: vars.color.accentContrast,
});
globalStyle(`${presetInput}:focus-visible + ${presetLabel}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: 2,
});

export const formError = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const submit = style({ width: "100%" });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const unavailable = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The balance tab with the form: the two cards side by side from tablets up. */
export const summary = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [media.laptop]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

/** The test payment page: the amount, large. */
export const amount = style({
  fontFamily: vars.font.display,
  fontSize: "clamp(2.5rem, 1.8rem + 3vw, 3.5rem)",
  lineHeight: 1.1,
  fontVariantNumeric: "tabular-nums",
  color: vars.color.accent,
});

export const actions = style({ display: "grid", gap: vars.space.sm, justifyItems: "center" });
export const back = style({
  color: vars.color.accent,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});
