import { type ReactNode, Suspense } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sameData } from "./kept-part";

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

function render(node: ReactNode) {
  return renderToStaticMarkup(<Suspense fallback={<i>waiting</i>}>{node}</Suspense>);
}

/** kept-part.tsx as a browser runs it: a document holding `sent` as the HTML of #greeting. */
async function inBrowser(sent: string | undefined) {
  vi.resetModules();
  vi.stubGlobal("document", {
    getElementById: (id: string) => (id === "greeting" && sent !== undefined ? { innerHTML: sent } : null),
    readyState: "loading",
  });
  vi.stubGlobal("navigator", { connection: { saveData: true } });
  vi.stubGlobal("window", { addEventListener: () => {} });
  return import("./kept-part");
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("keptPart", () => {
  it("on the server, draws the part inside its element", async () => {
    const { keptPart } = await import("./kept-part");
    const Kept = keptPart(async () => Greeting, "section");
    await new Promise((resolve) => setTimeout(resolve));
    expect(render(<Kept id="greeting" className="box" name="Olena" />)).toBe(
      '<section id="greeting" class="box"><p>Hello, Olena</p></section>',
    );
  });

  it("while the document hydrates, keeps the server's HTML and does not import the part", async () => {
    const { keptPart } = await inBrowser("<p>Hello, Olena</p>");
    const load = vi.fn(async () => Greeting);
    const Kept = keptPart(load);
    expect(render(<Kept id="greeting" name="Olena" />)).toBe('<div id="greeting"><p>Hello, Olena</p></div>');
    expect(load).not.toHaveBeenCalled();
  });

  it("draws the part once the document has hydrated, and for a viewer it does not keep it for", async () => {
    const { keptPart, endOfHydration } = await inBrowser("<p>Hello, Olena</p>");
    const load = vi.fn(() => new Promise<typeof Greeting>(() => {}));
    const Kept = keptPart(load);
    expect(render(<Kept id="greeting" name="Olena" keep={false} />)).toBe("<i>waiting</i>");
    expect(load).toHaveBeenCalledTimes(1);
    endOfHydration();
    expect(render(<Kept id="greeting" name="Olena" />)).toBe("<i>waiting</i>");
  });

  it("draws the part when the page has no HTML of it (a page drawn in the browser)", async () => {
    const { keptPart } = await inBrowser(undefined);
    const Kept = keptPart(() => new Promise<typeof Greeting>(() => {}));
    expect(render(<Kept id="greeting" name="Olena" />)).toBe("<i>waiting</i>");
  });
});

describe("HydrateApart", () => {
  const Pending = () => {
    throw new Promise(() => {});
  };

  it("is a Suspense boundary on the server and while the document hydrates", async () => {
    const server = await import("./kept-part");
    expect(renderToString(<server.HydrateApart>{<Greeting name="Olena" />}</server.HydrateApart>)).toBe(
      "<!--$--><p>Hello, <!-- -->Olena</p><!--/$-->",
    );
    const { HydrateApart } = await inBrowser(undefined);
    // Its own empty fallback, not the page's: React keeps the server's HTML there meanwhile.
    expect(render(<HydrateApart>{<Pending />}</HydrateApart>)).toBe("");
  });

  it("is none once the document has hydrated: a page drawn later waits for the part's code", async () => {
    const { HydrateApart, endOfHydration } = await inBrowser(undefined);
    endOfHydration();
    expect(render(<HydrateApart>{<Pending />}</HydrateApart>)).toBe("<i>waiting</i>");
  });
});

describe("sameData", () => {
  it("compares loader data by value", () => {
    expect(sameData({ a: [1, { b: "x" }], c: null }, { a: [1, { b: "x" }], c: null })).toBe(true);
    expect(sameData({ a: [1, { b: "x" }] }, { a: [1, { b: "y" }] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });
});
