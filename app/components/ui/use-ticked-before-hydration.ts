import { useLayoutEffect, useRef } from "react";

/**
 * For a toggle that is a hidden checkbox until hydrated (a part that hydrates apart keeps it for a
 * while): if a tap ticked it before the code came, `open` runs as the part hydrates, so the panel
 * the tap opened stays open when the checkbox becomes a button. Returns the checkbox's ref.
 */
export function useTickedBeforeHydration(open: () => void) {
  const checkbox = useRef<HTMLInputElement>(null);
  // Once, in the commit that hydrates the checkbox (before it is swapped for the button).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read at hydration only
  useLayoutEffect(() => {
    if (checkbox.current?.checked) open();
  }, []);
  return checkbox;
}
