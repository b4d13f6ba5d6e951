import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** Phones and tablets: a row of pills that scrolls sideways; laptops: a card in the side column. */
export const nav = style({
  minWidth: 0,
  marginInline: `calc(-1 * ${vars.space.lg})`,
  "@media": {
    [media.laptop]: {
      marginInline: 0,
      position: "sticky",
      top: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
      padding: vars.space.sm,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.card,
    },
  },
});

export const list = style({
  listStyle: "none",
  margin: 0,
  display: "flex",
  gap: vars.space.sm,
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollSnapType: "x proximity",
  scrollPaddingInline: vars.space.lg,
  scrollbarWidth: "none",
  padding: `${vars.space.xs} ${vars.space.lg} ${vars.space.sm}`,
  "@media": {
    [media.laptop]: { flexDirection: "column", gap: 2, overflow: "visible", padding: 0 },
  },
});
globalStyle(`${list}::-webkit-scrollbar`, { display: "none" });
// Without JavaScript too, the row opens scrolled to the current section (office-nav.tsx does it
// with JavaScript where the browser lacks this: CSS Scroll Snap 2, Chrome 133+). Only while it is
// a row: in the laptops' side column the nearest scroller is the page itself, which then opened
// scrolled past the office's header and the completion notice.
globalStyle(`${list} [aria-current]`, {
  "@media": { "screen and (max-width: 1023.98px)": { scrollInitialTarget: "nearest" } },
} as Record<string, unknown> as Parameters<typeof globalStyle>[1]);

export const item = style({ flexShrink: 0, scrollSnapAlign: "start" });

export const link = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: "none",
  whiteSpace: "nowrap",
  transition: "background 150ms ease, color 150ms ease, border-color 150ms ease",
  ":hover": { borderColor: vars.color.roseStrong, background: vars.color.background },
  selectors: {
    "&[aria-current]": {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentContrast,
    },
  },
  "@media": {
    [media.laptop]: {
      minHeight: 48,
      borderRadius: vars.radius.md,
      border: 0,
      background: "transparent",
      whiteSpace: "normal",
      selectors: {
        "&[aria-current]": {
          background: vars.color.rose,
          color: vars.color.accent,
        },
      },
    },
  },
});

export const icon = style({ flexShrink: 0, opacity: 0.85 });

export const label = style({ flex: 1, minWidth: 0 });

/** A small dot on a section that still has nothing (what the completion prompt asks for). */
export const todo = style({
  width: 8,
  height: 8,
  flexShrink: 0,
  borderRadius: "50%",
  background: vars.color.focus,
  boxShadow: `0 0 0 3px ${vars.color.rose}`,
});
globalStyle(`${link}[aria-current] ${todo}`, {
  background: vars.color.accentContrast,
  boxShadow: "none",
  "@media": {
    [media.laptop]: { background: vars.color.focus, boxShadow: `0 0 0 3px ${vars.color.surface}` },
  },
});
