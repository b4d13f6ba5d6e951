import { style } from "@vanilla-extract/css";
import { maskIcon } from "~/components/ui/mask-icon";
import { media, vars } from "~/styles/theme.css";

/**
 * Phones: a side portrait beside the name, the details below across the card.
 * From tablets on: the classic 4:5 portrait card.
 */
export const card = style({
  position: "relative",
  height: "100%",
  display: "grid",
  gridTemplateColumns: "112px minmax(0, 1fr)",
  gridTemplateAreas: '"photo head" "details details"',
  alignContent: "start",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflow: "hidden",
  transition: "box-shadow 200ms ease, transform 200ms ease",
  selectors: {
    "&:hover": { boxShadow: "0 2px 4px rgba(31, 26, 28, 0.05), 0 16px 36px rgba(31, 26, 28, 0.1)" },
    "&:focus-within": { boxShadow: `0 0 0 3px ${vars.color.focus}` },
  },
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "minmax(0, 1fr)",
      gridTemplateAreas: '"photo" "head" "details"',
      gridTemplateRows: "auto auto 1fr",
      gap: vars.space.sm,
      padding: `0 0 ${vars.space.lg}`,
      selectors: { "&:hover": { transform: "translateY(-2px)" } },
    },
    [media.reducedMotion]: { transition: "none", selectors: { "&:hover": { transform: "none" } } },
  },
});

export const photo = style({
  gridArea: "photo",
  position: "relative",
  aspectRatio: "4 / 5",
  overflow: "hidden",
  borderRadius: vars.radius.sm,
  background: `linear-gradient(160deg, ${vars.color.rose}, ${vars.color.roseStrong})`,
  "@media": { [media.tablet]: { borderRadius: 0, marginBottom: vars.space.sm } },
});

export const image = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  display: "block",
  transition: "transform 400ms ease",
  selectors: { [`${card}:hover &`]: { transform: "scale(1.03)" } },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const initial = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  fontFamily: vars.font.display,
  fontSize: "2.75rem",
  color: vars.color.accent,
  "@media": { [media.tablet]: { fontSize: "4.5rem" } },
});

/** The qualification level as a small seal on the portrait (spelled out in the details). */
export const levelBadge = style({
  position: "absolute",
  top: vars.space.sm,
  right: vars.space.sm,
  width: 30,
  height: 30,
  borderRadius: "50%",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: "rgba(255, 255, 255, 0.92)",
  color: vars.color.accent,
  fontFamily: vars.font.display,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  boxShadow: "0 2px 8px rgba(31, 26, 28, 0.18)",
  "@media": { [media.tablet]: { width: 38, height: 38, fontSize: vars.fontSize.lg } },
});

export const head = style({
  gridArea: "head",
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: 2,
  "@media": { [media.tablet]: { paddingInline: vars.space.md } },
});

export const teacher = style({
  alignSelf: "flex-start",
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  marginBottom: 4,
  padding: "2px 10px 2px 6px",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.02em",
  "::before": maskIcon("award", 16),
});

export const name = style({
  fontSize: vars.fontSize.lg,
  lineHeight: 1.25,
  overflowWrap: "anywhere",
  "@media": { [media.tablet]: { fontSize: vars.fontSize.xl } },
});

/** The name link stretches over the whole card, so the card is one big target and one link. */
export const link = style({
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&::after": { content: "''", position: "absolute", inset: 0, zIndex: 1 },
    "&:focus-visible": { outline: "none" },
  },
});

export const nickname = style({ color: vars.color.accent, fontWeight: 700, fontSize: vars.fontSize.sm });

export const place = style({
  display: "flex",
  alignItems: "flex-start",
  gap: 4,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
  "::before": maskIcon("map-pin", 16),
});

export const stats = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const views = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  "::before": maskIcon("eye", 16),
});

export const details = style({
  gridArea: "details",
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  "@media": { [media.tablet]: { marginInline: vars.space.md } },
  selectors: { "&:empty": { display: "none" } },
});

export const level = style({ color: vars.color.text, fontWeight: 600 });
export const levelLabel = style({ color: vars.color.textMuted, fontWeight: 500 });

export const skills = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: 6,
});

export const skill = style({
  padding: "4px 10px",
  borderRadius: vars.radius.sm,
  background: vars.color.rose,
  color: vars.color.accentHover,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});

export const brands = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: 600 });
export const more = style({ color: vars.color.accent, whiteSpace: "nowrap" });

/** Master cards in a list beside the filter sidebar: one per row on phones, two on tablets, three wide. */
export const masterGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.lg },
    [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

/** The same with four columns on wide screens, for sections without a sidebar (the main page). */
export const masterGridWide = style([
  masterGrid,
  {
    "@media": {
      [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
      [media.laptop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
    },
  },
]);
