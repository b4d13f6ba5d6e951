import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The payout queue: one card per request, its two forms side by side on wide screens. */
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });

export const item = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: "anywhere",
});

export const line = style({ margin: 0 });

export const forms = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { "(min-width: 720px)": { gridTemplateColumns: "1fr 1fr" } },
});
