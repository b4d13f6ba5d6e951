import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const body = style({
  maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.lg})`,
  marginInline: "auto",
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  "@media": { [media.tablet]: { paddingTop: vars.space.xxl } },
});
