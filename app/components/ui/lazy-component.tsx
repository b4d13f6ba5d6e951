import { type ComponentType, use } from "react";
import { prefetchAllowed } from "./deferred-prefetch";

export type PreloadableComponent<P> = ComponentType<P> & {
  /** Starts the import (once; later calls share it) without rendering anything. */
  preload: () => Promise<unknown>;
};

/**
 * A component kept out of a page's first load (issue 13, goal 4). Its code is imported the first
 * time it renders, through `preload`, or — with `early` — as soon as the module that makes it runs
 * in the browser (for a part that every visitor of the page sees: it arrives while the page
 * hydrates, and a client-side navigation rarely waits for it), or — with `idle` — once the page
 * has loaded and the browser is idle, where the connection allows prefetching (for a part the
 * page keeps as HTML and only draws again later). Inside a `<Suspense>` boundary
 * React hydrates the rest of the page first and this part when its code arrives, keeping the
 * server's HTML meanwhile; without one, React waits for it before hydrating (for parts only few
 * visitors see).
 *
 * Unlike `React.lazy`, it renders at once when the code is already there: the server imports it
 * as it starts, so it never suspends there — a boundary that suspended would be sent as a
 * fallback with the content hidden after it, for a script to swap in: not for a browser without
 * JavaScript.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { early = false, idle = false }: { early?: boolean; idle?: boolean } = {},
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  function Lazy(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  if (early || typeof document === "undefined") void preload();
  else if (idle) whenLoadedAndIdle(() => void preload());
  return Object.assign(Lazy, { preload });
}

/** Runs `task` once the page has loaded and the browser is idle, unless prefetching is unwelcome. */
function whenLoadedAndIdle(task: () => void) {
  if (!prefetchAllowed()) return;
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(task) : setTimeout(task, 200));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
