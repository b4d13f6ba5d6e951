import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

const narrow = "screen and (max-width: 1023.98px)";

export const checkbox = style({});
export const toggleWrap = style({ display: "contents" });

export const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: 44,
  padding: "0 16px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.text}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  transition: "background 150ms ease, color 150ms ease",
  ":hover": { background: vars.color.text, color: "#fff" },
  "@media": { [media.laptop]: { display: "none" } },
});
globalStyle(`${toggle} svg`, { flexShrink: 0 });
globalStyle(`${checkbox}:focus-visible + label`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 22,
  height: 22,
  padding: "0 6px",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: "0.75rem",
  lineHeight: 1,
});

export const panel = style({
  "@media": {
    [narrow]: {
      display: "none",
      position: "fixed",
      top: vars.layout.headerHeight,
      left: 0,
      right: 0,
      bottom: 0,
      zIndex: 40,
      background: vars.color.background,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});
// Open: by state once hydrated, by the checkbox without JavaScript.
globalStyle(`${panel}[data-open], body:has(${checkbox}:checked) ${panel}`, {
  "@media": { [narrow]: { display: "block" } },
});
// The page behind the open panel does not scroll.
globalStyle(`html:has(${panel}[data-open]), html:has(${checkbox}:checked)`, {
  "@media": { [narrow]: { overflow: "hidden" } },
});

export const form = style({
  "@media": {
    [narrow]: { height: "100%", display: "flex", flexDirection: "column" },
    [media.laptop]: {
      padding: vars.space.lg,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
    },
  },
});

export const head = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  "@media": {
    [narrow]: {
      padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
    [media.laptop]: { marginBottom: vars.space.md },
  },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  outline: "none",
});

export const close = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  border: 0,
  borderRadius: "50%",
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  ":hover": { background: vars.color.surfaceMuted },
  "@media": { [media.laptop]: { display: "none" } },
});

export const fields = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": {
    [narrow]: {
      flex: 1,
      overflowY: "auto",
      overscrollBehavior: "contain",
      padding: vars.space.lg,
    },
  },
});

export const actions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
  "@media": {
    [narrow]: {
      padding: `${vars.space.md} ${vars.space.lg}`,
      borderTop: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
    },
    [media.laptop]: { marginTop: vars.space.lg },
  },
});

export const apply = style({
  flex: 1,
  "@media": { [media.laptop]: { flex: "1 1 100%" } },
});

export const reset = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: 44,
  padding: "0 8px",
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  color: vars.color.accent,
  textDecoration: "underline",
  textUnderlineOffset: 3,
  ":hover": { color: vars.color.accentHover },
  "@media": { [media.laptop]: { marginInline: "auto" } },
});
