import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** The lesson's questions and answers (decision 046), under the reviews. */
export const section = style({
  display: "grid",
  gap: vars.space.md,
  marginTop: vars.space.xl,
  scrollMarginTop: vars.layout.headerHeight,
});
export const head = style({ display: "flex", alignItems: "baseline", gap: vars.space.sm, flexWrap: "wrap" });
export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const note = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.roseStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
});
globalStyle(`${note} > svg`, { color: vars.color.accent, flexShrink: 0 });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const question = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  scrollMarginTop: vars.layout.headerHeight,
  "@media": { [media.tablet]: { padding: vars.space.lg } },
  selectors: { "&[data-hidden]": { borderStyle: "dashed", background: vars.color.surfaceMuted } },
});
export const byline = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const author = style({ fontWeight: 700 });
export const date = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const body = style({ display: "grid", gap: vars.space.sm, overflowWrap: "anywhere" });
globalStyle(`${body} > p`, { margin: 0, whiteSpace: "pre-line" });

export const answers = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
});
export const answer = style({
  display: "grid",
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  background: vars.color.background,
  borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0`,
  selectors: { "&[data-hidden]": { borderInlineStartStyle: "dashed", opacity: 0.8 } },
});
export const role = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.accent,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});
export const hiddenMark = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
  fontWeight: 600,
  margin: 0,
});

export const tools = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "start" });
/** "Answer" and "Hide": a disclosure each, a form inside (works without JavaScript). */
export const disclosure = style({ flex: "1 1 100%" });
export const summary = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  cursor: "pointer",
  color: vars.color.accent,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});
export const form = style({ display: "grid", gap: vars.space.sm, marginTop: vars.space.sm });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const askCard = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.roseStrong}`,
  boxShadow: vars.shadow.card,
  "@media": { [media.tablet]: { padding: vars.space.lg } },
});
export const askTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  lineHeight: 1.25,
});
export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const pager = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md });
export const pagerLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  color: vars.color.accent,
  fontWeight: 600,
});
