import { useContext, useEffect, useState } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  matchRoutes,
  useLocation,
} from "react-router";
import { type PrefetchMatch, prefetchDataHref, prefetchModuleHrefs } from "./prefetch-hrefs";

export const PREFETCH_IDLE_MS = 2000;
const MAX_PREFETCHED = 12;

/**
 * Two seconds after a page settles, prefetches the code and data of the internal links on screen,
 * so the next click is instant. Links marked rel="nofollow" (the language switch) are skipped.
 * The code is fetched and compiled, not run (see prefetch-hrefs.ts). Rendered by `DeferredPrefetch`
 * (deferred-prefetch.tsx), which checks the connection first.
 */
export function IdlePrefetch() {
  const location = useLocation();
  const [pages, setPages] = useState<string[]>([]);

  useEffect(() => {
    setPages([]);
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
        <PrefetchPage key={page} page={page} />
      ))}
    </>
  );
}

/** `<link>`s that fetch one page's data and route modules into the browser's cache. */
function PrefetchPage({ page }: { page: string }) {
  const framework = useContext(FrameworkContext);
  const router = useContext(DataRouterContext)?.router;
  const state = useContext(DataRouterStateContext);
  if (!framework || !router || !state) return null;
  const nextMatches = matchRoutes(router.routes, page, router.basename);
  if (!nextMatches) return null;
  const { manifest, routeModules, future } = framework;
  const input = {
    page,
    nextMatches: nextMatches as PrefetchMatch[],
    currentMatches: state.matches as PrefetchMatch[],
    manifestRoutes: manifest.routes,
    loadedRouteIds: new Set(Object.keys(state.loaderData)),
    routesWithShouldRevalidate: new Set(
      Object.keys(routeModules).filter((id) => routeModules[id]?.shouldRevalidate),
    ),
    currentUrl: new URL(window.location.href),
    trailingSlashAware: future.v8_trailingSlashAwareDataRequests === true,
  };
  const dataHref = prefetchDataHref(input);
  return (
    <>
      {dataHref ? <link rel="prefetch" as="fetch" href={dataHref} /> : null}
      {prefetchModuleHrefs(input).map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  );
}
