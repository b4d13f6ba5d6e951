import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const footer = style({
  marginTop: "auto",
  background: "#201a1d",
  color: "#efe6e9",
});

export const inner = style({
  maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.lg})`,
  marginInline: "auto",
  padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xl}`,
  display: "grid",
  gap: vars.space.xl,
  "@media": { [media.tablet]: { gridTemplateColumns: "1.4fr 1fr 1fr" } },
});

export const brand = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
export const logoLink = style({ textDecoration: "none", alignSelf: "flex-start" });
globalStyle(`${logoLink} > span`, { color: "#fff" });

export const tagline = style({ maxWidth: 360, color: "#c9bcc1", fontSize: vars.fontSize.sm });

export const socials = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  gap: vars.space.sm,
});

export const social = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  borderRadius: "50%",
  border: "1px solid rgba(255,255,255,0.18)",
  color: "#fff",
  transition: "background 150ms ease, border-color 150ms ease",
  ":hover": { background: vars.color.accent, borderColor: vars.color.accent },
});

export const hiddenText = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});

export const column = style({ minWidth: 0 });

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.12em",
  textTransform: "uppercase",
  color: "#b9a9af",
  marginBottom: vars.space.md,
});

export const links = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 2 });
globalStyle(`${links} a`, {
  display: "inline-flex",
  alignItems: "center",
  minHeight: 36,
  color: "#efe6e9",
  textDecoration: "none",
  fontSize: vars.fontSize.sm,
});
globalStyle(`${links} a:hover`, { color: "#fff", textDecoration: "underline" });

export const bottom = style({
  maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.lg})`,
  marginInline: "auto",
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  borderTop: "1px solid rgba(255,255,255,0.1)",
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: "#b9a9af",
});

/** "Ask a question": a quiet pill on the dark footer. */
export const askQuestion = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  alignSelf: "flex-start",
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: "1px solid rgba(255,255,255,0.28)",
  color: "#fff",
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  transition: "background 150ms ease, border-color 150ms ease",
  ":hover": { background: vars.color.accent, borderColor: vars.color.accent },
  ":focus-visible": { outline: `2px solid ${vars.color.roseStrong}`, outlineOffset: 2 },
});
globalStyle(`${askQuestion} svg`, { flexShrink: 0 });
