import { useEffect } from "react";
import { useNavigation, useRevalidator } from "react-router";

/**
 * Reloads the page's data every `everyMs` while `active` (a video being processed), only while
 * the tab is visible and nothing else is loading or being sent: a master who waits sees
 * "processing" turn "ready" without reloading, and the server is asked only while it matters.
 * Without JavaScript, a reload shows the same state.
 */
export function useRefreshWhile(active: boolean, everyMs = 4000): void {
  const { revalidate, state } = useRevalidator();
  const navigation = useNavigation();
  const busy = state !== "idle" || navigation.state !== "idle";
  useEffect(() => {
    if (!active || busy) return;
    const timer = setTimeout(() => {
      if (document.visibilityState === "visible") void revalidate();
    }, everyMs);
    return () => clearTimeout(timer);
  }, [active, busy, everyMs, revalidate]);
}
