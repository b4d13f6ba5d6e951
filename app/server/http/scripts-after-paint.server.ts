/**
 * React Router's document asks for its modules as soon as the HTML is parsed: a
 * `<link rel="modulepreload">` per module and one inline `<script type="module" async>` whose
 * static imports run the route modules and then import the entry. On a phone those ~115 KB share
 * the line with the stylesheets, the fonts and the first image, and a module that arrives before
 * the first paint is evaluated (React DOM, hydration) before it. This rewrites that part of a
 * finished page so that the modules are asked for after the first paint with the page's fonts:
 * the preloads are added by the inline script then, and its imports become dynamic ones after the
 * wait. Nothing else changes: same modules, same order (route modules, then the entry), same nonce.
 * A document whose scripts do not have the expected shape is left as it is.
 */

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const MODULE_SCRIPT = /(<script nonce="[^"]*" type="module" async="">)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;

/**
 * After the next frame has been painted, then after the fonts that paint asked for (at most the
 * 100 ms that `font-display: optional` waits for them), then after the frame drawn with them.
 */
const AFTER_PAINT = `const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
await frame();
await Promise.race([document.fonts.ready, new Promise((done) => setTimeout(done, 100))]);
await frame();`;

const PRELOAD_START = Buffer.from('<link rel="modulepreload"');
const MODULE_SCRIPT_OPEN = Buffer.from('type="module" async="">');
const SCRIPT_CLOSE = Buffer.from("</script>");

/**
 * The page with its scripts rewritten. React Router's `<Scripts>` are the preloads, then the
 * script: only that part (under 6 KB of a 20–60 KB page) is read as text and rewritten, the rest
 * of the page's bytes are sent as React wrote them.
 */
export function scriptsAfterPaint(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const start = page.indexOf(PRELOAD_START);
  const open = start === -1 ? -1 : page.indexOf(MODULE_SCRIPT_OPEN, start);
  const close = open === -1 ? -1 : page.indexOf(SCRIPT_CLOSE, open);
  if (close === -1) return page;
  const end = close + SCRIPT_CLOSE.length;
  const scripts = page.toString("utf8", start, end);
  const rewritten = rewriteScripts(scripts);
  if (rewritten === scripts) return page;
  return Buffer.concat([page.subarray(0, start), Buffer.from(rewritten), page.subarray(end)]);
}

function rewriteScripts(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, href]) => ({ name, href }));
  const preloads = [...html.matchAll(PRELOAD)].map(([, href]) => href as string);
  // Split route modules (clientLoader and the like) or a changed inline script: not ours to rewrite.
  if (imports.length === 0 || preloads.length === 0 || /^\s*import\s+["{]/m.test(body)) return html;

  const rest = body.replace(STATIC_IMPORT, "").replace(/^;\s*/, "");
  const rewritten = [
    AFTER_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    `  const link = document.createElement("link");`,
    `  link.rel = "modulepreload";`,
    `  link.href = href;`,
    `  document.head.append(link);`,
    "}",
    `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports
      .map((i) => `import(${i.href})`)
      .join(", ")}]);`,
    rest,
  ].join("\n");
  const withoutPreloads = html.replace(PRELOAD, "");
  return withoutPreloads.replace(whole, () => `${open}${rewritten}${close}`);
}
