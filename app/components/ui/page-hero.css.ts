import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const hero = style({
  background: `radial-gradient(120% 140% at 100% 0%, ${vars.color.rose} 0%, transparent 55%), ${vars.color.surfaceMuted}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.lg})`,
  marginInline: "auto",
  padding: `${vars.space.xl} ${vars.space.lg}`,
  "@media": { [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const title = style({ fontSize: vars.fontSize.hero, maxWidth: "18ch" });
