import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const field = style({
  display: "grid",
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});

export const dropzone = style({
  position: "relative",
  minWidth: 0,
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "center",
  padding: `${vars.space.lg} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1.5px dashed ${vars.color.roseStrong}`,
  background: `linear-gradient(180deg, ${vars.color.surface} 0%, #fdf8f6 100%)`,
  textAlign: "center",
  transition: "border-color 150ms ease, background 150ms ease, box-shadow 150ms ease",
  selectors: {
    "&[data-enhanced]:hover": { borderColor: vars.color.accent },
    "&[data-dragging]": {
      borderColor: vars.color.accent,
      background: vars.color.rose,
      boxShadow: `0 0 0 4px ${vars.color.rose}`,
    },
    "&[data-full]": { opacity: 0.6 },
    // Once files are listed above, the box steps back to a single row.
    "&[data-compact]": { padding: `${vars.space.md} ${vars.space.md}` },
    [`${field}[data-invalid] &`]: { borderColor: vars.color.danger, background: "#fffafa" },
  },
  "@media": {
    [media.tablet]: { padding: `${vars.space.xl} ${vars.space.lg}` },
  },
});

export const dropLabel = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "center",
  cursor: "pointer",
  color: vars.color.textMuted,
  selectors: {
    [`${dropzone}[data-full] &`]: { cursor: "not-allowed" },
  },
});

globalStyle(`${dropzone}[data-compact] ${dropLabel}`, {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  columnGap: vars.space.md,
});

export const glyph = style({
  width: 44,
  height: 44,
  padding: 8,
  borderRadius: "50%",
  background: vars.color.rose,
  color: vars.color.accent,
});

/** The native input, for browsers without JavaScript: it names the chosen files itself. */
export const input = style({
  // As wide as the box allows (never wider: its text is clipped rather than pushing the page).
  width: "100%",
  maxWidth: "24rem",
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  order: 2,
});
globalStyle(`${input}::file-selector-button`, {
  minHeight: 44,
  marginInlineEnd: vars.space.md,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.surface,
  color: vars.color.accent,
  fontWeight: 700,
  font: "inherit",
  cursor: "pointer",
});

/** With JavaScript the input is hidden; the pill below is its face (and shows its focus). */
export const inputEnhanced = style({
  position: "absolute",
  width: 1,
  height: 1,
  opacity: 0,
  overflow: "hidden",
  pointerEvents: "none",
});

export const pill = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.surface,
  color: vars.color.accent,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  transition: "background 150ms ease, color 150ms ease",
  selectors: {
    [`${dropLabel}:hover &`]: { background: vars.color.accent, color: vars.color.accentContrast },
    [`${inputEnhanced}:focus-visible + ${dropLabel} &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
  },
});

export const formats = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: 1.5 });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  selectors: {
    // Several files side by side where there is room; a single file takes the whole row.
    "&[data-multiple]": { gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))" },
  },
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.sm,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: "0 1px 2px rgba(31, 26, 28, 0.04)",
  selectors: {
    '&[data-status="failed"]': { borderColor: vars.color.danger, background: "#fffafa" },
  },
});

export const keep = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  cursor: "pointer",
});

export const thumbnail = style({
  width: 56,
  height: 56,
  flexShrink: 0,
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const thumbnailBlank = style([
  thumbnail,
  {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    color: vars.color.accent,
    background: vars.color.rose,
  },
]);

export const meta = style({ display: "grid", gap: 4, flex: 1, minWidth: 0 });

export const name = style({
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.35,
  overflowWrap: "anywhere",
  // Two lines at most: long camera names stay readable without pushing the buttons away.
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const detail = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const done = style({ color: vars.color.success, fontWeight: 600 });
export const itemError = style({ fontSize: vars.fontSize.xs, color: vars.color.danger, fontWeight: 600 });

export const track = style({
  display: "block",
  height: 6,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: "hidden",
});

export const bar = style({
  display: "block",
  height: "100%",
  background: `linear-gradient(90deg, ${vars.color.accent}, ${vars.color.focus})`,
  borderRadius: vars.radius.pill,
  transformOrigin: "left center",
  transition: "transform 200ms ease",
  "@media": { [media.reducedMotion]: { transition: "none" } },
});
globalStyle(`[dir="rtl"] ${bar}`, { transformOrigin: "right center" });

export const actions = style({ display: "flex", alignItems: "center", flexShrink: 0 });

export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  flexShrink: 0,
  border: 0,
  borderRadius: "50%",
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  transition: "background 150ms ease, color 150ms ease",
  ":hover": { background: vars.color.rose, color: vars.color.accent },
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
});

export const textButton = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: "transparent",
  color: vars.color.accent,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  ":hover": { textDecoration: "underline" },
});

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.rose,
  color: vars.color.accentHover,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
