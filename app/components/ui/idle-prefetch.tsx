import { useEffect, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";

export const PREFETCH_IDLE_MS = 2000;
const MAX_PREFETCHED = 12;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether prefetching is worth it: not with Save-Data on, nor on a 2g connection (SPEC §9). */
export function shouldPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

/**
 * Two seconds after a page settles, prefetches the code and data of the internal links on screen,
 * so the next click is instant. Links marked rel="nofollow" (the language switch) are skipped.
 */
export function IdlePrefetch() {
  const location = useLocation();
  const [pages, setPages] = useState<string[]>([]);

  useEffect(() => {
    setPages([]);
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (!shouldPrefetch(connection)) return;
    const timer = window.setTimeout(() => {
      const visible = new Set<string>();
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>(
        "a[href^='/']:not([rel~='nofollow'])",
      )) {
        const box = anchor.getBoundingClientRect();
        if (box.width === 0 || box.bottom < 0 || box.top > window.innerHeight) continue;
        const url = new URL(anchor.href);
        const page = url.pathname + url.search;
        if (page !== location.pathname + location.search) visible.add(page);
        if (visible.size >= MAX_PREFETCHED) break;
      }
      setPages([...visible]);
    }, PREFETCH_IDLE_MS);
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.search]);

  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
