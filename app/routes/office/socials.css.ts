import { style } from "@vanilla-extract/css";
import { pillAction } from "~/components/office/form-grid.css";
import { media, vars } from "~/styles/theme.css";

export const form = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });

/** One network: its icon, its field, and (when a link is saved) open / untie. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "44px minmax(0, 1fr)",
  gap: `${vars.space.sm} ${vars.space.md}`,
  alignItems: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "44px minmax(0, 1fr) auto",
      padding: `${vars.space.md} ${vars.space.lg}`,
    },
  },
});

export const icon = style({
  width: 44,
  height: 44,
  marginTop: 26,
  borderRadius: "50%",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.surface,
  color: vars.color.accent,
  border: `1px solid ${vars.color.border}`,
});

export const field = style({ minWidth: 0 });

export const rowActions = style({
  gridColumn: "1 / -1",
  display: "flex",
  justifyContent: "flex-end",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  "@media": { [media.tablet]: { gridColumn: "auto", marginTop: 26, flexWrap: "nowrap" } },
});

export const open = style([
  pillAction,
  { color: vars.color.text, ":hover": { background: vars.color.surfaceMuted } },
]);

export const untie = style([
  pillAction,
  {
    color: vars.color.danger,
    border: `1px solid ${vars.color.dangerSoft}`,
    background: vars.color.surface,
    ":hover": { background: vars.color.dangerSoft },
  },
]);
