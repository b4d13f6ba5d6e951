// node scripts/page-weight.js <origin> [path ...] — what a first visit to each page costs: its
// HTML (uncompressed bytes) and the JavaScript it loads before hydrating (every module the page
// preloads, gzip level 9, as docs/performance.md reports goal 4 of issue 13), with the server's
// page cache as it is. Run it against a production build (`npm start` or scripts/e2e-server.js).
import { gzipSync } from "node:zlib";

const [origin = "http://localhost:3000", ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ["/en", "/en/lessons", "/en/masters", "/masters", "/en/about-us"];
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

const gzipped = new Map();
async function gzipSize(href) {
  if (!gzipped.has(href)) {
    const body = Buffer.from(await (await fetch(new URL(href, origin))).arrayBuffer());
    gzipped.set(href, gzipSync(body, { level: 9 }).length);
  }
  return gzipped.get(href);
}

for (const path of pages) {
  const html = await (await fetch(new URL(path, origin))).text();
  // The list the module script preloads after the first paint, else React Router's preload tags
  // (tests/e2e/helpers.ts `firstLoadModules` reads them the same way).
  const afterPaint = /for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1];
  const modules = afterPaint
    ? JSON.parse(afterPaint)
    : [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  let js = 0;
  for (const href of modules) js += await gzipSize(href);
  console.log(`${path}\tHTML ${kb(Buffer.byteLength(html))}\tJS ${kb(js)} (${modules.length} files)`);
}
