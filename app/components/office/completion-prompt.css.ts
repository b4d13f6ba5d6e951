import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { container } from "~/styles/utilities.css";

/** A card in the page's flow, under the site header: nothing is covered. */
export const notice = style({
  background: `radial-gradient(120% 160% at 100% 0%, ${vars.color.rose} 0%, transparent 60%), ${vars.color.surface}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  marginBottom: vars.space.md,
  "@media": { [media.tablet]: { marginBottom: vars.space.lg } },
});

/** Where a page without a column of its own (the own master page) puts it: at the top. */
export const slot = style([container, { paddingTop: vars.space.md }]);

export const inner = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  "@media": { [media.tablet]: { gap: vars.space.md, padding: vars.space.lg } },
});

export const head = style({ display: "flex", gap: vars.space.md, alignItems: "flex-start" });

export const badge = style({
  width: 44,
  height: 44,
  flexShrink: 0,
  borderRadius: "50%",
  // Phones keep the room for the text.
  display: "none",
  "@media": { [media.tablet]: { display: "flex" } },
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.surface,
  color: vars.color.accent,
  boxShadow: vars.shadow.card,
});

export const headText = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });

export const title = style({
  fontFamily: vars.font.display,
  fontSize: "clamp(1.25rem, 1.05rem + 0.9vw, 1.6rem)",
  lineHeight: 1.2,
});

export const text = style({
  color: vars.color.textMuted,
  maxWidth: "72ch",
  fontSize: vars.fontSize.sm,
});

export const listLabel = style({ fontWeight: 700, fontSize: vars.fontSize.sm });

/** Phones: a wrapping row of named links; wider: cards with a hint each. */
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  "@media": {
    [media.tablet]: { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(210px, 1fr))" },
  },
});

export const part = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 44,
  height: "100%",
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  textDecoration: "none",
  transition: "border-color 150ms ease, background 150ms ease",
  ":hover": { borderColor: vars.color.roseStrong, background: vars.color.surface },
  "@media": {
    [media.tablet]: { borderRadius: vars.radius.md, padding: `${vars.space.sm} ${vars.space.md}` },
  },
});

export const partIcon = style({
  width: 32,
  height: 32,
  flexShrink: 0,
  borderRadius: "50%",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.rose,
  color: vars.color.accent,
});

export const partText = style({ flex: 1, minWidth: 0, display: "grid", gap: 2 });
export const partTitle = style({ fontWeight: 700, fontSize: vars.fontSize.sm });
export const partHint = style({
  display: "none",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.4,
  "@media": { [media.tablet]: { display: "block" } },
});
export const partArrow = style({
  flexShrink: 0,
  color: vars.color.accent,
  display: "none",
  "@media": { [media.tablet]: { display: "block" } },
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.lg}`,
});
globalStyle(`${actions} form`, { margin: 0 });
