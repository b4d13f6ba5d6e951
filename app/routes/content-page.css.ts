import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const body = style({
  maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.lg})`,
  marginInline: "auto",
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  display: "grid",
  gap: vars.space.xl,
  "@media": {
    [media.tablet]: { paddingTop: vars.space.xxl },
    [media.laptop]: { gridTemplateColumns: "minmax(0, 1fr) 320px", gap: vars.space.xxl },
  },
});
