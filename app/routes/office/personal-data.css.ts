import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const form = style({ display: "grid", gap: vars.space.xl, minWidth: 0 });

/** "Learner or master?", its own small form above the personal data (decision 037). */
export const roleForm = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  paddingBottom: vars.space.xl,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const roleActions = style({
  display: "flex",
  flexDirection: "column",
  "@media": { [media.tablet]: { flexDirection: "row", justifyContent: "flex-end" } },
});

export const photoRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.lg,
  alignItems: "flex-start",
});

export const photoFields = style({ flex: "1 1 16rem", minWidth: 0, display: "grid", gap: vars.space.md });

const avatarBase = style({
  width: 112,
  height: 112,
  flexShrink: 0,
  borderRadius: "50%",
  border: `3px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.border}, ${vars.shadow.card}`,
});

export const avatar = style([avatarBase, { objectFit: "cover", background: vars.color.surfaceMuted }]);

export const avatarEmpty = style([
  avatarBase,
  {
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    background: vars.color.rose,
    color: vars.color.accent,
  },
]);

/** The email: shown, but changed elsewhere. */
export const readOnly = style({ display: "grid", gap: 6, alignContent: "start", minWidth: 0 });
export const readOnlyLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const readOnlyValue = style({
  minHeight: 48,
  display: "flex",
  alignItems: "center",
  padding: "10px 14px",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});
export const readOnlyHint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** The "about" text in other languages, below the profile form (decision 050). */
export const translations = style({ marginTop: vars.space.xl });
