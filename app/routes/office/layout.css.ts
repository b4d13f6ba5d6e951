import { globalStyle, style } from "@vanilla-extract/css";
import { roundAvatar } from "~/components/catalog/master-profile.css";
import { media, vars } from "~/styles/theme.css";
import { container } from "~/styles/utilities.css";

export const heroInner = style([
  container,
  {
    paddingBlock: `${vars.space.lg} ${vars.space.lg}`,
    "@media": { [media.tablet]: { paddingBlock: `${vars.space.lg} ${vars.space.xl}` } },
  },
]);

export const identity = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  "@media": { [media.tablet]: { gap: vars.space.lg } },
});

export const avatar = style([
  roundAvatar,
  {
    position: "relative",
    width: 64,
    height: 64,
    fontSize: "1.75rem",
    "@media": { [media.tablet]: { width: 88, height: 88, fontSize: "2.4rem" } },
  },
]);

export const avatarImage = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const who = style({ flex: "1 1 12rem", minWidth: 0, display: "grid", gap: 2 });

export const eyebrow = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.1em",
  textTransform: "uppercase",
});

export const name = style({
  fontFamily: vars.font.display,
  fontSize: "clamp(1.5rem, 1.1rem + 1.8vw, 2.25rem)",
  lineHeight: 1.15,
  overflowWrap: "anywhere",
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginTop: 2,
  fontSize: vars.fontSize.sm,
});

export const nickname = style({ color: vars.color.textMuted, fontWeight: 600 });

export const status = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  padding: "3px 12px 3px 10px",
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  background: vars.color.surface,
  color: vars.color.accent,
  border: `1px solid ${vars.color.roseStrong}`,
  selectors: {
    '&[data-listed="true"]': {
      background: vars.color.successSoft,
      color: vars.color.success,
      borderColor: "transparent",
    },
  },
});

export const statusDot = style({ width: 7, height: 7, borderRadius: "50%", background: "currentColor" });

export const publicLink = style({
  width: "100%",
  background: vars.color.surface,
  "@media": { [media.tablet]: { width: "auto", marginInlineStart: "auto" } },
});

export const body = style([
  container,
  {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: vars.space.md,
    paddingTop: vars.space.md,
    "@media": {
      [media.tablet]: { paddingTop: vars.space.lg, gap: vars.space.lg },
      [media.laptop]: {
        gridTemplateColumns: "260px minmax(0, 1fr)",
        alignItems: "start",
        gap: vars.space.xl,
        paddingTop: vars.space.xl,
      },
    },
  },
]);

export const main = style({ minWidth: 0 });
globalStyle(`${main}:focus`, { outline: "none" });
