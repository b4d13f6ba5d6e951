import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space.lg },
    [media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});

export const item = style({ minWidth: 0, display: "grid", gap: vars.space.sm, alignContent: "start" });

export const thumb = style({
  position: "relative",
  display: "block",
  aspectRatio: "4 / 5",
  overflow: "hidden",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  boxShadow: vars.shadow.card,
  outlineOffset: 3,
  selectors: {
    '&[data-variant="certificate"]': {
      background: `linear-gradient(160deg, ${vars.color.surface}, ${vars.color.surfaceMuted})`,
      border: `1px solid ${vars.color.border}`,
      padding: vars.space.sm,
    },
  },
});

export const image = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  transition: "transform 400ms ease",
  selectors: {
    [`${thumb}:hover &`]: { transform: "scale(1.04)" },
    [`${thumb}[data-variant="certificate"] &`]: { objectFit: "contain", borderRadius: vars.radius.sm },
  },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const zoom = style({
  position: "absolute",
  right: vars.space.sm,
  bottom: vars.space.sm,
  width: 36,
  height: 36,
  borderRadius: "50%",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: "rgba(255, 255, 255, 0.88)",
  color: vars.color.text,
  opacity: 0.9,
  transition: "opacity 150ms ease",
  selectors: { [`${thumb}:hover &, ${thumb}:focus-visible &`]: { opacity: 1 } },
});

export const caption = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: 600,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const viewer = style({
  position: "fixed",
  inset: 0,
  width: "100vw",
  maxWidth: "100vw",
  height: "100dvh",
  maxHeight: "100dvh",
  margin: 0,
  padding: 0,
  border: 0,
  background: "rgba(24, 18, 21, 0.94)",
  color: "#fff",
  selectors: { "&::backdrop": { background: "rgba(24, 18, 21, 0.6)" } },
});

export const stage = style({
  position: "relative",
  height: "100%",
  display: "grid",
  gridTemplateRows: "auto minmax(0, 1fr)",
  padding: vars.space.md,
  gap: vars.space.sm,
  "@media": { [media.tablet]: { padding: vars.space.lg } },
});

export const bar = style({ display: "flex", alignItems: "center", justifyContent: "space-between" });

export const counter = style({ fontSize: vars.fontSize.sm, fontWeight: 700, letterSpacing: "0.06em" });

export const control = style({
  width: 48,
  height: 48,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: 0,
  borderRadius: "50%",
  background: "rgba(255, 255, 255, 0.12)",
  color: "#fff",
  cursor: "pointer",
  ":hover": { background: "rgba(255, 255, 255, 0.24)" },
  ":focus-visible": { outline: `2px solid ${vars.color.roseStrong}`, outlineOffset: 2 },
});

export const figure = style({
  margin: 0,
  minHeight: 0,
  display: "grid",
  gridTemplateRows: "minmax(0, 1fr) auto",
  justifyItems: "center",
  gap: vars.space.sm,
});

export const full = style({
  maxWidth: "100%",
  maxHeight: "100%",
  width: "auto",
  height: "auto",
  objectFit: "contain",
  alignSelf: "center",
  borderRadius: vars.radius.sm,
  selectors: { '&[data-variant="certificate"]': { background: "#fff" } },
});

export const figcaption = style({
  fontSize: vars.fontSize.sm,
  color: "rgba(255, 255, 255, 0.82)",
  textAlign: "center",
  paddingBottom: vars.space.xl,
  "@media": { [media.tablet]: { paddingBottom: 0 } },
});

export const nav = style([
  control,
  {
    position: "absolute",
    bottom: vars.space.md,
    selectors: {
      '&[data-side="prev"]': { left: vars.space.md },
      '&[data-side="next"]': { right: vars.space.md },
    },
    "@media": {
      [media.tablet]: {
        top: "50%",
        bottom: "auto",
        transform: "translateY(-50%)",
        width: 56,
        height: 56,
        selectors: {
          '&[data-side="prev"]': { left: vars.space.lg },
          '&[data-side="next"]': { right: vars.space.lg },
        },
      },
    },
  },
]);
