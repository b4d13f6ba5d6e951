import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const form = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "flex-end",
  justifyContent: "space-between",
});

export const search = style({ display: "grid", gap: 6, flex: "1 1 18rem", maxWidth: 420 });
export const searchBox = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  color: vars.color.textMuted,
});
export const searchInput = style({ paddingLeft: 44 });
/** The magnifier inside the filter box. */
export const searchIcon = style({ position: "absolute", left: 14, pointerEvents: "none" });

export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: 600,
  fontVariantNumeric: "tabular-nums",
});

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(128px, 1fr))",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(auto-fill, minmax(190px, 1fr))" } },
});

export const item = style({ minWidth: 0 });

export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 52,
  height: "100%",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: "pointer",
  transition: "border-color 150ms ease, background 150ms ease",
  ":hover": { borderColor: vars.color.roseStrong },
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.accent, background: vars.color.rose },
    "&:has(input:disabled)": { opacity: 0.5, cursor: "not-allowed" },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const checkbox = style({ width: 20, height: 20, flexShrink: 0, accentColor: vars.color.accent });

export const name = style({ fontWeight: 600, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const empty = style({ color: vars.color.textMuted, textAlign: "center", padding: vars.space.lg });
