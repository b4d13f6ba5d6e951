import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/**
 * The native <dialog> frame every dialog shares (the message and confirm dialogs below, the
 * office's completion prompt): centred over the page, dimmed behind with or without JavaScript.
 */
export const dialogShell = style({
  position: "fixed",
  inset: 0,
  margin: "auto",
  height: "fit-content",
  overflow: "auto",
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  zIndex: 100,
  // Without JavaScript the dialog is not modal and has no ::backdrop: a huge shadow dims the page.
  boxShadow: `0 0 0 100vmax ${vars.color.overlay}, ${vars.shadow.menu}`,
  selectors: {
    "&::backdrop": { background: vars.color.overlay },
    "&:modal": { boxShadow: vars.shadow.menu },
  },
});

export const dialog = style([
  dialogShell,
  {
    width: `min(${vars.layout.modalWidth}, calc(100vw - 32px))`,
    maxHeight: "calc(100vh - 32px)",
    padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
    textAlign: "center",
  },
]);

export const closeForm = style({ position: "absolute", top: 8, right: 8, margin: 0 });

/** The round × in a dialog's corner (a `form method="dialog"` button). */
export const closeButton = style({
  width: 44,
  height: 44,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: 0,
  borderRadius: "50%",
  background: "transparent",
  cursor: "pointer",
});

export const close = style([closeButton, { ":hover": { background: vars.color.surfaceMuted } }]);

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
    '&[data-tone="confirm"]': { background: vars.color.rose, color: vars.color.accent },
  },
});

export const title = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.sm });

export const body = style({ color: vars.color.textMuted, maxWidth: 520, marginInline: "auto" });

/** A confirmation's two actions: side by side from tablets, the confirm on top on phones. */
export const actions = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  "@media": { [media.tablet]: { flexDirection: "row", justifyContent: "center" } },
});

/** The form around an action button lays out as the button itself. */
export const actionForm = style({ display: "contents" });
