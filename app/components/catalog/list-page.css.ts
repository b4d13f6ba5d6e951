import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { container, visuallyHidden } from "~/styles/utilities.css";

// The frame of the lessons and masters lists: search in the hero, filters beside (or over) the results.

export const page = style({ paddingBottom: vars.space.xxl });

export const hero = style({
  background: `radial-gradient(120% 140% at 100% 0%, ${vars.color.rose} 0%, transparent 55%), ${vars.color.surfaceMuted}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heroInner = style([
  container,
  {
    paddingBlock: `${vars.space.lg} ${vars.space.xl}`,
    display: "grid",
    gap: vars.space.md,
    "@media": { [media.tablet]: { paddingBlock: `${vars.space.xl} ${vars.space.xxl}` } },
  },
]);

export const title = style({ fontSize: vars.fontSize.hero });

export const lead = style({ maxWidth: "56ch", color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const layout = style([
  container,
  {
    paddingTop: vars.space.lg,
    display: "grid",
    gap: vars.space.xl,
    alignItems: "start",
    "@media": {
      [media.tablet]: { paddingTop: vars.space.xl },
      [media.laptop]: { gridTemplateColumns: "272px minmax(0, 1fr)" },
    },
  },
]);

export const results = style({ minWidth: 0 });

export const resultsTitle = style([visuallyHidden]);

export const toolbar = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.md,
  marginBottom: vars.space.md,
  "@media": {
    [media.tablet]: { flexDirection: "row", alignItems: "center", justifyContent: "space-between" },
  },
});

/** Without JavaScript the ordering has its own Apply button: wrap rather than squeeze the select. */
export const controls = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  justifyContent: "space-between",
  "@media": { [media.tablet]: { justifyContent: "flex-end" } },
});
globalStyle(`${controls} > *`, { flexShrink: 0, maxWidth: "100%" });
