import { style } from "@vanilla-extract/css";
import { dialogShell } from "~/components/ui/dialog.css";
import { media, vars } from "~/styles/theme.css";

/** The questions form: on the contact page in a card, in the footer's dialog on its own. */
export const form = style({ display: "grid", gap: vars.space.md });

export const pair = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.tablet]: { gridTemplateColumns: "1fr 1fr" } },
});

export const optional = style({ fontWeight: 400, color: vars.color.textMuted });

export const textarea = style({ minHeight: 160, resize: "vertical", lineHeight: 1.5 });

export const counter = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  justifySelf: "end",
  fontVariantNumeric: "tabular-nums",
});

/** Off-screen, out of the tab order and hidden from screen readers: only bots fill it in. */
export const honeypot = style({
  position: "absolute",
  left: "-10000px",
  width: 1,
  height: 1,
  overflow: "hidden",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  marginTop: vars.space.xs,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  flex: "1 1 220px",
});

/** The contact page's section: an introduction beside the form on laptops. */
export const section = style({
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  display: "grid",
  gap: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  "@media": {
    [media.tablet]: { padding: vars.space.xl },
    [media.laptop]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1.6fr)" },
  },
});

export const intro = style({ display: "grid", gap: vars.space.sm, alignContent: "start" });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.accent,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: 600,
  lineHeight: 1.15,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: "42ch" });

/** The footer's dialog: the shared <dialog> frame, wide enough for the form, scrolling inside. */
export const dialog = style([
  dialogShell,
  {
    width: `min(${vars.layout.modalWidth}, calc(100vw - 24px))`,
    maxHeight: "calc(100dvh - 24px)",
    padding: `${vars.space.lg} ${vars.space.md} ${vars.space.lg}`,
    "@media": { [media.tablet]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.lg}` } },
  },
]);

export const dialogHeader = style({
  display: "grid",
  gap: vars.space.xs,
  marginBottom: vars.space.lg,
  paddingRight: 44,
});

export const dialogClose = style({ position: "absolute", top: 8, right: 8 });
