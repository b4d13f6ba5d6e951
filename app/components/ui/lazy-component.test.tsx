import { type ReactNode, Suspense } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { lazyComponent } from "./lazy-component";

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

describe("lazyComponent", () => {
  it("imports once, however often it is preloaded", async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = lazyComponent(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts the import on the server as it is made, and renders at once when it has arrived", async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const Lazy = lazyComponent(load);
    expect(load).toHaveBeenCalledTimes(1);
    arrive(Greeting);
    await Lazy.preload();
    // React.lazy would suspend once here: a server render would send the fallback.
    expect(render(<Lazy name="Olena" />)).toBe("<p>Hello, Olena</p>");
  });

  it("in the browser, imports when first drawn, or as it is made when `early`", () => {
    vi.stubGlobal("document", {});
    try {
      const later = vi.fn(async () => Greeting);
      lazyComponent(later);
      expect(later).not.toHaveBeenCalled();
      const early = vi.fn(async () => Greeting);
      lazyComponent(early, { early: true });
      expect(early).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("suspends while its code is on its way", () => {
    const Lazy = lazyComponent(() => new Promise<typeof Greeting>(() => {}));
    expect(render(<Lazy name="Olena" />)).toBe("<i>waiting</i>");
  });
});

function render(node: ReactNode) {
  return renderToStaticMarkup(<Suspense fallback={<i>waiting</i>}>{node}</Suspense>);
}
