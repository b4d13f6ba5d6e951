import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: "4px 12px",
  borderRadius: vars.radius.pill,
  // White on the pages' tinted headers, like the level badge beside it.
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  lineHeight: 1.4,
});
