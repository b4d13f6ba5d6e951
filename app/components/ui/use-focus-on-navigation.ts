import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, focus goes to the new page's main heading (or
 * the main region), as it would be read after a full page load, instead of falling back to
 * `<body>`: a screen reader announces where the visitor is, and Tab continues from there. Not on
 * the first load, and not when only the query changes (filters, pages of a list), where the
 * visitor's place is the control they used.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById("main");
    const target = main?.querySelector<HTMLElement>("h1") ?? main;
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname]);
}
