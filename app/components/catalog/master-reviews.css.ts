import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const summary = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const card = style({
  display: "grid",
  gridTemplateRows: "auto 1fr auto",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const date = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** Five lines at most: the whole text is on the lesson's page. */
export const text = style({
  color: vars.color.text,
  whiteSpace: "pre-line",
  display: "-webkit-box",
  WebkitLineClamp: 5,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const foot = style({
  display: "grid",
  gap: 2,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});

export const author = style({ fontWeight: 700 });

export const lesson = style({
  color: vars.color.accent,
  fontWeight: 600,
  textDecoration: "none",
  overflowWrap: "anywhere",
  ":hover": { textDecoration: "underline" },
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: 4 },
});
