import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** The buyer's review card under the lesson's reviews. */
export const card = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.roseStrong}`,
  boxShadow: vars.shadow.card,
  marginTop: vars.space.lg,
  scrollMarginTop: vars.layout.headerHeight,
  "@media": { [media.tablet]: { padding: vars.space.xl } },
});

export const head = style({ display: "grid", gap: vars.space.xs });
export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, lineHeight: 1.25 });
export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: "grid", gap: vars.space.lg });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: "grid", gap: 6 });
export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.sm, padding: 0, marginBottom: 6 });

export const stars = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 });

/** One star: a radio (hidden but focusable) and its drawing, 48 px to tap. */
export const star = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 48,
  height: 48,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  color: vars.color.roseStrong,
  transition: "color 120ms ease, transform 120ms ease",
  selectors: {
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
    "&:active": { transform: "scale(0.92)" },
  },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});
export const radio = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  opacity: 0,
  cursor: "pointer",
});
export const starIcon = style({ width: 36, height: 36, fill: "currentColor", pointerEvents: "none" });

// Every star up to the chosen one is filled; hovering previews another choice.
for (const chosen of [1, 2, 3, 4, 5]) {
  const upTo = Array.from({ length: chosen }, (_, index) => index + 1);
  globalStyle(
    upTo.map((n) => `${stars}:has(input[value="${chosen}"]:checked) ${star}[data-star="${n}"]`).join(", "),
    { color: vars.color.accent },
  );
}
for (const hovered of [1, 2, 3, 4, 5]) {
  const selector = (n: number) =>
    `${stars}:has(${star}[data-star="${hovered}"]:hover) ${star}[data-star="${n}"]`;
  globalStyle(
    [1, 2, 3, 4, 5]
      .filter((n) => n <= hovered)
      .map(selector)
      .join(", "),
    {
      color: vars.color.accentHover,
    },
  );
  const after = [1, 2, 3, 4, 5].filter((n) => n > hovered);
  if (after.length > 0) globalStyle(after.map(selector).join(", "), { color: vars.color.roseStrong });
}

/** The chosen rating in words beside the stars (its text is in each radio's label too). */
export const choice = style({
  display: "none",
  marginInlineStart: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
});
for (const chosen of [1, 2, 3, 4, 5]) {
  globalStyle(`${stars}:has(input[value="${chosen}"]:checked) ${choice}[data-choice="${chosen}"]`, {
    display: "inline",
  });
}

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

/** The line a signed-in non-buyer (or the author) sees instead of a form. */
export const note = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  marginTop: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${note} > svg`, { color: vars.color.accent, flexShrink: 0 });
