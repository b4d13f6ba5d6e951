import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The heart over a card's poster: top right, above the card's whole-card link. */
export const cardHeart = style({
  position: "absolute",
  top: 6,
  right: 6,
  zIndex: 2,
  margin: 0,
});

/** A round 44 px touch target with the heart inside. */
export const heartButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "rgba(255, 255, 255, 0.92)",
  color: vars.color.accent,
  boxShadow: "0 1px 4px rgba(31, 26, 28, 0.16)",
  cursor: "pointer",
  transition: "transform 120ms ease, background 150ms ease",
  ":hover": { background: "#fff", transform: "scale(1.06)" },
});

/** The lesson page's "Save": its heart is filled like the card's when saved. */
export const heartToggle = style({});

/** The saved state fills the heart (the sprite's drawing is a stroke). */
globalStyle(`${heartButton}[aria-pressed="true"] svg, ${heartToggle}[aria-pressed="true"] svg`, {
  fill: "currentColor",
});

/** The lesson page's and master page's buttons: the outline button, its icon filled when on. */
export const toggleForm = style({
  margin: 0,
  display: "inline-flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const onState = style({
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.rose,
      borderColor: vars.color.accent,
      color: vars.color.accent,
    },
  },
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
  maxWidth: "32ch",
});

export const cardError = style({
  position: "absolute",
  top: 54,
  right: 6,
  zIndex: 2,
  maxWidth: "80%",
  padding: "4px 8px",
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
  boxShadow: "0 1px 4px rgba(31, 26, 28, 0.16)",
});
