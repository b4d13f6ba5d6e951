import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { container } from "~/styles/utilities.css";

/** The page and the rose band at its top: the master page, and the personal office (its layout). */
export const page = style({ paddingBottom: vars.space.xxl });

export const hero = style({
  background: `radial-gradient(110% 130% at 100% 0%, ${vars.color.rose} 0%, transparent 55%), radial-gradient(70% 90% at 0% 100%, #efe4dc 0%, transparent 70%), ${vars.color.surfaceMuted}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heroInner = style([
  container,
  {
    paddingBlock: `${vars.space.lg} ${vars.space.xl}`,
    "@media": { [media.tablet]: { paddingBlock: `${vars.space.lg} ${vars.space.xxl}` } },
  },
]);

export const identity = style({
  marginTop: vars.space.lg,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "240px minmax(0, 1fr)", gap: vars.space.xl, alignItems: "start" },
    [media.laptop]: { gridTemplateColumns: "280px minmax(0, 1fr)", gap: vars.space.xxl },
  },
});

export const portrait = style({
  position: "relative",
  width: 132,
  aspectRatio: "4 / 5",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  background: `linear-gradient(160deg, ${vars.color.accent}, #4d1830)`,
  boxShadow: vars.shadow.menu,
  "@media": { [media.tablet]: { width: "100%" } },
});

export const portraitImage = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const initial = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  color: "#fff",
  fontFamily: vars.font.display,
  fontSize: "3.5rem",
  "@media": { [media.tablet]: { fontSize: "6rem" } },
});

export const who = style({ minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });

