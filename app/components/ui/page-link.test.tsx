import { describe, expect, it } from "vitest";
import { renderMarkup } from "../../../tests/render";
import { PageLink, pageLinkTarget } from "./page-link";

const ORIGIN = "https://maistry.test";

/** A click on an element inside `anchor` (null: a click outside any page link). */
function click(
  anchor: { href: string; target?: string; download?: boolean; keepScroll?: boolean } | null,
  event = {},
) {
  const element = anchor && {
    href: new URL(anchor.href, ORIGIN).href,
    target: anchor.target ?? "",
    hasAttribute: (name: string) =>
      (name === "download" && Boolean(anchor.download)) ||
      (name === "data-keep-scroll" && Boolean(anchor.keepScroll)),
  };
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    target: { closest: (selector: string) => (selector === "a[data-discover]" ? element : null) },
    ...event,
  } as unknown as MouseEvent;
}

describe("PageLink", () => {
  it("is a plain anchor that React Router discovers", () => {
    const html = renderMarkup(
      <PageLink to="/en/lessons?category=2" className="x">
        Nails
      </PageLink>,
    );
    expect(html).toBe('<a href="/en/lessons?category=2" data-discover="true" class="x">Nails</a>');
  });

  it("marks a link that keeps the scroll position", () => {
    expect(renderMarkup(<PageLink to="/en/lessons/x?tab=full#tabs" keepScroll />)).toBe(
      '<a href="/en/lessons/x?tab=full#tabs" data-discover="true" data-keep-scroll=""></a>',
    );
  });
});

describe("pageLinkTarget", () => {
  it("navigates in the app on a plain left click, keeping the query and fragment", () => {
    expect(pageLinkTarget(click({ href: "/en/masters?city=Kyiv#list" }), ORIGIN)).toEqual({
      path: "/en/masters?city=Kyiv#list",
      keepScroll: false,
    });
    expect(pageLinkTarget(click({ href: "/en/lessons/x?tab=full#tabs", keepScroll: true }), ORIGIN)).toEqual({
      path: "/en/lessons/x?tab=full#tabs",
      keepScroll: true,
    });
  });

  it("leaves to the browser what a user asks the browser for", () => {
    const link = { href: "/en/lessons" };
    expect(pageLinkTarget(click(link, { ctrlKey: true }), ORIGIN)).toBeNull();
    expect(pageLinkTarget(click(link, { metaKey: true }), ORIGIN)).toBeNull();
    expect(pageLinkTarget(click(link, { shiftKey: true }), ORIGIN)).toBeNull();
    expect(pageLinkTarget(click(link, { button: 1 }), ORIGIN)).toBeNull();
    expect(pageLinkTarget(click({ ...link, target: "_blank" }), ORIGIN)).toBeNull();
    expect(pageLinkTarget(click({ ...link, download: true }), ORIGIN)).toBeNull();
  });

  it("ignores clicks handled already, other sites and anchors that are not page links", () => {
    expect(pageLinkTarget(click({ href: "/en" }, { defaultPrevented: true }), ORIGIN)).toBeNull();
    expect(pageLinkTarget(click({ href: "https://evil.example/en" }), ORIGIN)).toBeNull();
    expect(pageLinkTarget(click(null), ORIGIN)).toBeNull();
  });
});
