import { style } from "@vanilla-extract/css";
import { maskIcon } from "~/components/ui/mask-icon";
import { media as breakpoints, vars } from "~/styles/theme.css";

/** A responsive grid of cards: two columns on phones, three on tablets and beside filters, four wide. */
export const cardGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: `${vars.space.lg} ${vars.space.md}`,
  "@media": {
    [breakpoints.tablet]: {
      gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
      gap: `${vars.space.xl} ${vars.space.lg}`,
    },
  },
});

/** The same grid with four columns on wide screens, for lists without a filter sidebar. */
export const cardGridWide = style([
  cardGrid,
  { "@media": { [breakpoints.laptop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } } },
]);

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  minWidth: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflow: "hidden",
  transition: "transform 200ms ease, box-shadow 200ms ease",
  selectors: {
    "&:hover": {
      transform: "translateY(-2px)",
      boxShadow: "0 2px 4px rgba(31, 26, 28, 0.05), 0 16px 36px rgba(31, 26, 28, 0.1)",
    },
    "&:focus-within": { boxShadow: `0 0 0 3px ${vars.color.focus}` },
  },
});

export const media = style({
  position: "relative",
  aspectRatio: "4 / 5",
  overflow: "hidden",
  background: vars.color.surfaceMuted,
});

export const poster = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  transition: "transform 400ms ease",
  selectors: { [`${card}:hover &`]: { transform: "scale(1.03)" } },
});

export const placeholder = style({
  width: "100%",
  height: "100%",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  color: vars.color.accent,
  background: `radial-gradient(120% 90% at 20% 10%, ${vars.color.rose} 0%, ${vars.color.surfaceMuted} 70%)`,
});

export const level = style({
  position: "absolute",
  top: 10,
  left: 10,
  padding: "4px 10px",
  borderRadius: vars.radius.pill,
  background: "rgba(255, 255, 255, 0.92)",
  color: vars.color.accent,
  fontSize: "0.75rem",
  fontWeight: 700,
  letterSpacing: "0.02em",
  lineHeight: 1.4,
  boxShadow: "0 1px 4px rgba(31, 26, 28, 0.12)",
});

export const body = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  gap: 6,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  "@media": {
    [breakpoints.tablet]: { padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`, gap: 8 },
  },
});

export const topic = style({
  fontSize: "0.6875rem",
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.accent,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.md,
  lineHeight: 1.3,
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  overflowWrap: "anywhere",
  hyphens: "auto",
  "@media": { [breakpoints.tablet]: { fontSize: vars.fontSize.lg } },
});

export const titleLink = style({
  textDecoration: "none",
  color: vars.color.text,
  outline: "none",
  selectors: {
    // The whole card is the link's target area.
    "&::after": { content: "''", position: "absolute", inset: 0, zIndex: 1 },
    "&:hover": { color: vars.color.accent },
  },
});

export const master = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const masterLink = style({
  position: "relative",
  zIndex: 2,
  display: "inline-block",
  paddingBlock: 2,
  color: "inherit",
  textDecoration: "none",
  ":hover": { color: vars.color.accent, textDecoration: "underline" },
});

export const stats = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "4px 12px",
  marginTop: "auto",
  paddingTop: 4,
});

export const views = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  "::before": maskIcon("eye", 15),
});

export const price = style({
  fontWeight: 800,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  selectors: { "&[data-free]": { color: vars.color.success } },
  "@media": { [breakpoints.tablet]: { fontSize: vars.fontSize.lg } },
});

/** The subtitle languages on the poster (decision 044): "CC DE EN". */
export const subtitles = style({
  position: "absolute",
  left: 10,
  bottom: 10,
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  maxWidth: "calc(100% - 20px)",
  padding: "3px 8px",
  borderRadius: vars.radius.sm,
  background: "rgba(31, 26, 28, 0.78)",
  color: "#fff",
  fontSize: "0.6875rem",
  fontWeight: 700,
  letterSpacing: "0.04em",
  lineHeight: 1.4,
  whiteSpace: "nowrap",
  overflow: "hidden",
});

export const ccMark = style({
  padding: "0 4px",
  border: "1.5px solid currentColor",
  borderRadius: 4,
  fontSize: "0.625rem",
  lineHeight: 1.3,
});
