import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

export const row = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const code = style({
  flex: "none",
  display: "inline-grid",
  placeItems: "center",
  width: 44,
  height: 44,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  letterSpacing: "0.04em",
});

export const text = style({ display: "grid", gap: 2, flex: "1 1 auto", minWidth: 0 });
export const name = style({ fontWeight: 600 });

export const add = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "1fr",
  alignItems: "end",
  "@media": {
    "screen and (min-width: 768px)": { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" },
  },
});

export const fileCell = style({
  minWidth: 0,
  "@media": { "screen and (min-width: 768px)": { gridColumn: "1 / -1" } },
});

export const addButton = style({ justifySelf: "start", gap: vars.space.xs });

/** A translation's title or text in its row: one line, cut with an ellipsis. */
export const excerpt = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

/** A translation's row: its language and text, then its buttons (under them on a phone). */
export const wrappingRow = style({ flexWrap: "wrap" });
export const rowText = style({ flex: "1 1 180px" });
export const rowActions = style({ display: "flex", gap: vars.space.sm, marginLeft: "auto" });
