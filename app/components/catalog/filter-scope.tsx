import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { media } from "~/styles/theme.css";
import { hamburger } from "../layout/header.css";

/** Below this width the filters are a panel opened by the "Filters" button, above it a sidebar. */
export const WIDE = media.laptop.replace(/^screen and /, "");

interface FilterState {
  formId: string;
  toggleId: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}

const FilterContext = createContext<FilterState | null>(null);

export function useFilterState(): FilterState {
  const state = useContext(FilterContext);
  if (!state) throw new Error("FilterToggle and FilterPanel must be inside a FilterScope");
  return state;
}

/**
 * Holds the open/closed state the "Filters" button and the panel share. Without JavaScript a
 * hidden checkbox holds it. With JavaScript, while the panel is open the header's hamburger closes
 * the panel instead of opening the menu (SPEC §4), and so do Escape, a navigation and a window
 * wide enough for the sidebar.
 */
export function FilterScope({ formId, children }: { formId: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const toggleId = `${formId}-toggle`;

  // A navigation (the form applied, a chip removed, a page chosen) closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(`.${hamburger}`)) return;
      // Captured on window, before React (listening on the document) hears of it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      document.getElementById(toggleId)?.focus();
    };
    const wide = window.matchMedia(WIDE);
    const onWide = () => wide.matches && setOpen(false);
    window.addEventListener("click", onClick, true);
    document.addEventListener("keydown", onKeyDown);
    wide.addEventListener("change", onWide);
    return () => {
      window.removeEventListener("click", onClick, true);
      document.removeEventListener("keydown", onKeyDown);
      wide.removeEventListener("change", onWide);
    };
  }, [open, toggleId]);

  const value = useMemo(() => ({ formId, toggleId, open, setOpen }), [formId, toggleId, open]);
  return <FilterContext.Provider value={value}>{children}</FilterContext.Provider>;
}
