import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { container } from "~/styles/utilities.css";

// A tab's heading and its count badge are the master page's section heading and count.
export { count, sectionTitle as panelTitle } from "~/components/catalog/master-profile.css";

/** The owner's tabs under the hero of their own master page. */
export const tabsBar = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

// Phones: the four tabs in two rows of two; wider screens: one row.
export const tabs = style([
  container,
  {
    listStyle: "none",
    margin: "0 auto",
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    paddingInline: vars.space.sm,
    "@media": { [media.tablet]: { display: "flex", gap: vars.space.sm, paddingInline: vars.space.lg } },
  },
]);

export const tab = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: 8,
  minHeight: 52,
  padding: "0 12px",
  borderBottom: "3px solid transparent",
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  whiteSpace: "nowrap",
  transition: "color 150ms ease, border-color 150ms ease",
  ":hover": { color: vars.color.text },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.accent, borderBottomColor: vars.color.accent },
  },
  "@media": { [media.tablet]: { minHeight: 60, padding: "0 16px" } },
});

/** The content of tabs 2–4. */
export const panel = style([
  container,
  { paddingTop: vars.space.xl, display: "grid", gap: vars.space.lg, alignContent: "start" },
]);

export const panelHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const panelLead = style({ color: vars.color.textMuted, maxWidth: "60ch", marginTop: vars.space.xs });

export const headButton = style({
  width: "100%",
  "@media": { [media.tablet]: { width: "auto" } },
});

/** A lesson of "my lessons": the catalog card with its status and an edit button under it. */
export const lessonItem = style({
  display: "grid",
  // The cards of a row keep one height; the status and the button sit under each.
  gridTemplateRows: "1fr auto",
  gap: vars.space.sm,
  minWidth: 0,
});

// Phones (two narrow cards a row): the status above a full-width edit button; wider: one row.
export const lessonMeta = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space.sm,
  "@media": {
    [media.tablet]: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      justifyContent: "space-between",
    },
  },
});

export const status = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  padding: "3px 10px",
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  selectors: {
    '&[data-published="true"]': { background: vars.color.successSoft, color: vars.color.success },
  },
});
export const statusDot = style({ width: 7, height: 7, borderRadius: "50%", background: "currentColor" });

export const editLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  justifySelf: "stretch",
  gap: 6,
  minHeight: 44,
  padding: "0 14px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  ":hover": { borderColor: vars.color.accent, color: vars.color.accent },
});

/** The balance: the amount on a soft card, the history under it. */
export const balanceCard = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  color: vars.color.accentContrast,
  background: `radial-gradient(120% 160% at 100% 0%, #a3466d 0%, transparent 60%), linear-gradient(160deg, ${vars.color.accent}, #4d1830)`,
  boxShadow: vars.shadow.menu,
  "@media": { [media.tablet]: { padding: vars.space.xl, maxWidth: 520 } },
});
export const balanceLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.1em",
  textTransform: "uppercase",
  opacity: 0.85,
});
export const balanceAmount = style({
  fontFamily: vars.font.display,
  fontSize: "clamp(2.25rem, 1.6rem + 3vw, 3.25rem)",
  lineHeight: 1.1,
  fontVariantNumeric: "tabular-nums",
});
export const balanceNote = style({ fontSize: vars.fontSize.sm, opacity: 0.85 });

export const historyTitle = style({ fontSize: vars.fontSize.xl });

export const history = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

export const entry = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: `2px ${vars.space.md}`,
  alignItems: "center",
  padding: `${vars.space.md} ${vars.space.lg}`,
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
});
export const entryKind = style({ fontWeight: 700 });
export const entryMeta = style({ gridColumn: 1, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const entryAmount = style({
  gridColumn: 2,
  gridRow: "1 / span 2",
  fontWeight: 800,
  fontVariantNumeric: "tabular-nums",
  selectors: { '&[data-sign="+"]': { color: vars.color.success } },
});

export const historyEmpty = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.roseStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
});
globalStyle(`${historyEmpty} strong`, { color: vars.color.text, fontSize: vars.fontSize.lg });
