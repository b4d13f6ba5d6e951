import { globalStyle, style } from "@vanilla-extract/css";
import { maskIcon } from "~/components/ui/mask-icon";
import { media, vars } from "~/styles/theme.css";

/** A white card inside a section: the "add" form, the editor's groups of fields. */
export const panel = style({
  display: "grid",
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  minWidth: 0,
  "@media": { [media.tablet]: { padding: vars.space.xl } },
});

export const panelHeader = style({ display: "grid", gap: vars.space.xs });

export const panelTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  lineHeight: 1.2,
});

export const panelLead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: "62ch" });

export const form = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

// ---- Gallery cards -----------------------------------------------------------------------------------

export const cardGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.lg },
  },
});

export const galleryCard = style({
  display: "grid",
  gridTemplateRows: "auto 1fr",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: "hidden",
  minWidth: 0,
  transition: "border-color 150ms ease, box-shadow 150ms ease",
  ":hover": { borderColor: vars.color.roseStrong, boxShadow: vars.shadow.card },
});

/** The card's photos: the first large (4:5), up to three more stacked beside it. */
export const mosaic = style({
  display: "grid",
  gridTemplateColumns: "2fr 1fr",
  gridTemplateRows: "repeat(3, 1fr)",
  gap: 3,
  aspectRatio: "6 / 5",
  background: vars.color.surfaceMuted,
});

export const mosaicSingle = style({ gridTemplateColumns: "1fr", gridTemplateRows: "1fr" });

export const mosaicMain = style({ gridRow: "1 / -1", minHeight: 0, minWidth: 0 });
export const mosaicSide = style({ position: "relative", minHeight: 0, minWidth: 0 });

export const mosaicImage = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const moreBadge = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: "rgba(31, 26, 28, 0.5)",
  color: "#fff",
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
});

export const cardBody = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  alignContent: "space-between",
  "@media": { [media.tablet]: { padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}` } },
});

export const cardTitle = style({ fontWeight: 700, fontSize: vars.fontSize.md, overflowWrap: "anywhere" });
export const cardMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cardActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
globalStyle(`${cardActions} > *`, { flex: "1 1 8rem" });

/** Smaller buttons for item actions (still 44 px high). */
export const smallButton = style({ minHeight: 44, paddingInline: vars.space.md, fontSize: vars.fontSize.sm });

export const dangerButton = style({
  color: vars.color.danger,
  borderColor: vars.color.danger,
  ":hover": { background: vars.color.danger, borderColor: vars.color.danger, color: "#fff" },
});

// ---- Existing photos to keep (the edit form) ----------------------------------------------------------

export const keepGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(92px, 1fr))",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(auto-fill, minmax(128px, 1fr))" } },
});

export const keepTile = style({
  position: "relative",
  display: "block",
  borderRadius: vars.radius.sm,
  overflow: "hidden",
  border: `2px solid ${vars.color.accent}`,
  background: vars.color.surfaceMuted,
  cursor: "pointer",
  aspectRatio: "4 / 5",
  selectors: {
    "&:has(input:not(:checked))": { borderColor: vars.color.border, opacity: 0.55 },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const keepImage = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const keepCheck = style({
  position: "absolute",
  top: 8,
  left: 8,
  width: 24,
  height: 24,
  margin: 0,
  accentColor: vars.color.accent,
  cursor: "pointer",
});

export const keepName = style({
  position: "absolute",
  insetInline: 0,
  bottom: 0,
  padding: "16px 8px 6px",
  background: "linear-gradient(transparent, rgba(31, 26, 28, 0.7))",
  color: "#fff",
  fontSize: vars.fontSize.xs,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

// ---- Fields this area adds (grouped select, textarea, brand chips) ---------------------------------

export const textarea = style({ minHeight: 180, resize: "vertical", lineHeight: 1.55 });

export const counter = style({ justifySelf: "end", fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const brandGrid = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const brandChip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": {
      borderColor: vars.color.accent,
      background: vars.color.rose,
      color: vars.color.accent,
    },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const brandCheck = style({ width: 18, height: 18, margin: 0, accentColor: vars.color.accent });

export const fieldsetReset = style({
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  display: "grid",
  gap: vars.space.md,
});

export const legend = style({
  padding: 0,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space.sm,
});

// ---- Current files of a lesson -----------------------------------------------------------------------

export const videoGrid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
});

export const videoSlot = style({
  display: "grid",
  gap: vars.space.md,
  alignContent: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const slotTitle = style({
  fontWeight: 700,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
});

export const current = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  minWidth: 0,
});

export const currentThumb = style({
  width: 96,
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: 6,
  background: vars.color.surfaceMuted,
  flexShrink: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  color: vars.color.textMuted,
});

export const currentPoster = style({ width: 72, aspectRatio: "4 / 5" });

export const currentText = style({ display: "grid", gap: 2, minWidth: 0, fontSize: vars.fontSize.sm });
export const currentName = style({
  fontWeight: 600,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
export const currentMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
/** A video's streaming state under its file name: a badge, then a line saying what it means. */
export const streaming = style({ display: "grid", gap: 4, justifyItems: "start" });
export const streamingFailure = style({ color: vars.color.danger, fontSize: vars.fontSize.xs });

export const missing = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const statusRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${statusRow} > *`, { alignSelf: "center" });

export const statusText = style({ color: vars.color.textMuted, flex: "1 1 14rem" });

export const inlineLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  minHeight: 44,
  color: vars.color.accent,
  fontWeight: 700,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});

// ---- Lesson rows -----------------------------------------------------------------------------------

export const lessonThumb = style({
  width: 72,
  height: "auto",
  aspectRatio: "4 / 5",
  flexShrink: 0,
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.rose,
  color: vars.color.accent,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  "@media": { [media.tablet]: { width: 88 } },
});

/** One lesson of the office list: poster and text side by side, the buttons below on phones. */
export const lessonRow = style({
  display: "grid",
  gridTemplateColumns: "72px minmax(0, 1fr)",
  alignItems: "start",
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  transition: "border-color 150ms ease, box-shadow 150ms ease",
  ":hover": { borderColor: vars.color.roseStrong },
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "88px minmax(0, 1fr) auto",
      alignItems: "center",
      padding: `${vars.space.md} ${vars.space.lg}`,
    },
  },
});

export const lessonTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: 1.25,
  overflowWrap: "anywhere",
});

export const lessonBody = style({ display: "grid", gap: 6, minWidth: 0 });

export const rowHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const metaLine = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.6 });

export const views = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  whiteSpace: "nowrap",
  verticalAlign: "middle",
  "::before": maskIcon("eye", 16),
});

export const rowActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  gridColumn: "1 / -1",
  "@media": { [media.tablet]: { gridColumn: "auto", flexWrap: "nowrap" } },
});
globalStyle(`${rowActions} > *`, { flex: "1 1 auto" });

export const emptyTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
  fontWeight: 600,
});

export const emptyIcon = style({
  width: 56,
  height: 56,
  borderRadius: "50%",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.rose,
  color: vars.color.accent,
});

export const backLink = style([inlineLink, { justifySelf: "start" }]);
