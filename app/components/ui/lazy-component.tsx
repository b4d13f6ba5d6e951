import { type ComponentType, use } from "react";

export type PreloadableComponent<P> = ComponentType<P> & {
  /** Starts the import (once; later calls share it) without rendering anything. */
  preload: () => Promise<unknown>;
};

/**
 * A component kept out of a page's first load (issue 13, goal 4). Its code is imported the first
 * time it renders, or earlier through `preload` (a route module calls it as it runs, so that a
 * client-side navigation rarely waits). Inside a `<Suspense>` boundary React hydrates the rest of
 * the page first and this part when its code arrives, keeping the server's HTML meanwhile;
 * without one, React waits for it before hydrating (for parts only few visitors see).
 *
 * Unlike `React.lazy`, it renders at once when the code is already there: the server imports it
 * as it starts, so it never suspends there — a boundary that suspended would be sent as a
 * fallback with the content hidden after it, for a script to swap in: not for a browser without
 * JavaScript.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
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
  if (typeof document === "undefined") void preload();
  return Object.assign(Lazy, { preload });
}
