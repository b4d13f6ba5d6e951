import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const summary = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
});
