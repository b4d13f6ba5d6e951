import { shouldPrefetch } from "~/components/ui/deferred-prefetch";
import { lazyComponent } from "~/components/ui/lazy-component";

const cards = () => import("./cards");
export const LessonCard = lazyComponent(() => cards().then((module) => module.LessonCard));
export const MasterCard = lazyComponent(() => cards().then((module) => module.MasterCard));

function whenLoadedAndIdle(task: () => void) {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  if (!shouldPrefetch(connection)) return;
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(task) : setTimeout(task, 200));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

if (typeof document !== "undefined") whenLoadedAndIdle(() => void cards());
