import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { filledButton } from "./button.css";

export const page = style({
  maxWidth: 640,
  margin: "0 auto",
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: "center",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
});

export const code = style({
  fontFamily: vars.font.display,
  fontSize: "clamp(5rem, 3rem + 10vw, 9rem)",
  lineHeight: 1,
  color: vars.color.accent,
  opacity: 0.9,
});

export const title = style({ fontSize: vars.fontSize.xxl });
export const text = style({ color: vars.color.textMuted, maxWidth: 460 });
export const button = style([filledButton, { marginTop: vars.space.md }]);
export const details = style({
  textAlign: "left",
  maxWidth: "100%",
  overflow: "auto",
  fontSize: vars.fontSize.xs,
  background: vars.color.surfaceMuted,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
});
