import { style } from "@vanilla-extract/css";
import { pillAction } from "~/components/office/form-grid.css";
import { vars } from "~/styles/theme.css";

export const groups = style({ display: "grid", gap: vars.space.xl });
export const group = style({ display: "grid", gap: vars.space.md, minWidth: 0 });

export const groupTitle = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
});

export const groupCount = style({
  minWidth: 26,
  height: 26,
  padding: "0 8px",
  borderRadius: vars.radius.pill,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.rose,
  color: vars.color.accent,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  overflowWrap: "anywhere",
});

const pill = style([pillAction, { justifyContent: "center", background: vars.color.surface }]);

export const edit = style([
  pill,
  {
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    ":hover": { borderColor: vars.color.text },
  },
]);

export const remove = style([
  pill,
  {
    color: vars.color.danger,
    border: `1px solid ${vars.color.dangerSoft}`,
    ":hover": { background: vars.color.dangerSoft },
  },
]);

export const addLink = style([
  pill,
  {
    color: vars.color.accent,
    border: `1px solid ${vars.color.roseStrong}`,
    ":hover": { background: vars.color.rose },
  },
]);

export const addSection = style({
  display: "grid",
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  scrollMarginTop: 96,
});
