import { globalStyle } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  scrollPaddingTop: vars.layout.headerHeight,
});

// Page scroll is locked while a modal dialog or a full-page loader is shown (SPEC §2).
globalStyle("html:has(dialog[open]), html:has([data-scroll-lock])", { overflow: "hidden" });

globalStyle("body", {
  margin: 0,
  paddingTop: vars.layout.headerHeight,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  WebkitFontSmoothing: "antialiased",
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
});

// A word too long for its line breaks with a hyphen where the browser knows the page's language
// (`lang`), and breaks at all rather than run out of the page.
globalStyle("h1, h2, h3", {
  overflowWrap: "break-word",
  hyphens: "auto",
  fontFamily: vars.font.display,
  fontWeight: 600,
  lineHeight: 1.15,
  letterSpacing: "-0.01em",
  margin: 0,
});

globalStyle("p", { margin: 0 });
globalStyle("a", { color: "inherit" });
globalStyle("img, svg, video", { display: "block", maxWidth: "100%" });
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });

globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  borderRadius: "4px",
});

// A heading focused after a client-side navigation (use-focus-on-navigation.ts) is a place, not a
// control: no ring around it.
globalStyle('main h1[tabindex="-1"]:focus', { outline: "none" });

// A date is read as one: "27 лист. 2026 р." never leaves its "р." alone on a line.
globalStyle("time", { whiteSpace: "nowrap" });

globalStyle("::selection", { background: vars.color.roseStrong });

globalStyle("*", {
  "@media": {
    [media.reducedMotion]: {
      animationDuration: "0.01ms !important",
      transitionDuration: "0.01ms !important",
    },
  },
});
