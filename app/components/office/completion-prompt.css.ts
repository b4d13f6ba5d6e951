import { globalStyle, style } from "@vanilla-extract/css";
import { closeButton, dialogShell } from "~/components/ui/dialog.css";
import { media, vars } from "~/styles/theme.css";

export const dialog = style([
  dialogShell,
  {
    width: `min(600px, calc(100vw - 24px))`,
    maxHeight: "calc(100dvh - 24px)",
    overscrollBehavior: "contain",
    padding: 0,
    outline: "none",
  },
]);

export const head = style({
  position: "relative",
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.md}`,
  background: `radial-gradient(120% 140% at 100% 0%, ${vars.color.rose} 0%, transparent 60%), ${vars.color.surfaceMuted}`,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [media.tablet]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.lg}` } },
});

export const close = style([
  closeButton,
  { color: vars.color.text, ":hover": { background: vars.color.surface } },
]);

export const badge = style({
  width: 52,
  height: 52,
  marginBottom: vars.space.md,
  borderRadius: "50%",
  // Phones keep the room for the list and the buttons.
  display: "none",
  "@media": { [media.tablet]: { display: "flex" } },
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.surface,
  color: vars.color.accent,
  boxShadow: vars.shadow.card,
});

export const eyebrow = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  marginBottom: vars.space.xs,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: "clamp(1.375rem, 1.1rem + 1.2vw, 1.9rem)",
  lineHeight: 1.2,
  paddingRight: 40,
  marginBottom: vars.space.sm,
});

export const text = style({
  color: vars.color.textMuted,
  maxWidth: "52ch",
  fontSize: vars.fontSize.sm,
  "@media": { [media.tablet]: { fontSize: vars.fontSize.md } },
});

export const body = style({
  padding: `${vars.space.md} ${vars.space.md} 0`,
  display: "grid",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { padding: `${vars.space.lg} ${vars.space.xl} 0`, gap: vars.space.md } },
});

export const listLabel = style({ fontWeight: 700, fontSize: vars.fontSize.sm });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

export const part = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: 56,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  textDecoration: "none",
  transition: "border-color 150ms ease, background 150ms ease",
  ":hover": { borderColor: vars.color.roseStrong, background: vars.color.surface },
});

export const partIcon = style({
  width: 36,
  height: 36,
  flexShrink: 0,
  borderRadius: "50%",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.rose,
  color: vars.color.accent,
});

export const partText = style({ flex: 1, minWidth: 0, display: "grid", gap: 2 });
export const partTitle = style({ fontWeight: 700 });
export const partHint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.4,
  "@media": { [media.tablet]: { fontSize: vars.fontSize.sm } },
});
export const partArrow = style({ flexShrink: 0, color: vars.color.accent });

/** Always in reach at the bottom of the dialog, however long the list. */
export const actions = style({
  position: "sticky",
  bottom: 0,
  display: "flex",
  flexDirection: "column",
  gap: 2,
  alignItems: "stretch",
  margin: `0 calc(-1 * ${vars.space.md})`,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  background: vars.color.surface,
  boxShadow: `0 -12px 16px -12px rgba(31, 26, 28, 0.12)`,
  "@media": {
    [media.tablet]: {
      flexDirection: "row-reverse",
      justifyContent: "space-between",
      alignItems: "center",
      margin: `0 calc(-1 * ${vars.space.xl})`,
      padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
    },
  },
});
globalStyle(`${actions} form`, { margin: 0, display: "flex", flexDirection: "column" });
