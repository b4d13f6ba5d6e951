import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/i18n/use-t";
import { media } from "~/styles/theme.css";
import { visuallyHidden } from "~/styles/utilities.css";
import { hamburger } from "../layout/header.css";
import { filledButton } from "../ui/button.css";
import { Icon } from "../ui/icon";
import * as styles from "./filter-panel.css";

/** Below this width the filters are a panel opened by the "Filters" button, above it a sidebar. */
const WIDE = media.laptop.replace(/^screen and /, "");

interface FilterState {
  formId: string;
  toggleId: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}

const FilterContext = createContext<FilterState | null>(null);

function useFilterState(): FilterState {
  const state = useContext(FilterContext);
  if (!state) throw new Error("FilterToggle and FilterPanel must be inside a FilterScope");
  return state;
}

/** The query string of a GET form without its empty fields (`?q=&level=` → ``). */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") params.append(name, value.trim());
  }
  return params;
}

/**
 * Submits a list's GET form as a client navigation without its empty fields. Fields outside the
 * form join it with `form={formId}` (the search box, the ordering select).
 */
export function useSubmitFilters(): (form: HTMLFormElement | null | undefined) => void {
  const submit = useSubmit();
  const { pathname } = useLocation();
  return useCallback(
    (form) => {
      if (form) submit(formQuery(form), { method: "get", action: pathname });
    },
    [submit, pathname],
  );
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

/** The "Filters" button of narrow screens, with the number of filters in use. */
export function FilterToggle({ activeCount = 0 }: { activeCount?: number }) {
  const t = useT();
  const hydrated = useHydrated();
  const { formId, toggleId, open, setOpen } = useFilterState();
  const content = (
    <>
      <Icon name="sliders" size={18} />
      <span>{t("catalog.filters.open")}</span>
      {activeCount > 0 ? (
        <span className={styles.badge}>
          <span aria-hidden="true">{activeCount}</span>
          <span className={visuallyHidden}>{t("catalog.filters.inUse", { count: activeCount })}</span>
        </span>
      ) : null}
    </>
  );
  return hydrated ? (
    <button
      id={toggleId}
      type="button"
      className={styles.toggle}
      aria-expanded={open}
      aria-controls={`${formId}-panel`}
      onClick={() => setOpen(!open)}
    >
      {content}
    </button>
  ) : (
    <span className={styles.toggleWrap}>
      <input
        id={toggleId}
        type="checkbox"
        className={`${visuallyHidden} ${styles.checkbox}`}
        aria-label={
          activeCount > 0
            ? `${t("catalog.filters.open")} (${t("catalog.filters.inUse", { count: activeCount })})`
            : t("catalog.filters.open")
        }
      />
      <label htmlFor={toggleId} className={styles.toggle} aria-hidden="true">
        {content}
      </label>
    </span>
  );
}

interface FilterPanelProps {
  /** Fields of the form; their names are the list's query parameters. */
  children: ReactNode;
  /** Where "Reset filters" leads: a path, or a query string added to the current path. */
  resetHref: string;
  /** Show the reset link (when some filter is in use). */
  canReset?: boolean;
  /** With JavaScript on a wide screen, choosing an option applies it at once. */
  autoSubmit?: boolean;
}

/**
 * The list's filters: a plain GET form (it works without JavaScript), shown as a sidebar from
 * 1024 px and, below that, as a full-screen panel opened by `FilterToggle`.
 */
export function FilterPanel({ children, resetHref, canReset = true, autoSubmit = true }: FilterPanelProps) {
  const t = useT();
  const hydrated = useHydrated();
  const { formId, toggleId, open, setOpen } = useFilterState();
  const { pathname, search } = useLocation();
  const submitFilters = useSubmitFilters();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const reset = resetHref === "" || resetHref.startsWith("?") ? `${pathname}${resetHref}` : resetHref;

  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitFilters(event.currentTarget);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement | HTMLSelectElement;
    const choice = field.tagName === "SELECT" || field.type === "radio" || field.type === "checkbox";
    if (autoSubmit && choice && window.matchMedia(WIDE).matches) submitFilters(event.currentTarget);
  };

  return (
    <section
      id={`${formId}-panel`}
      className={styles.panel}
      aria-labelledby={titleId}
      data-open={open || undefined}
    >
      <Form
        id={formId}
        method="get"
        action={pathname}
        className={styles.form}
        onSubmit={onSubmit}
        onChange={onChange}
      >
        <div className={styles.head}>
          <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
            {t("catalog.filters.title")}
          </h2>
          {hydrated ? (
            <button type="button" className={styles.close} onClick={() => setOpen(false)}>
              <Icon name="close" size={22} />
              <span className={visuallyHidden}>{t("catalog.filters.close")}</span>
            </button>
          ) : (
            <label htmlFor={toggleId} className={styles.close} aria-hidden="true">
              <Icon name="close" size={22} />
            </label>
          )}
        </div>
        {/* New fields for each new query, so that a reset or a removed chip shows in them. */}
        <div key={search} className={styles.fields}>
          {children}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={`${filledButton} ${styles.apply}`}>
            {t("catalog.filters.apply")}
          </button>
          {canReset ? (
            <Link to={reset} className={styles.reset}>
              {t("catalog.filters.reset")}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
