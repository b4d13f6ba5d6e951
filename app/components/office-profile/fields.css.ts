import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const textarea = style({
  minHeight: 160,
  resize: "vertical",
  lineHeight: 1.55,
  fontFamily: "inherit",
});

export const counter = style({ fontVariantNumeric: "tabular-nums" });

/** The status of the master's listing above the personal-data form. */
export const listing = style({
  display: "flex",
  gap: vars.space.md,
  alignItems: "flex-start",
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  selectors: {
    '&[data-listed="true"]': { background: vars.color.successSoft, borderColor: "transparent" },
  },
});

export const listingIcon = style({
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: "50%",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.rose,
  color: vars.color.accent,
  selectors: {
    [`${listing}[data-listed="true"] &`]: { background: vars.color.surface, color: vars.color.success },
  },
});

export const listingText = style({ display: "grid", gap: 4, minWidth: 0 });
export const listingTitle = style({ fontWeight: 700 });
export const listingMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const listingLink = style({ color: vars.color.accent, fontWeight: 600, fontSize: vars.fontSize.sm });

export const activityForm = style({ display: "grid", gap: vars.space.md, minWidth: 0 });
