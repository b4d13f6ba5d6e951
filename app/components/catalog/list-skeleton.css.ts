import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const shimmer = keyframes({
  "0%": { backgroundPosition: "100% 0" },
  "100%": { backgroundPosition: "-100% 0" },
});

const block = {
  display: "block",
  borderRadius: vars.radius.sm,
  background: `linear-gradient(90deg, ${vars.color.surfaceMuted} 0%, ${vars.color.rose} 50%, ${vars.color.surfaceMuted} 100%)`,
  backgroundSize: "200% 100%",
  animation: `${shimmer} 1.4s ease-in-out infinite`,
} as const;

export const card = style({
  display: "grid",
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflow: "hidden",
});

export const media = style({
  ...block,
  aspectRatio: "4 / 5",
  borderRadius: 0,
  selectors: { [`${card}[data-variant="master"] &`]: { aspectRatio: "1 / 1" } },
});

export const line = style({
  ...block,
  height: 14,
  marginInline: vars.space.md,
  width: "80%",
  selectors: {
    '&[data-width="short"]': { width: "40%", height: 10 },
    '&[data-width="medium"]': { width: "55%" },
  },
});
