import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** The staff queues of teacher applications and qualification requests: one card per item. */
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  "@media": { [media.tablet]: { padding: vars.space.lg } },
  selectors: {
    '&[data-status="pending"]': { borderColor: vars.color.roseStrong, boxShadow: vars.shadow.card },
  },
});

export const itemHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const who = style({ display: "grid", gap: 2, minWidth: 0, justifyItems: "start" });
export const name = style({ fontWeight: 700, fontSize: vars.fontSize.lg, overflowWrap: "anywhere" });
export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const facts = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
globalStyle(`${facts} dt`, {
  fontWeight: 700,
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.textMuted,
  marginBottom: 4,
});
globalStyle(`${facts} dd`, { margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const wide = style({ gridColumn: "1 / -1" });

export const links = style({ margin: 0, paddingInlineStart: "1.2em", display: "grid", gap: 4 });
globalStyle(`${links} a`, { overflowWrap: "anywhere" });

export const thumbs = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const thumb = style({
  display: "block",
  width: 96,
  height: 120,
  borderRadius: vars.radius.sm,
  overflow: "hidden",
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});
globalStyle(`${thumb} img`, { width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const decide = style({
  display: "grid",
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const decideFields = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.tablet]: { gridTemplateColumns: "minmax(0, 1fr) 220px", alignItems: "start" } },
});

export const note = style({ minHeight: "5.5rem", resize: "vertical", fontFamily: "inherit" });

export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
globalStyle(`${buttons} > *`, { flex: "1 1 10rem", "@media": { [media.tablet]: { flex: "0 0 auto" } } });

export const rejectButton = style({
  selectors: { "&:hover": { background: vars.color.danger, borderColor: vars.color.danger, color: "#fff" } },
});

export const decision = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: 600,
  selectors: { '&[data-tone="error"]': { background: vars.color.dangerSoft, color: vars.color.danger } },
});

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
