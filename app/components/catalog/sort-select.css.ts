import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { visuallyHidden } from "~/styles/utilities.css";

export const sort = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 });

// The label is read by screen readers everywhere and shown from tablets up.
export const label = style([
  visuallyHidden,
  {
    "@media": {
      [media.tablet]: {
        position: "static",
        width: "auto",
        height: "auto",
        margin: 0,
        overflow: "visible",
        clip: "auto",
        fontSize: vars.fontSize.sm,
        color: vars.color.textMuted,
      },
    },
  },
]);

export const select = style({
  minHeight: 44,
  minWidth: 0,
  maxWidth: "100%",
  padding: "8px 36px 8px 14px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: `${vars.color.surface} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%231f1a1c' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E") no-repeat right 12px center`,
  appearance: "none",
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  ":focus": { outline: "none", borderColor: vars.color.accent, boxShadow: `0 0 0 3px ${vars.color.rose}` },
});

export const apply = style({
  minHeight: 44,
  padding: "0 16px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
});
