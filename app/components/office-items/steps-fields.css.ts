import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const rows = style({ display: "grid", gap: vars.space.md, listStyle: "none", padding: 0, margin: 0 });

/** Title over time and removal on a phone; one line from a tablet up. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: vars.space.sm,
  alignItems: "start",
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "minmax(0, 1fr) 9rem auto", paddingBottom: 0, borderBottom: 0 },
  },
});

export const titleCell = style({
  gridColumn: "1 / -1",
  minWidth: 0,
  "@media": { [media.tablet]: { gridColumn: "auto" } },
});

/** The remove button lines up with the inputs, under their labels. */
export const removeButton = style({
  minHeight: 48,
  minWidth: 48,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: 6,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: "pointer",
  ":hover": { color: vars.color.danger, borderColor: vars.color.danger },
});

/** Keeps a row's buttons column when the inputs' messages make it taller. */
export const removeCell = style({ alignSelf: "start", display: "grid", paddingTop: 27 });

export const length = style({ fontSize: vars.fontSize.sm, color: vars.color.text, fontWeight: 600 });

export const addButton = style({ justifySelf: "start" });
