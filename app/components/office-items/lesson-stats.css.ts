import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** The master's totals of a lesson's viewers (decision 043). */
export const stats = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
  margin: 0,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const figure = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: 2,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});

export const figureLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
});

export const stop = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const stopLabel = style({ color: vars.color.textMuted, fontWeight: 600 });
