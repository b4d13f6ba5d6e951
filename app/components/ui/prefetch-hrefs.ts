import type { Params, ShouldRevalidateFunction } from "react-router";

/*
 * What React Router's `PrefetchPageLinks` would prefetch for a page — its loaders' data and its
 * route modules — without the third thing it does: importing (running) each route module to read
 * its `links` export. Only the root exports `links`, and running the next page's modules (zod and
 * the forms' schemas among them) two seconds after load was a long task on phones. The rules are
 * React Router 7's own (getNewMatchesForLinks, PrefetchPageLinksImpl, singleFetchUrl).
 */

/** The parts of a route in React Router's assets manifest (`window.__reactRouterManifest`) read here. */
export interface ManifestRoute {
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  hasLoader: boolean;
  hasClientLoader: boolean;
}

export interface PrefetchMatch {
  route: { id: string; path?: string; shouldRevalidate?: ShouldRevalidateFunction };
  pathname: string;
  params: Params;
}

export interface PrefetchInput {
  /** The page to prefetch: path and query. */
  page: string;
  /** The router's matches for `page`, and for the page shown now. */
  nextMatches: PrefetchMatch[];
  currentMatches: PrefetchMatch[];
  manifestRoutes: Record<string, ManifestRoute | undefined>;
  /** Route ids with loaded data now, and those of them whose module says when to revalidate. */
  loadedRouteIds: ReadonlySet<string>;
  routesWithShouldRevalidate: ReadonlySet<string>;
  /** The page shown now: path, query and hash. */
  currentUrl: URL;
  trailingSlashAware: boolean;
}

/** Whether the route at `index` is another route, or the same one with other params, than now. */
function changes(match: PrefetchMatch, index: number, current: PrefetchMatch[]): boolean {
  const now = current[index];
  if (!now || now.route.id !== match.route.id) return true;
  return (
    now.pathname !== match.pathname ||
    (now.route.path?.endsWith("*") === true && now.params["*"] !== match.params["*"])
  );
}

/** The modules the page needs that the page shown now has not loaded (to `modulepreload`). */
export function prefetchModuleHrefs(input: PrefetchInput): string[] {
  const hrefs = input.nextMatches
    .filter((match, index) => changes(match, index, input.currentMatches))
    .flatMap((match) => {
      const route = input.manifestRoutes[match.route.id];
      if (!route) return [];
      return [route.module, route.clientActionModule, route.clientLoaderModule, ...(route.imports ?? [])];
    })
    .filter((href): href is string => Boolean(href));
  return [...new Set(hrefs)];
}

/** The `.data` request a navigation to the page will make (to `prefetch`), if any. */
export function prefetchDataHref(input: PrefetchInput): string | null {
  const { page, nextMatches, currentMatches, manifestRoutes, currentUrl } = input;
  if (page === currentUrl.pathname + currentUrl.search + currentUrl.hash) return null;
  const nextUrl = new URL(page, currentUrl.origin);
  const reloads = (match: PrefetchMatch, index: number): boolean => {
    if (changes(match, index, currentMatches)) return true;
    const choice = match.route.shouldRevalidate?.({
      currentUrl,
      currentParams: currentMatches[0]?.params ?? {},
      nextUrl,
      nextParams: match.params,
      defaultShouldRevalidate: true,
    });
    return typeof choice === "boolean" ? choice : true;
  };
  const loading = new Set<string>();
  let someSkipped = false;
  nextMatches.forEach((match, index) => {
    const route = manifestRoutes[match.route.id];
    if (!route?.hasLoader) return;
    const { id } = match.route;
    const kept =
      input.loadedRouteIds.has(id) && input.routesWithShouldRevalidate.has(id) && !reloads(match, index);
    if (kept || route.hasClientLoader) someSkipped = true;
    else loading.add(id);
  });
  if (loading.size === 0) return null;
  const url = dataUrl(nextUrl, input.trailingSlashAware);
  if (someSkipped) url.searchParams.set("_routes", [...loading].join(","));
  return url.pathname + url.search;
}

/** A page's single-fetch data address, as React Router builds it. */
function dataUrl(page: URL, trailingSlashAware: boolean): URL {
  const url = new URL(page);
  if (trailingSlashAware) {
    url.pathname += url.pathname.endsWith("/") ? "_.data" : ".data";
  } else {
    url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  }
  return url;
}
