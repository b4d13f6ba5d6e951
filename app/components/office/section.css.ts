import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** The card every office section renders in (inside the layout's main column). */
export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: `${vars.space.lg} ${vars.space.md}`,
  minWidth: 0,
  "@media": { [media.tablet]: { padding: vars.space.xl } },
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
  marginBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({ minWidth: 0, flex: "1 1 16rem", display: "grid", gap: vars.space.sm });

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.15,
  fontWeight: 600,
  overflowWrap: "anywhere",
});

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md, maxWidth: "60ch" });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
});

// One column that never grows past the card (a long option in a select must not widen the page).
export const body = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  minWidth: 0,
});
