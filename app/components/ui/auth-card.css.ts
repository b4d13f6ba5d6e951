import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const page = style({
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  background: `radial-gradient(80% 60% at 100% 0%, ${vars.color.rose} 0%, transparent 60%), ${vars.color.background}`,
  "@media": { [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const card = style({
  maxWidth: 480,
  margin: "0 auto",
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  selectors: { "&[data-wide]": { maxWidth: 760 } },
  "@media": { [media.tablet]: { padding: vars.space.xl } },
});

export const title = style({ fontSize: vars.fontSize.xxl });
export const lead = style({ color: vars.color.textMuted, marginTop: `calc(-1 * ${vars.space.sm})` });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  justifyContent: "space-between",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
globalStyle(`${footer} a`, { color: vars.color.accent, fontWeight: 700 });

export const notice = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  display: "grid",
  gap: vars.space.sm,
  selectors: {
    '&[data-tone="success"]': { background: vars.color.successSoft, color: vars.color.success },
    '&[data-tone="error"]': { background: vars.color.dangerSoft, color: vars.color.danger },
    '&[data-tone="info"]': { background: vars.color.surfaceMuted, color: vars.color.text },
  },
});

export const form = style({ display: "grid", gap: vars.space.md });
export const grid = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.tablet]: { gridTemplateColumns: "1fr 1fr" } },
});
export const honeypot = style({
  position: "absolute",
  left: "-10000px",
  width: 1,
  height: 1,
  overflow: "hidden",
});
export const row = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
  flexWrap: "wrap",
});
export const textLink = style({ color: vars.color.accent, fontWeight: 600, fontSize: vars.fontSize.sm });
