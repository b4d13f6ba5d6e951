import { globalStyle, style } from "@vanilla-extract/css";
import { outlineButton } from "~/components/ui/button.css";
import { media, vars } from "~/styles/theme.css";
import { container } from "~/styles/utilities.css";

export const hero = style({
  position: "relative",
  overflow: "hidden",
  background: `radial-gradient(90% 120% at 90% 10%, ${vars.color.rose} 0%, transparent 60%), radial-gradient(60% 80% at 0% 100%, #efe4dc 0%, transparent 70%), ${vars.color.background}`,
});

export const heroInner = style([
  container,
  {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: vars.space.xl,
    paddingBlock: `${vars.space.xl} ${vars.space.xxl}`,
    "@media": {
      [media.laptop]: { gridTemplateColumns: "1.1fr 0.9fr", alignItems: "center", paddingBlock: "6rem" },
    },
  },
]);

export const heroText = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.14em",
  textTransform: "uppercase",
  color: vars.color.accent,
});
export const eyebrowLight = style([eyebrow, { color: vars.color.roseStrong }]);

/** A short measure for the display size; a phone's narrow column already is one. */
export const heroTitle = style({
  fontSize: vars.fontSize.hero,
  "@media": { [media.tablet]: { maxWidth: "14ch" } },
});
export const heroLead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: "52ch" });
export const heroActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const heroFacts = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
globalStyle(`${heroFacts} li::before`, {
  content: "'✦'",
  color: vars.color.accent,
  marginRight: vars.space.sm,
});

// Two by two on phones: four tiles in a row left ~60 px for a category's name ("Augenbrauen").
export const heroArt = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: vars.space.md },
    [media.laptop]: { gridTemplateColumns: "1fr 1fr", transform: "rotate(-2deg)" },
  },
});

export const artTile = style({
  aspectRatio: "16 / 9",
  minWidth: 0,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  selectors: {
    '&[data-tone="0"]': { background: "linear-gradient(160deg, #f6d5dc, #e7b3c0)" },
    '&[data-tone="1"]': { background: "linear-gradient(160deg, #efe2d3, #d9c0a4)" },
    '&[data-tone="2"]': { background: "linear-gradient(160deg, #7a2848, #4d1830)", color: "#fff" },
    '&[data-tone="3"]': { background: "linear-gradient(160deg, #f3ece6, #e3d6cc)" },
  },
  "@media": {
    [media.tablet]: { aspectRatio: "3 / 4" },
    [media.laptop]: { aspectRatio: "4 / 5", padding: vars.space.lg, borderRadius: vars.radius.lg },
  },
});
// The collage staggers on wide screens.
globalStyle(`${artTile}:nth-child(even)`, { "@media": { [media.laptop]: { marginTop: vars.space.xl } } });

export const artIcon = style({
  width: 40,
  height: 40,
  "@media": { [media.laptop]: { width: 60, height: 60 } },
  borderRadius: "50%",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: "rgba(255,255,255,0.55)",
  color: vars.color.accent,
});

export const artLabel = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.md,
  lineHeight: 1.15,
  overflowWrap: "break-word",
  hyphens: "auto",
  "@media": {
    [media.tablet]: { fontSize: vars.fontSize.lg },
    [media.laptop]: { fontSize: vars.fontSize.xl },
  },
});

export const section = style([container, { paddingBlock: vars.space.xxl }]);

export const sectionHead = style({ marginBottom: vars.space.xl, display: "grid", gap: vars.space.sm });
/** A section's heading with its "all …" link: stacked on phones, side by side from tablets. */
export const sectionHeadRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  columnGap: vars.space.xl,
  marginBottom: vars.space.xl,
});
globalStyle(`${sectionHeadRow} > ${sectionHead}`, { marginBottom: 0, flex: "1 1 28rem" });
export const seeAll = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 44,
  marginTop: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  color: vars.color.accent,
  textDecoration: "none",
  whiteSpace: "nowrap",
  ":hover": { textDecoration: "underline" },
});
/** A soft band behind a section, to rhythm the long page. */
export const tint = style({
  background: `linear-gradient(180deg, ${vars.color.surfaceMuted}, ${vars.color.background})`,
  borderBlock: `1px solid ${vars.color.border}`,
});
export const sectionTitle = style({ fontSize: vars.fontSize.xxl });
export const sectionLead = style({ color: vars.color.textMuted, maxWidth: "60ch" });

export const categoryGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [media.laptop]: { gridTemplateColumns: "repeat(4, 1fr)", gap: vars.space.lg },
  },
});

export const categoryCard = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const categoryHead = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const categoryIcon = style({
  width: 48,
  height: 48,
  flexShrink: 0,
  borderRadius: "50%",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.rose,
  color: vars.color.accent,
});

export const categoryTitle = style({ fontSize: vars.fontSize.xl });
export const categoryLink = style({ textDecoration: "none", ":hover": { color: vars.color.accent } });

export const chips = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: 8,
});

/** A sub-category's way in: a tap target of DESIGN's 44 px (tests/e2e/phone-words.spec.ts). */
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  padding: "0 14px",
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  textDecoration: "none",
  color: vars.color.text,
  ":hover": { background: vars.color.rose, color: vars.color.accent },
});

export const categoryMasters = style({
  marginTop: "auto",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 44,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  color: vars.color.accent,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});

export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});

export const step = style({
  display: "grid",
  gap: vars.space.sm,
  alignContent: "start",
  color: vars.color.textMuted,
});
export const stepNumber = style({
  fontFamily: vars.font.display,
  fontSize: "3rem",
  lineHeight: 1,
  color: vars.color.accent,
});
export const stepTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.text });

export const band = style({ background: "#2a1f24", color: "#f6eef1" });
export const bandInner = style([
  container,
  {
    paddingBlock: vars.space.xxl,
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: vars.space.xl,
    "@media": {
      [media.laptop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", alignItems: "center" },
    },
  },
]);
export const bandTitle = style({
  fontSize: vars.fontSize.xxl,
  margin: `${vars.space.sm} 0 ${vars.space.md}`,
});
export const bandText = style({ color: "#d8c9cf", marginBottom: vars.space.lg, maxWidth: "54ch" });
export const bandButton = style([
  outlineButton,
  { borderColor: "#fff", color: "#fff", ":hover": { background: "#fff", color: vars.color.text } },
]);
export const bandLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  color: "#fff",
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const levels = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  // One column on phones: beside its number a level's name had ~90 px ("Fortgeschrittener Profi").
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const level = style({
  minWidth: 0,
  overflowWrap: "break-word",
  hyphens: "auto",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: "rgba(255,255,255,0.06)",
  border: "1px solid rgba(255,255,255,0.12)",
  fontSize: vars.fontSize.sm,
});

export const levelNumber = style({
  width: 36,
  height: 36,
  flexShrink: 0,
  borderRadius: "50%",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.accent,
  fontWeight: 800,
});
globalStyle(`${artIcon} svg`, {
  width: 22,
  height: 22,
  "@media": { [media.laptop]: { width: 34, height: 34 } },
});
