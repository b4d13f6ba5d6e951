import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The team's unpublish reason above the lesson editor: a calm warning, the reason quoted. */
export const notice = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  borderInlineStartWidth: 4,
  background: vars.color.dangerSoft,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  color: vars.color.danger,
});

export const reason = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontStyle: "normal",
});

export const text = style({ margin: 0, fontSize: vars.fontSize.sm });
