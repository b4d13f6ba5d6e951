import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** The become-teacher and proof-of-qualification pages: the page text and the application beside a side card. */
export const body = style({
  maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.lg})`,
  marginInline: "auto",
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  display: "grid",
  gap: vars.space.xl,
  "@media": {
    [media.tablet]: { paddingTop: vars.space.xxl },
    [media.laptop]: {
      gridTemplateColumns: "minmax(0, 1fr) 320px",
      gap: vars.space.xxl,
      alignItems: "start",
    },
  },
});

export const main = style({ display: "grid", gap: vars.space.xl, minWidth: 0 });

export const aside = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": {
    [media.laptop]: { position: "sticky", top: `calc(${vars.layout.headerHeight} + ${vars.space.lg})` },
  },
});

/** The card that holds the form, the sign-in call or the status. */
export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.lg,
  minWidth: 0,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  "@media": { [media.tablet]: { padding: vars.space.xl } },
});

export const panelHeader = style({ display: "grid", gap: vars.space.sm });

export const eyebrow = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});

export const panelTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  lineHeight: 1.25,
  "@media": { [media.tablet]: { fontSize: "1.75rem" } },
});

export const panelLead = style({ margin: 0, color: vars.color.textMuted, maxWidth: "60ch" });

export const buttons = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
globalStyle(`${buttons} > *`, { minHeight: 48, flex: "1 1 12rem" });
globalStyle(`${buttons} > *`, { "@media": { [media.tablet]: { flex: "0 0 auto" } } });

/** The status of the user's application: a coloured band with an icon, a title and what comes next. */
export const status = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.sm,
  alignItems: "start",
  padding: vars.space.md,
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "auto minmax(0, 1fr)",
      gap: vars.space.md,
      padding: vars.space.lg,
    },
  },
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  selectors: {
    '&[data-status="pending"]': { background: vars.color.rose },
    '&[data-status="approved"]': { background: vars.color.successSoft },
    '&[data-status="rejected"]': { background: vars.color.surfaceMuted },
  },
});

export const statusIcon = style({
  display: "grid",
  placeItems: "center",
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.accent,
  selectors: {
    [`${status}[data-status="approved"] &`]: { color: vars.color.success },
  },
});

export const statusBody = style({ display: "grid", gap: vars.space.sm, minWidth: 0 });
export const statusTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.lg });
export const statusText = style({ margin: 0 });
export const statusMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const noteLabel = style({
  display: "block",
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  marginBottom: 4,
});

export const form = style({ display: "grid", gap: vars.space.lg });

export const textarea = style({ minHeight: "9rem", resize: "vertical", fontFamily: "inherit" });

/** The side card: how it works, or the user's current level. */
export const sideCard = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.md,
});

export const sideTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
});

export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  counterReset: "step",
});

export const step = style({
  display: "grid",
  gridTemplateColumns: "32px minmax(0, 1fr)",
  gap: vars.space.sm,
  alignItems: "start",
  counterIncrement: "step",
  "::before": {
    content: "counter(step)",
    display: "grid",
    placeItems: "center",
    width: 32,
    height: 32,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    color: vars.color.accent,
    fontWeight: 700,
    fontSize: vars.fontSize.sm,
  },
});

export const levelBadge = style({
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.sm,
  margin: 0,
});

export const levelNumber = style({
  fontFamily: vars.font.display,
  fontSize: "3rem",
  lineHeight: 1,
  color: vars.color.accent,
  fontWeight: 600,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** The six levels: a numbered ladder. */
export const levels = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.md } },
});

export const level = style({
  display: "grid",
  gridTemplateColumns: "44px minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-current="true"]': { borderColor: vars.color.accent, background: vars.color.rose },
  },
});

export const levelMark = style({
  display: "grid",
  placeItems: "center",
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  background: vars.color.rose,
  color: vars.color.accent,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  selectors: {
    [`${level}[data-current="true"] &`]: { background: vars.color.accent, color: vars.color.accentContrast },
  },
});

export const levelName = style({ margin: 0, fontWeight: 700 });
export const levelText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  "@media": { [media.tablet]: { fontSize: "1.75rem" } },
});

export const section = style({ display: "grid", gap: vars.space.md });

/** The side card's jump to the form: only where the card stands beside the form (laptops). */
globalStyle(`${sideCard} > a`, {
  display: "none",
  "@media": { [media.laptop]: { display: "inline-flex" } },
});
