import { globalStyle, style } from "@vanilla-extract/css";
import { filledButton, outlineButton } from "~/components/ui/button.css";
import { vars } from "~/styles/theme.css";

/** The back-office's messages: a filter row, then one card per question. */
export const filters = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const filter = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  ":hover": { borderColor: vars.color.roseStrong },
  selectors: {
    '&[aria-current="page"]': { background: vars.color.text, borderColor: vars.color.text, color: "#fff" },
  },
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
});

export const cardHeader = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
  alignItems: "flex-start",
});

export const who = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  overflowWrap: "anywhere",
});

export const contacts = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${contacts} a`, {
  color: vars.color.accent,
  fontWeight: 600,
  overflowWrap: "anywhere",
  display: "inline-flex",
  alignItems: "center",
  minHeight: 32,
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const body = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  lineHeight: 1.55,
});

export const cardFooter = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
});
globalStyle(`${cardFooter} > p`, { margin: 0, fontSize: vars.fontSize.sm });

export const primary = filledButton;
export const secondary = outlineButton;
