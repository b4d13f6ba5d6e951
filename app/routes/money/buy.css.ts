import { globalStyle, style } from "@vanilla-extract/css";
import { outlineButton } from "~/components/ui/button.css";
import { media, vars } from "~/styles/theme.css";
import { container } from "~/styles/utilities.css";

export const page = style({
  background: `linear-gradient(180deg, ${vars.color.rose} 0, ${vars.color.background} 320px)`,
  paddingBlock: `${vars.space.lg} ${vars.space.xxl}`,
});

export const inner = style([container, { display: "grid", gap: vars.space.lg, maxWidth: 640 }]);

export const card = style({
  display: "grid",
  gap: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  "@media": { [media.tablet]: { padding: vars.space.xl } },
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: 600,
  lineHeight: 1.15,
});

export const lesson = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const poster = style({
  width: 72,
  height: 90,
  flexShrink: 0,
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const lessonTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: 1.3,
});

export const master = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const sums = style({
  display: "grid",
  borderBlock: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
});

export const row = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  color: vars.color.textMuted,
});
globalStyle(`${row} dd`, { color: vars.color.text, fontWeight: 600, fontVariantNumeric: "tabular-nums" });

export const total = style({
  borderTop: `1px dashed ${vars.color.border}`,
  marginTop: vars.space.xs,
  paddingTop: vars.space.md,
  color: vars.color.text,
});

export const form = style({ display: "grid", gap: vars.space.md });

export const includes = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const short = style({ display: "grid", gap: vars.space.md });

export const topUp = style([outlineButton, { justifySelf: "start", gap: vars.space.sm }]);

export const back = style({ justifySelf: "start" });

/** The discount code field and its button, side by side (decision 047). */
export const coupon = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: vars.space.sm,
  alignItems: "start",
});

export const applyCoupon = style({ marginTop: "1.75rem" });

/** Staff's list of a user's purchases, each with its refund form (decision 049). */
export const purchases = style({
  display: "grid",
  gap: vars.space.lg,
  padding: 0,
  margin: 0,
  listStyle: "none",
});

export const purchase = style({
  display: "grid",
  gap: vars.space.xs,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
