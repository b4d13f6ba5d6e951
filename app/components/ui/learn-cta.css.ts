import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const card = style({
  display: "grid",
  gap: vars.space.md,
  alignSelf: "start",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(160deg, ${vars.color.rose}, ${vars.color.surface})`,
  border: `1px solid ${vars.color.border}`,
  "@media": {
    [media.laptop]: { position: "sticky", top: `calc(${vars.layout.headerHeight} + ${vars.space.lg})` },
  },
});
export const title = style({ fontSize: vars.fontSize.xl });
export const text = style({ color: vars.color.textMuted });
