import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** The back-office's content editors: language fields, the icon picker, the category tree. */

/** The eight language fields: one column on phones, two from tablets, four on wide laptops. */
export const languageGrid = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
});

/** Fields two by two from tablets (links, phone and email, latitude and longitude). */
export const pairGrid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "start",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.fontSize.md,
});

/** A language's code after its name in a label. */
export const code = style({
  color: vars.color.textMuted,
  fontWeight: 400,
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

export const form = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

/** The select and, beside it, the chosen icon. */
export const iconRow = style({ display: "flex", gap: vars.space.sm, alignItems: "center" });
export const iconPreview = style({
  flex: "none",
  width: 48,
  height: 48,
  display: "grid",
  placeItems: "center",
  borderRadius: vars.radius.sm,
  background: vars.color.rose,
  color: vars.color.accent,
});

export const textarea = style({
  minHeight: 320,
  resize: "vertical",
  fontFamily: "inherit",
  lineHeight: 1.5,
  "@media": { [media.tablet]: { minHeight: 480 } },
});

export const hintList = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: "1.2em" });

/** The category tree: a card per category, its sub-categories listed inside. */
export const tree = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });

export const treeItem = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { padding: vars.space.lg } },
});

/** One line of the tree: icon, titles, key and position, then its links. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: vars.space.sm,
  alignItems: "center",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "auto minmax(0, 1fr) auto" },
  },
});

export const rowIcon = style({
  width: 44,
  height: 44,
  display: "grid",
  placeItems: "center",
  borderRadius: vars.radius.sm,
  background: vars.color.rose,
  color: vars.color.accent,
});

export const rowText = style({ display: "grid", gap: 2, minWidth: 0 });
export const rowTitle = style({ fontWeight: 700, overflowWrap: "anywhere" });
export const rowMeta = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});

export const rowLinks = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { gridColumn: "auto", justifyContent: "flex-end" } },
});

/** A link or button in the tree and the lists: small, but a 44 px target. */
export const smallAction = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  ":hover": { borderColor: vars.color.roseStrong },
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const subList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.rose}`,
  "@media": { [media.tablet]: { marginInlineStart: 22, paddingInlineStart: vars.space.lg } },
});

/** Language tabs (links) above a page's form. */
export const tabs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
globalStyle(`${tabs} a`, {
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  minWidth: 44,
  justifyContent: "center",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${tabs} a[aria-current="page"]`, {
  background: vars.color.accent,
  borderColor: vars.color.accent,
  color: vars.color.accentContrast,
});

export const back = style({ justifySelf: "start" });

/** A brand's row's usage: "used by 3 lessons, 2 profiles". */
export const usage = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
