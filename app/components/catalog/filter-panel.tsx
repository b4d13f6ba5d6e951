import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from "react";
import { Form, useLocation, useSubmit } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import { filledButton } from "../ui/button.css";
import { Icon } from "../ui/icon";
import { PageLink } from "../ui/page-link";
import { useTickedBeforeHydration } from "../ui/use-ticked-before-hydration";
import * as styles from "./filter-panel.css";
import { useFilterState, WIDE } from "./filter-scope";

/** The query string of a GET form without its empty fields (`?q=&level=` → ``). */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") params.append(name, value.trim());
  }
  return params;
}

/**
 * Whether a choice in `fields` (radios, checkboxes, selects; or one select) differs from what the
 * page was drawn with: made before the code that applies it had arrived.
 */
export function choiceChanged(fields: HTMLElement): boolean {
  for (const field of fields.querySelectorAll<HTMLInputElement>("input[type=radio], input[type=checkbox]"))
    if (field.checked !== field.defaultChecked) return true;
  for (const option of fields.querySelectorAll<HTMLOptionElement>("select option"))
    if (option.selected !== option.defaultSelected) return true;
  return false;
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

/** The "Filters" button of narrow screens, with the number of filters in use. */
export function FilterToggle({ activeCount = 0 }: { activeCount?: number }) {
  const t = useT();
  const hydrated = useHydrated();
  const { formId, toggleId, open, setOpen } = useFilterState();
  const checkbox = useTickedBeforeHydration(() => setOpen(true));
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
        ref={checkbox}
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

  const form = useRef<HTMLFormElement>(null);
  // The panel hydrates apart (decision 056): on a wide screen a choice made before its code came
  // applies now, as one made afterwards does (narrow screens apply with the panel's button).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read at hydration only
  useLayoutEffect(() => {
    const fields = form.current;
    if (autoSubmit && fields && window.matchMedia(WIDE).matches && choiceChanged(fields))
      submitFilters(fields);
  }, []);

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
        ref={form}
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
            <PageLink to={reset} className={styles.reset}>
              {t("catalog.filters.reset")}
            </PageLink>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