export const teacher = style({
  alignSelf: "flex-start",
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  padding: "4px 12px 4px 8px",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

export const name = style({ fontSize: vars.fontSize.hero, lineHeight: 1.05, overflowWrap: "anywhere" });
export const nickname = style({ color: vars.color.accent, fontWeight: 700, fontSize: vars.fontSize.lg });

export const facts = style({
  listStyle: "none",
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.sm} ${vars.space.lg}`,
});

export const fact = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
globalStyle(`${fact} svg`, { color: vars.color.accent, flexShrink: 0 });

/** Rating across the first row on phones, reviews and views below; one row from tablets on. */
export const stats = style({
  margin: `${vars.space.sm} 0 0`,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { display: "flex", flexWrap: "wrap", alignItems: "stretch" } },
});

export const stat = style({
  display: "flex",
  flexDirection: "column-reverse",
  justifyContent: "center",
  minHeight: 56,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: "rgba(255, 255, 255, 0.72)",
  border: `1px solid ${vars.color.border}`,
  selectors: { "&[data-wide]": { gridColumn: "1 / -1" } },
  "@media": { [media.tablet]: { minWidth: 110 } },
});
globalStyle(`${stat} dt`, { fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: 600 });
globalStyle(`${stat} dd`, { margin: 0, fontWeight: 800, fontSize: vars.fontSize.lg });

export const aboutLanguage = style({ marginTop: vars.space.sm });

export const about = style({
  marginTop: vars.space.sm,
  maxWidth: "62ch",
  fontSize: vars.fontSize.lg,
  lineHeight: 1.6,
  color: vars.color.text,
  whiteSpace: "pre-line",
});

export const socials = style({
  listStyle: "none",
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const social = style({
  width: 44,
  height: 44,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "50%",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  transition: "background 150ms ease, color 150ms ease",
  ":hover": {
    background: vars.color.accent,
    color: vars.color.accentContrast,
    borderColor: vars.color.accent,
  },
});

export const own = style([
  container,
  { paddingTop: vars.space.xl, display: "grid", gap: vars.space.md, maxWidth: 820, marginInline: "auto" },
]);
export const ownTitle = style({ fontSize: vars.fontSize.xl });
export const details = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "minmax(110px, max-content) 1fr",
  gap: `${vars.space.sm} ${vars.space.lg}`,
});
globalStyle(`${details} dt`, { color: vars.color.textMuted, fontWeight: 600 });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: "anywhere" });

/** In-page links to the sections: a row that scrolls sideways on phones. */
export const sectionNav = style({
  position: "sticky",
  top: vars.layout.headerHeight,
  zIndex: 5,
  background: "rgba(250, 246, 242, 0.94)",
  backdropFilter: "blur(8px)",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sectionLinks = style([
  container,
  {
    listStyle: "none",
    margin: "0 auto",
    display: "flex",
    gap: vars.space.xs,
    overflowX: "auto",
    scrollbarWidth: "none",
    paddingBlock: vars.space.sm,
  },
]);

export const sectionLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  whiteSpace: "nowrap",
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  ":hover": { background: vars.color.rose, color: vars.color.accentHover },
});

export const body = style([container, { display: "grid", gap: vars.space.xxl, paddingTop: vars.space.xl }]);

export const section = style({
  scrollMarginTop: `calc(${vars.layout.headerHeight} + 76px)`,
  display: "grid",
  gap: vars.space.lg,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xxl,
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.sm,
});

export const count = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.accent,
  background: vars.color.rose,
  borderRadius: vars.radius.pill,
  padding: "2px 10px",
  alignSelf: "center",
});

export const sectionLead = style({ color: vars.color.textMuted, maxWidth: "60ch" });

export const videoFrame = style({
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  background: "#1f1a1c",
  boxShadow: vars.shadow.menu,
  maxWidth: 960,
});
export const video = style({ display: "block", width: "100%", aspectRatio: "16 / 9", background: "#1f1a1c" });

export const levelGrid = style({
  display: "grid",
  gap: vars.space.xl,
  "@media": { [media.laptop]: { gridTemplateColumns: "minmax(0, 1.3fr) minmax(0, 1fr)" } },
});

export const levelLead = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.md });

export const ladder = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

// On phones the number sits above the name, so that the longest level names ("Fortgeschrittener",
// "Международный") have the rung's whole width and are never cut (issue 16).
export const rung = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xs,
  minHeight: 64,
  minWidth: 0,
  padding: vars.space.sm,
  overflowWrap: "break-word",
  hyphens: "auto",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    "&[data-reached]": {
      background: vars.color.rose,
      borderColor: vars.color.roseStrong,
      color: vars.color.text,
    },
    '&[aria-current="step"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentContrast,
      boxShadow: vars.shadow.card,
    },
  },
  "@media": { [media.tablet]: { flexDirection: "row", alignItems: "center", gap: vars.space.sm } },
});

export const rungNumber = style({
  flexShrink: 0,
  width: 28,
  height: 28,
  borderRadius: "50%",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  fontFamily: vars.font.display,
  fontWeight: 600,
  fontSize: vars.fontSize.lg,
  background: "rgba(255, 255, 255, 0.7)",
  color: vars.color.accent,
  "@media": { [media.tablet]: { width: 36, height: 36 } },
});
export const rungName = style({
  fontWeight: 600,
  lineHeight: 1.3,
  fontSize: vars.fontSize.xs,
  minWidth: 0,
  "@media": { [media.tablet]: { fontSize: vars.fontSize.sm } },
});

export const subTitle = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  letterSpacing: "0.12em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
  marginBottom: vars.space.md,
});

export const skills = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
});
export const skill = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 52,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 600,
});
export const skillLevel = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.accent,
  background: vars.color.rose,
  borderRadius: vars.radius.pill,
  padding: "4px 10px",
});

export const brands = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  letterSpacing: "0.02em",
  textDecoration: "none",
  selectors: {
    "&[data-link]:hover": {
      borderColor: vars.color.accent,
      color: vars.color.accent,
      background: vars.color.rose,
    },
  },
});

export const activityGroups = style({
  display: "grid",
  gap: vars.space.xl,
  "@media": {
    [media.laptop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: vars.space.xxl },
  },
});
export const activityGroup = style({ minWidth: 0 });

export const timeline = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
});

export const activity = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xs,
  "@media": { [media.tablet]: { gridTemplateColumns: "64px minmax(0, 1fr)", gap: vars.space.md } },
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const year = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  color: vars.color.accent,
  lineHeight: 1.3,
});

export const activityBody = style({ minWidth: 0, display: "grid", gap: vars.space.xs });
export const activityTitle = style({ fontWeight: 800, lineHeight: 1.35 });
export const activityFacts = style({ margin: 0, display: "grid", gap: 2, fontSize: vars.fontSize.sm });
globalStyle(`${activityFacts} > div`, { display: "flex", flexWrap: "wrap", gap: "0 6px" });
globalStyle(`${activityFacts} dt`, { color: vars.color.textMuted });
globalStyle(`${activityFacts} dt::after`, { content: "':'" });
globalStyle(`${activityFacts} dd`, { margin: 0, fontWeight: 600 });
export const activityText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.55,
});

/** A section's heading row: the title and, on the owner's own page, the edit button. */
export const sectionHead = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const editButton = style({
  width: 44,
  height: 44,
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "50%",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.accent,
  boxShadow: vars.shadow.card,
  transition: "background 150ms ease, color 150ms ease, border-color 150ms ease",
  ":hover": {
    background: vars.color.accent,
    borderColor: vars.color.accent,
    color: vars.color.accentContrast,
  },
});

/** An empty section on the owner's page: what belongs there and the button to add it. */
export const addBox = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.roseStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
});
globalStyle(`${addBox} p`, { flex: "1 1 16rem", maxWidth: "60ch" });

/** The owner's buttons in the hero: edit the profile, the social networks. */
export const ownerActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  marginTop: vars.space.md,
});

export const ownerLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  minHeight: 44,
  color: vars.color.accent,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});

/** The owner's compact hero on tabs 2–4. */
export const compactInner = style([container, { paddingBlock: `${vars.space.lg} ${vars.space.lg}` }]);

export const compactIdentity = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
});

/**
 * A master's round photo, or the initial of the name on the brand gradient without one: the
 * owner's compact hero here and the personal office's header (each sets its own size).
 */
export const roundAvatar = style({
  flexShrink: 0,
  overflow: "hidden",
  borderRadius: "50%",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: `linear-gradient(160deg, ${vars.color.accent}, #4d1830)`,
  color: "#fff",
  fontFamily: vars.font.display,
  boxShadow: `0 0 0 3px ${vars.color.surface}, ${vars.shadow.card}`,
});

export const compactAvatar = style([
  roundAvatar,
  { width: 64, height: 64, fontSize: "1.75rem", "@media": { [media.tablet]: { width: 72, height: 72 } } },
]);

export const compactWho = style({ flex: "1 1 12rem", minWidth: 0, display: "grid", gap: 2 });

export const compactName = style({
  fontSize: "clamp(1.5rem, 1.1rem + 1.8vw, 2.25rem)",
  lineHeight: 1.15,
  overflowWrap: "anywhere",
});

export const compactEdit = style({
  width: "100%",
  "@media": { [media.tablet]: { width: "auto", marginInlineStart: "auto" } },
});
