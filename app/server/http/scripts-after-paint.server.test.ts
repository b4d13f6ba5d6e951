import { describe, expect, it } from "vitest";
import { scriptsAfterPaint as rewritePage } from "./scripts-after-paint.server";

/** The rewrite of a page given as text: entry.server hands it the page's bytes. */
const scriptsAfterPaint = (html: string) => rewritePage(Buffer.from(html)).toString("utf8");

// The shape React Router 7's <Scripts> writes (entry.server renders it to one string).
const page = (moduleScript: string) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/shell-B.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/root-C.js" nonce="n0nce"/><link nonce="n0nce" rel="stylesheet" href="/assets/root-D.css"/></head>
<body><main>Hello</main><script nonce="n0nce">window.__reactRouterContext = {"a":1};</script><script nonce="n0nce" type="module" async="">${moduleScript}</script></body></html>`;

const reactRouterScript = `;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/home-E.js";
  window.__reactRouterManifest = {"price":"$& $1 $$"};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-A.js");`;

describe("scriptsAfterPaint", () => {
  const html = scriptsAfterPaint(page(reactRouterScript));
  const script = /type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("takes the module preloads out of the document and has the script add them after the wait", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(script).toContain('["/assets/entry.client-A.js","/assets/shell-B.js","/assets/root-C.js"]');
    expect(script.indexOf("await frame();")).toBeLessThan(script.indexOf('link.rel = "modulepreload"'));
    expect(html).toContain('<link nonce="n0nce" rel="stylesheet" href="/assets/root-D.css"/>');
  });

  it("imports the route modules after the first paint, then the entry, as React Router did", () => {
    expect(script).not.toMatch(/^import \*/m);
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-E.js")]);',
    );
    const order = [
      "document.fonts.ready",
      "Promise.all",
      "__reactRouterRouteModules",
      'import("/assets/entry.client-A.js")',
    ];
    const positions = order.map((part) => script.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("keeps the rest of the script as written ($ signs included) and the script's nonce", () => {
    expect(script).toContain('window.__reactRouterManifest = {"price":"$& $1 $$"};');
    expect(html).toContain('<script nonce="n0nce" type="module" async="">const frame');
    expect(html).toContain('<script nonce="n0nce">window.__reactRouterContext = {"a":1};</script>');
  });

  it("leaves a document alone whose module script it does not recognise", () => {
    // With route discovery off React Router imports its manifest module first: not rewritten.
    const withManifest = page(`import "/assets/manifest-F.js";${reactRouterScript}`);
    expect(scriptsAfterPaint(withManifest)).toBe(withManifest);
    const noScript = page("").replace(/<script nonce="n0nce" type="module"[\s\S]*?<\/script>/, "");
    expect(scriptsAfterPaint(noScript)).toBe(noScript);
  });

  it("sends every byte outside the scripts as it was, text in any script included", () => {
    const cyrillic = page(reactRouterScript).replace("<main>Hello</main>", "<main>Манікюр · брови</main>");
    const bytes = Buffer.from(`${cyrillic}<script>enqueue("Вії")</script>`);
    const rewritten = rewritePage(bytes);
    const scriptsStart = bytes.indexOf('<link rel="modulepreload"');
    expect(rewritten.subarray(0, scriptsStart)).toEqual(bytes.subarray(0, scriptsStart));
    expect(rewritten.toString("utf8")).toContain("<main>Манікюр · брови</main>");
    expect(rewritten.toString("utf8")).toMatch(
      /<\/script><\/body><\/html><script>enqueue\("Вії"\)<\/script>$/,
    );
  });
});
