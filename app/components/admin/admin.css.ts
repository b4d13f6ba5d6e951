import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/**
 * The back-office's look: a plain working surface in the site's tokens — a section list beside
 * (laptops) or above (phones) the work, cards, tables that become stacked rows on phones.
 */
export const shell = style({
  maxWidth: vars.layout.contentWidth,
  marginInline: "auto",
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
  display: "grid",
  gap: vars.space.lg,
  "@media": {
    [media.laptop]: { gridTemplateColumns: "230px minmax(0, 1fr)", alignItems: "start", gap: vars.space.xl },
  },
});

export const main = style({ minWidth: 0, display: "grid", gap: vars.space.lg, alignContent: "start" });

export const heading = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: 600,
  lineHeight: 1.15,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: "65ch" });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const stats = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))",
});

export const stat = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { borderColor: vars.color.roseStrong },
});

export const statValue = style({ fontFamily: vars.font.display, fontSize: "2rem", fontWeight: 600 });
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A table on laptops; on phones each row is a card with its cells stacked (labels from data-label). */
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
globalStyle(`${table} th`, {
  textAlign: "start",
  fontWeight: 700,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} td`, {
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
  overflowWrap: "anywhere",
});
globalStyle(`${table} thead`, {
  "@media": { "screen and (max-width: 767.98px)": { display: "none" } },
});
globalStyle(`${table} tr`, {
  "@media": {
    "screen and (max-width: 767.98px)": {
      display: "grid",
      gap: vars.space.xs,
      padding: `${vars.space.md} 0`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${table} td`, {
  "@media": { "screen and (max-width: 767.98px)": { border: 0, padding: 0 } },
});
globalStyle(`${table} td[data-label]::before`, {
  "@media": {
    "screen and (max-width: 767.98px)": {
      content: "attr(data-label) ': '",
      fontWeight: 700,
      color: vars.color.textMuted,
    },
  },
});

export const muted = style({ color: vars.color.textMuted });

/** Dates and usernames stay whole (the cells break long words anywhere: "р." alone, "s|taff"). */
export const nowrap = style({ whiteSpace: "nowrap" });

/** An audit action's code under its name: whole (the cells break long words anywhere), smaller. */
export const code = style({
  color: vars.color.textMuted,
  fontSize: "0.85em",
  overflowWrap: "normal",
  whiteSpace: "nowrap",
});

export const badge = style({
  display: "inline-block",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  whiteSpace: "nowrap",
  selectors: {
    '&[data-tone="success"]': { background: vars.color.successSoft, color: vars.color.success },
    '&[data-tone="danger"]': { background: vars.color.dangerSoft, color: vars.color.danger },
    '&[data-tone="accent"]': { background: vars.color.rose, color: vars.color.accent },
  },
});

/** A row of small forms and links (approve / reject, deactivate / make staff). */
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

/** Fields side by side where there is room. */
export const fieldRow = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
  alignItems: "start",
});

export const searchForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });

export const pager = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md });

export const empty = style({ margin: 0, color: vars.color.textMuted, padding: `${vars.space.lg} 0` });

export const pre = style({
  margin: 0,
  whiteSpace: "pre-wrap",
  fontFamily: "inherit",
  overflowWrap: "anywhere",
});

/** "12 users matching …" above a result table. */
export const resultCount = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.textMuted,
});

export const strong = style({ fontWeight: 700 });

export const numeric = style({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

/** A small pill button for the actions in a table row (44 px high: a touch target). */
export const smallButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  cursor: "pointer",
  whiteSpace: "nowrap",
  textDecoration: "none",
  ":hover": { borderColor: vars.color.text },
  selectors: {
    '&[data-tone="danger"]': { color: vars.color.danger, borderColor: vars.color.dangerSoft },
    '&[data-tone="danger"]:hover': { background: vars.color.dangerSoft, borderColor: vars.color.danger },
    '&[data-tone="primary"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentContrast,
    },
    '&[data-tone="primary"]:hover': { background: vars.color.accentHover },
  },
});

/** The search box above a list: the field grows, the button keeps its size. */
export const searchField = style({ flex: "1 1 240px", display: "grid", gap: vars.space.xs, minWidth: 0 });
export const searchLabel = style({ fontWeight: 700, fontSize: vars.fontSize.sm });
export const searchInput = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  font: "inherit",
  color: vars.color.text,
  width: "100%",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
});

export const pagerLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  fontWeight: 700,
  color: vars.color.accent,
});
export const pagerStatus = style({
  alignSelf: "center",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A definition list of an item's facts (the lesson page). */
export const facts = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${facts} dt`, { fontWeight: 700, color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: "anywhere" });

/** A multi-line text field (a reason). */
export const textarea = style([
  searchInput,
  { minHeight: 120, padding: vars.space.md, resize: "vertical", lineHeight: 1.5 },
]);

export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});
export const formGrid = style({ display: "grid", gap: vars.space.sm, maxWidth: "60ch" });
export const searchFieldNarrow = style([searchField, { flex: "0 1 200px" }]);

/** The cell that carries most text (a user's name, username and email): it gets the room. */
export const wideCell = style({ "@media": { [media.tablet]: { minWidth: 220 } } });
