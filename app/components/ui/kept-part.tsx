import { type ComponentType, createElement, type ReactNode, Suspense, useState } from "react";
import { lazyComponent } from "./lazy-component";

/** True in the browser until the document has hydrated (the root then calls `endOfHydration`). */
let hydrating = typeof document !== "undefined";

/** Marks the end of the document's hydration: a part drawn from then on is drawn by React. */
export function endOfHydration() {
  hydrating = false;
}

/** Equal as loader data is: the same primitives in the same arrays and objects. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

type Tag = "div" | "header" | "footer" | "section";
export type KeptProps<P> = P & {
  /** Names the part's element in the page: the browser finds the server's HTML by it. */
  id: string;
  className?: string;
  /**
   * False when this viewer's part holds something React runs (a form of theirs): it is then drawn
   * by React from the start, and the page waits for its code before hydrating.
   */
  keep?: boolean;
};

/**
 * A part of a page that React need not run in the browser to show it: texts, images, links (which
 * the root's listener makes client-side navigations, decision 030) and HTML's own controls, with no
 * state or handler of React's. The server draws it inside its element (`tag`, with `id`); the
 * document's hydration keeps that HTML as it is, so the part's code is in no page's first load
 * (issue 13, goal 4). It is fetched once the page is loaded and the browser idle
 * (`lazyComponent`'s `idle`) for when the part must be drawn again: when its props change (new
 * loader data, as after a form on the page; the server's HTML stays until the code is there) and
 * on a page drawn in the browser (a client-side navigation waits for it, if it comes first).
 *
 * Its props must be loader data (compared by value with `sameData`), not functions or elements.
 */
export function keptPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  tag: Tag = "div",
): ComponentType<KeptProps<P>> {
  // Made as the document hydrates: fetched once the page is idle. Made later, by a client-side
  // navigation that loaded the route: fetched at once, beside the route's data.
  const Live = lazyComponent(load, hydrating ? { idle: true } : { early: true });
  return function KeptPart({ id, className, keep = true, ...props }: KeptProps<P>) {
    // Read once, in the render that hydrates the document: the HTML and the props it was drawn from.
    const [sent] = useState(() => {
      const html = hydrating && keep ? document.getElementById(id)?.innerHTML : undefined;
      return html === undefined ? null : { html, props };
    });
    const kept = sent
      ? createElement(tag, {
          id,
          className,
          suppressHydrationWarning: true,
          dangerouslySetInnerHTML: { __html: sent.html },
        })
      : null;
    if (kept && sameData(sent?.props, props)) return kept;
    const live = createElement(tag, { id, className }, createElement(Live, props as P));
    return kept ? <Suspense fallback={kept}>{live}</Suspense> : live;
  };
}

/**
 * Parts that work as HTML until their code arrives (a GET form, checkbox toggles) and load apart
 * (`lazyComponent` with `early`). In the document's hydration they are a Suspense boundary: React
 * hydrates the rest of the page first and them when their code is there, keeping the server's
 * HTML meanwhile. Drawn later (a client-side navigation), they are not: the page waits for their
 * code rather than showing an empty place.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  // The server draws the boundary too, for the document's hydration to find it.
  const [apart] = useState(() => hydrating || typeof document === "undefined");
  return apart ? <Suspense fallback={null}>{children}</Suspense> : children;
}
