import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./disclosure.css";
import { useTickedBeforeHydration } from "./use-ticked-before-hydration";

interface DisclosureProps {
  /** Accessible name of the toggle ("Languages", "Open menu"…). */
  label: string;
  /** What the toggle shows (icon, code…). */
  toggle: ReactNode;
  children: ReactNode;
  className?: string;
  toggleClassName?: string;
  panelClassName?: string;
  /** Closes the panel whenever this media query starts to match (the mobile menu above 1079 px). */
  closeWhen?: string;
}

/**
 * A toggle and a panel that work without JavaScript (a hidden checkbox and its label, styled by
 * `:checked`) and, once hydrated, become a real button with aria-expanded that closes on an
 * outside click, when focus moves to something outside, on Escape (focus back on the toggle) and
 * when a link inside is chosen: the WAI-ARIA disclosure pattern.
 */
export function Disclosure({
  label,
  toggle,
  children,
  className,
  toggleClassName,
  panelClassName,
  closeWhen,
}: DisclosureProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const checkbox = useTickedBeforeHydration(() => setOpen(true));

  useEffect(() => {
    if (!open) return;
    let pressing = false;
    // On pointerup, not pointerdown: closing reflows the page, and a reflow between pointerdown and
    // pointerup would make the tap that closed this panel miss what it aimed at (another sub-menu).
    const onPointerUp = (event: PointerEvent) => {
      pressing = false;
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      toggleButton.current?.focus();
    };
    // The keyboard moving focus elsewhere (a pointer's press outside is left to pointerup: closing
    // at its focus change would move what it aims at; and a click on the panel's padding blurs to
    // nothing).
    const onPointerDown = () => {
      pressing = true;
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (!pressing && next && !root.current?.contains(next)) close();
    };
    const element = root.current;
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("pointerup", onPointerUp);
    document.addEventListener("keydown", onKeyDown);
    element?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("pointerup", onPointerUp);
      document.removeEventListener("keydown", onKeyDown);
      element?.removeEventListener("focusout", onFocusOut);
    };
  }, [open, close]);

  useEffect(() => {
    if (!closeWhen) return;
    const query = window.matchMedia(closeWhen);
    const onChange = () => query.matches && close();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [closeWhen, close]);

  return (
    <div
      ref={root}
      className={[styles.root, className].filter(Boolean).join(" ")}
      data-open={open || undefined}
    >
      {hydrated ? (
        <button
          ref={toggleButton}
          type="button"
          className={toggleClassName}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-label={label}
          onClick={() => setOpen((value) => !value)}
        >
          {toggle}
        </button>
      ) : (
        <>
          <input
            ref={checkbox}
            id={`${id}-toggle`}
            type="checkbox"
            className={`${visuallyHidden} ${styles.checkbox}`}
            aria-label={label}
          />
          <label htmlFor={`${id}-toggle`} className={toggleClassName} aria-hidden="true">
            {toggle}
          </label>
        </>
      )}
      {/* Choosing a link inside closes the panel (the click bubbles here before navigation). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only observes clicks on links inside */}
      <div
        id={`${id}-panel`}
        className={[styles.panel, panelClassName].filter(Boolean).join(" ")}
        onClick={(event) => (event.target as HTMLElement).closest("a") && close()}
      >
        {children}
      </div>
    </div>
  );
}
