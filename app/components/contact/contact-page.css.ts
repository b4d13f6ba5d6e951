import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { container } from "~/styles/utilities.css";

export const layout = style([
  container,
  {
    display: "grid",
    gap: vars.space.xl,
    paddingBlock: vars.space.xl,
    "@media": { [media.laptop]: { gridTemplateColumns: "1.3fr 1fr", paddingBlock: vars.space.xxl } },
  },
]);

export const text = style({ minWidth: 0 });

export const card = style({
  alignSelf: "start",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const cardTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.md });
export const details = style({ margin: 0, display: "grid", gap: vars.space.md });
export const detail = style({ display: "grid", gap: 4 });
globalStyle(`${detail} dt`, {
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
});
globalStyle(`${detail} dd`, { margin: 0, paddingLeft: 28, fontSize: vars.fontSize.lg });
globalStyle(`${detail} a`, { color: vars.color.accent, textDecoration: "none", fontWeight: 600 });
globalStyle(`${detail} a:hover`, { textDecoration: "underline" });
export const address = style({ fontStyle: "normal" });

export const questions = style([container, { paddingBottom: vars.space.xl }]);

export const mapSection = style([container, { paddingBottom: vars.space.xxl }]);
