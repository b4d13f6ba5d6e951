import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { container } from "~/styles/utilities.css";

export const hero = style({
  background: `radial-gradient(120% 140% at 100% 0%, ${vars.color.rose} 0%, transparent 55%), ${vars.color.surfaceMuted}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const inner = style([container, { paddingBlock: vars.space.xl }]);
export const identity = style({
  display: "flex",
  gap: vars.space.lg,
  alignItems: "center",
  flexWrap: "wrap",
});
export const avatar = style({
  width: 96,
  height: 96,
  borderRadius: "50%",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: `linear-gradient(160deg, ${vars.color.accent}, #4d1830)`,
  color: "#fff",
  fontFamily: vars.font.display,
  fontSize: "2.5rem",
  boxShadow: vars.shadow.card,
  "@media": { [media.tablet]: { width: 120, height: 120, fontSize: "3rem" } },
});
export const name = style({ fontSize: vars.fontSize.hero });
export const handle = style({ color: vars.color.accent, fontWeight: 700 });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const body = style([
  container,
  { paddingBlock: vars.space.xl, display: "grid", gap: vars.space.md, maxWidth: 760 },
]);
export const sectionTitle = style({ fontSize: vars.fontSize.xl });
export const details = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "minmax(120px, max-content) 1fr",
  gap: `${vars.space.sm} ${vars.space.lg}`,
});
globalStyle(`${details} dt`, { color: vars.color.textMuted, fontWeight: 600 });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: "anywhere" });
