import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { panel as disclosurePanel } from "../ui/disclosure.css";

export const header = style({
  position: "fixed",
  inset: "0 0 auto 0",
  height: vars.layout.headerHeight,
  zIndex: 50,
  // Opaque and without backdrop-filter: a filter would trap the fixed mobile menu inside the header.
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  height: "100%",
  maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.lg})`,
  marginInline: "auto",
  paddingInline: vars.space.md,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { paddingInline: vars.space.lg } },
});

export const logo = style({
  textDecoration: "none",
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  marginRight: "auto",
  "@media": { [media.wideMenu]: { order: -1, marginRight: vars.space.lg } },
});

const iconButtonBase = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minWidth: 44,
  minHeight: 44,
  padding: "0 10px",
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  textDecoration: "none",
  transition: "background 150ms ease",
  ":hover": { background: vars.color.surfaceMuted },
} as const;

export const iconButton = style(iconButtonBase);
export const hamburger = style({
  ...iconButtonBase,
  "@media": { [media.wideMenu]: { display: "none" } },
});

export const menu = style({
  position: "static",
  "@media": { [media.wideMenu]: { flex: 1 } },
});

export const menuPanel = style({
  position: "fixed",
  top: vars.layout.headerHeight,
  left: 0,
  right: 0,
  bottom: 0,
  overflowY: "auto",
  overscrollBehavior: "contain",
  background: vars.color.background,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  "@media": {
    [media.wideMenu]: {
      position: "static",
      display: "block",
      overflow: "visible",
      background: "transparent",
      padding: 0,
      border: 0,
    },
  },
});
// On wide screens the navigation is always shown, whatever the hamburger's state.
globalStyle(`${menuPanel}.${disclosurePanel}`, { "@media": { [media.wideMenu]: { display: "block" } } });

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  "@media": {
    [media.wideMenu]: { flexDirection: "row", alignItems: "center", gap: vars.space.xs },
  },
});

export const navItem = style({
  position: "relative",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [media.wideMenu]: { border: 0, flexWrap: "nowrap" } },
});

export const navLink = style({
  flex: 1,
  display: "flex",
  alignItems: "center",
  minHeight: 52,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  textDecoration: "none",
  color: vars.color.text,
  selectors: {
    "&:hover": { color: vars.color.accent },
    '&[aria-current="page"]': { color: vars.color.accent },
  },
  "@media": {
    [media.wideMenu]: {
      minHeight: 44,
      fontSize: vars.fontSize.sm,
      padding: "0 6px 0 10px",
      whiteSpace: "nowrap",
    },
  },
});

export const submenu = style({
  position: "static",
  display: "contents",
});

export const submenuToggle = style({
  ...iconButtonBase,
  minWidth: 44,
  padding: 0,
  "@media": { [media.wideMenu]: { minWidth: 28, minHeight: 36 } },
});
globalStyle(`${submenuToggle}[aria-expanded="true"] svg`, { transform: "rotate(180deg)" });

export const submenuPanel = style({
  width: "100%",
  padding: `0 0 ${vars.space.md} ${vars.space.sm}`,
  "@media": {
    [media.wideMenu]: {
      position: "absolute",
      top: "100%",
      left: -16,
      width: "min(880px, calc(100vw - 48px))",
      padding: vars.space.lg,
      background: vars.color.surface,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.menu,
      border: `1px solid ${vars.color.border}`,
      zIndex: 10,
    },
  },
});
// Wide screens also open a sub-menu on hover. Not on keyboard focus: Tab walks past a closed menu
// (its toggle opens it with Enter or Space, the disclosure pattern), instead of through ~45
// category links each.
globalStyle(`${navItem}:hover ${submenuPanel}`, {
  "@media": { [media.wideMenu]: { display: "block" } },
});

export const categoryGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
  "@media": { [media.wideMenu]: { gridTemplateColumns: "repeat(4, 1fr)", gap: vars.space.lg } },
});
// Until its categories arrive (and without JavaScript) a sub-menu's list is empty: its toggle
// keeps its place but is hidden (nothing moves when it fills), and its panel stays closed, hover
// included.
globalStyle(`${submenu}:has(${categoryGrid}:empty) > *`, { visibility: "hidden" });
globalStyle(`${submenu}:has(${categoryGrid}:empty) > ${submenuPanel}`, { display: "none" });

export const category = style({ minWidth: 0 });

export const categoryLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 44,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  color: vars.color.text,
  ":hover": { color: vars.color.accent },
});

export const categoryIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 34,
  height: 34,
  flexShrink: 0,
  borderRadius: "50%",
  background: vars.color.rose,
  color: vars.color.accent,
});

export const subList = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 0 calc(34px + ${vars.space.sm})`,
});

export const subLink = style({
  hyphens: "auto",
  overflowWrap: "anywhere",
  display: "flex",
  alignItems: "center",
  minHeight: 36,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textDecoration: "none",
  ":hover": { color: vars.color.accent, textDecoration: "underline" },
});

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.xs });

export const languageToggle = style({ ...iconButtonBase, padding: "0 12px" });

export const localeCode = style({ fontWeight: 700, fontSize: vars.fontSize.xs, letterSpacing: "0.06em" });

export const languagePanel = style({
  position: "absolute",
  right: 0,
  top: "calc(100% + 8px)",
  minWidth: 210,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.menu,
  zIndex: 10,
});

export const languageList = style({ listStyle: "none", margin: 0, padding: 0 });

export const languageLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  textDecoration: "none",
  color: vars.color.text,
  ":hover": { background: vars.color.surfaceMuted },
  selectors: {
    '&[aria-current="true"]': { background: vars.color.rose, color: vars.color.accent, fontWeight: 600 },
  },
});

export const avatar = style({
  width: 34,
  height: 34,
  borderRadius: "50%",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.accent,
  color: "#fff",
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const menuUser = style({
  display: "grid",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
globalStyle(`${menuUser} strong`, { color: vars.color.text });

export const menuButton = style([
  languageLink,
  {
    width: "100%",
    border: 0,
    background: "transparent",
    cursor: "pointer",
    font: "inherit",
    textAlign: "left",
    color: vars.color.danger,
  },
]);
