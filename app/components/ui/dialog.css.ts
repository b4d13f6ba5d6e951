import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const dialog = style({
  position: "fixed",
  inset: 0,
  margin: "auto",
  width: `min(${vars.layout.modalWidth}, calc(100vw - 32px))`,
  maxHeight: "calc(100vh - 32px)",
  height: "fit-content",
  overflow: "auto",
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: "center",
  zIndex: 100,
  // Without JavaScript the dialog is not modal and has no ::backdrop: a huge shadow dims the page.
  boxShadow: `0 0 0 100vmax ${vars.color.overlay}, ${vars.shadow.menu}`,
  selectors: {
    "&::backdrop": { background: vars.color.overlay },
    "&:modal": { boxShadow: vars.shadow.menu },
  },
});

export const closeForm = style({ position: "absolute", top: 8, right: 8, margin: 0 });

export const close = style({
  width: 44,
  height: 44,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: 0,
  borderRadius: "50%",
  background: "transparent",
  cursor: "pointer",
  ":hover": { background: vars.color.surfaceMuted },
});

export const badge = style({
  width: 56,
  height: 56,
  margin: `0 auto ${vars.space.md}`,
  borderRadius: "50%",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  selectors: {
    '&[data-tone="success"]': { background: vars.color.successSoft, color: vars.color.success },
    '&[data-tone="error"]': { background: vars.color.dangerSoft, color: vars.color.danger },
  },
});

export const title = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.sm });

export const body = style({ color: vars.color.textMuted, maxWidth: 520, marginInline: "auto" });
