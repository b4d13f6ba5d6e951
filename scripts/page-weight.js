// node scripts/page-weight.js <origin> [path ...] — what a first visit to each page costs: its
// HTML (uncompressed bytes) and the JavaScript it loads before hydrating (every module the page
// preloads, gzip level 9, as docs/performance.md reports goal 4 of issue 13), with the server's
// page cache as it is. Run it against a production build (`npm start` or scripts/e2e-server.js).
// `npm run bench` measures its pages and the trivial React Router app's page the same way.
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Each module's gzip size, by origin and href: pages of one run share most of their modules. */
const gzipped = new Map();
async function gzipSize(url) {
  if (!gzipped.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipped.set(url, gzipSync(body, { level: 9 }).length);
  }
  return gzipped.get(url);
}

/** One page's HTML bytes, and its first-load modules' count and gzip bytes. */
export async function pageWeight(origin, path) {
  const html = await (await fetch(new URL(path, origin))).text();
  // The list the module script preloads after the first paint, else React Router's preload tags
  // (tests/e2e/helpers.ts `firstLoadModules` reads them the same way).
  const afterPaint = /for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1];
  const modules = afterPaint
    ? JSON.parse(afterPaint)
    : [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  let js = 0;
  for (const href of modules) js += await gzipSize(new URL(href, origin).href);
  return { html: Buffer.byteLength(html), js, files: modules.length };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [origin = "http://localhost:3000", ...paths] = process.argv.slice(2);
  const pages = paths.length ? paths : ["/en", "/en/lessons", "/en/masters", "/masters", "/en/about-us"];
  for (const path of pages) {
    const { html, js, files } = await pageWeight(origin, path);
    console.log(`${path}\tHTML ${kb(html)}\tJS ${kb(js)} (${files} files)`);
  }
}
