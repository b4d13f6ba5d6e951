import { type AnchorHTMLAttributes, useEffect } from "react";
import { useNavigate } from "react-router";

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path of this site, already localized (`useLocalizedHref`). */
  to: string;
  /**
   * A client-side navigation keeps the scroll position (`<Link preventScrollReset>`): for links
   * that change a part of the page in place, such as tabs, filters and pages of a list.
   */
  keepScroll?: boolean;
};

/**
 * A link to another page of the site that is only an `<a>`. React Router's `<Link>` resolves its
 * path and runs several hooks for every link while rendering (about 10 µs each, ~1.5 ms of a
 * page with the header's mega menus, cards and footer); this one does nothing of the kind, and one
 * listener in the root (`usePageLinkNavigation`) makes a click on it a client-side navigation.
 * `data-discover` lets React Router fetch the route's manifest entry ahead, as for its own links,
 * and marks the anchor for that listener: React Router's own links carry it too, but handle their
 * clicks first (the listener then finds the event's default prevented).
 */
export function PageLink({ to, keepScroll, ...props }: PageLinkProps) {
  return <a href={to} data-discover="true" data-keep-scroll={keepScroll ? "" : undefined} {...props} />;
}

type Click = Pick<
  MouseEvent,
  "defaultPrevented" | "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "target"
>;

/**
 * The link matching `selector` that a plain click is on: the main button, no modifier key (those
 * open a new tab or window, which the browser does), not handled yet. Else null.
 */
export function plainClickOn(event: Click, selector: string): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const start = event.target as Partial<Element> | null;
  return (start?.closest?.(selector) as HTMLAnchorElement | null | undefined) ?? null;
}

/**
 * One listener on the document for the plain clicks (`plainClickOn`) on links matching `selector`,
 * wherever React drew them or kept them as the server's HTML: `take(link)` says whether it handled
 * the click (the browser's navigation is then prevented).
 */
export function useLinkClicks(selector: string, take: (link: HTMLAnchorElement) => boolean) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = plainClickOn(event, selector);
      if (link && take(link)) event.preventDefault();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [selector, take]);
}

/**
 * Where a click on a page link should navigate in the app, and whether it keeps the scroll
 * position; null to leave it to the browser.
 */
export function pageLinkTarget(event: Click, origin: string): { path: string; keepScroll: boolean } | null {
  const anchor = plainClickOn(event, "a[data-discover]");
  if (!anchor) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  if (url.origin !== origin) return null;
  return { path: url.pathname + url.search + url.hash, keepScroll: anchor.hasAttribute("data-keep-scroll") };
}

/** One click listener for every `PageLink`: navigates in the app as React Router's `<Link>` would. */
export function usePageLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = pageLinkTarget(event, window.location.origin);
      if (target === null) return;
      event.preventDefault();
      // Like <Link>: a link to the page already shown replaces its history entry.
      const { pathname, search, hash } = window.location;
      void navigate(target.path, {
        replace: target.path === pathname + search + hash,
        preventScrollReset: target.keepScroll,
      });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
