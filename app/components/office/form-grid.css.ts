import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** Fields of an office form: one column on phones, two from tablets. Give a field
 *  `className={fullRow}` (or wrap it) to span both columns (descriptions, uploads). */
export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: vars.space.lg },
  },
});

/** A child of `formGrid` that spans the whole row. */
export const fullRow = style({ gridColumn: "1 / -1", minWidth: 0 });

/** A group of fields inside a form (a `<fieldset>`), with `fieldsetTitle` as its `<legend>`. */
export const fieldset = style({
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  display: "grid",
  gap: vars.space.md,
});

export const fieldsetTitle = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
});

/** The row of buttons at the end of a form: stacked full width on phones, right-aligned from tablets. */
export const formActions = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  marginTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  "@media": {
    [media.tablet]: {
      flexDirection: "row",
      justifyContent: "flex-end",
      alignItems: "center",
      flexWrap: "wrap",
    },
  },
});
globalStyle(`${formActions} > *`, { minHeight: 48 });

/** A list of items (activities, portfolio works, certificates, lessons) with edit/delete actions. */
export const itemList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
});

/** One item of `itemList`: content on the left, actions (`itemActions`) on the right or below. */
export const itemCard = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  transition: "border-color 150ms ease, box-shadow 150ms ease",
  ":hover": { borderColor: vars.color.roseStrong },
  "@media": { [media.tablet]: { padding: `${vars.space.md} ${vars.space.lg}`, flexWrap: "nowrap" } },
});

/** The thumbnail of an item (a 4:5 photo or poster). */
export const itemThumb = style({
  width: 64,
  aspectRatio: "4 / 5",
  flexShrink: 0,
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

/** The text of an item: a title and a muted meta line. */
export const itemBody = style({ flex: "1 1 12rem", minWidth: 0, display: "grid", gap: 4 });
export const itemTitle = style({ fontWeight: 700, overflowWrap: "anywhere" });
export const itemMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The item's buttons (edit, delete), each at least 44 px high. */
export const itemActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  marginInlineStart: "auto",
});
globalStyle(`${itemActions} > a, ${itemActions} > button, ${itemActions} form > button`, { minHeight: 44 });

/** A small status badge (draft, published…). `data-tone="success" | "muted" | "danger"` changes its colour. */
export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  alignSelf: "start",
  justifySelf: "start",
  gap: 4,
  padding: "2px 10px",
  borderRadius: vars.radius.pill,
  background: vars.color.rose,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.02em",
  selectors: {
    '&[data-tone="success"]': { background: vars.color.successSoft, color: vars.color.success },
    '&[data-tone="muted"]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    '&[data-tone="danger"]': { background: vars.color.dangerSoft, color: vars.color.danger },
  },
});

/** A calm empty state inside a section ("no activities yet" + a button). */
export const emptyBox = style({
  display: "grid",
  justifyItems: "center",
  textAlign: "center",
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.md}`,
  border: `1px dashed ${vars.color.roseStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.textMuted,
});

/** The small pill links and buttons of an item's row (edit, delete, open, untie…); each adds its colours. */
export const pillAction = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  whiteSpace: "nowrap",
});
