import { lazy, Suspense, useEffect, useState } from "react";

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether prefetching is worth it: not with Save-Data on, nor on a 2g connection (SPEC §9). */
export function shouldPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

/** Whether this browser's connection allows prefetching (`shouldPrefetch`); in the browser only. */
export const prefetchAllowed = (): boolean =>
  shouldPrefetch((navigator as Navigator & { connection?: NetworkInformation }).connection);

// The prefetcher (~3 KB with React Router's prefetch rules) serves the next click, not this page:
// it is imported once the page has hydrated, so no page's first load carries it (issue 13, goal 4).
const IdlePrefetch = lazy(() =>
  import("./idle-prefetch").then(({ IdlePrefetch }) => ({ default: IdlePrefetch })),
);

/** The idle prefetch (idle-prefetch.tsx), loaded after hydration where the connection allows it. */
export function DeferredPrefetch() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    setWanted(prefetchAllowed());
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <IdlePrefetch />
    </Suspense>
  ) : null;
}
