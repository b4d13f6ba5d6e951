import { type ComponentProps, type ReactNode, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { lazyComponent } from "../ui/lazy-component";

// Drawn only while a slow navigation runs: its code comes once the page is idle.
const ListSkeleton = lazyComponent(() => import("./kept-parts").then((module) => module.ListSkeleton), {
  idle: true,
});

/** SPEC §9: a loader appears only when loading takes longer than this. */
export const SKELETON_DELAY_MS = 200;

/**
 * True while a navigation to another view of the same list (new filters, another page) has been
 * loading for more than 200 ms. Always false on the server and without JavaScript.
 */
export function useSlowListNavigation(delay = SKELETON_DELAY_MS): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pending = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), delay);
    return () => clearTimeout(timer);
  }, [pending, delay]);
  return pending && slow;
}

/**
 * The list, or its skeleton while a slow navigation to another view of it runs (the list stays
 * while the skeleton's code is still on its way).
 */
export function ListLoading({
  children,
  skeleton,
}: {
  children: ReactNode;
  skeleton: ComponentProps<typeof ListSkeleton>;
}) {
  const slow = useSlowListNavigation();
  return (
    <div aria-busy={slow || undefined}>
      {slow ? (
        <Suspense fallback={children}>
          <ListSkeleton {...skeleton} />
        </Suspense>
      ) : (
        children
      )}
    </div>
  );
}
