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

/** One preload as React writes it (it hoists them into the `<head>`). */
const PRELOAD = /^<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>$/;
const MODULE_SCRIPT = /^(<script nonce="[^"]*" type="module" async="">)([\s\S]*)(<\/script>)$/;
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
const TAG_END = Buffer.from("/>");
const MODULE_SCRIPT_OPEN = Buffer.from(' type="module" async="">');
const SCRIPT_START = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");

/**
 * The page with its scripts rewritten. Only the preloads and the module script (a few KB of a
 * 20–60 KB page) are found and read as text, by byte searches; the rest of the page's bytes are
 * sent as React wrote them.
 */
export function scriptsAfterPaint(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  // Each preload: where it starts and ends, and the module it names.
  const preloads: { start: number; end: number; href: string }[] = [];
  for (let at = page.indexOf(PRELOAD_START); at !== -1; at = page.indexOf(PRELOAD_START, at + 1)) {
    const end = page.indexOf(TAG_END, at) + TAG_END.length;
    const href = PRELOAD.exec(page.toString("utf8", at, end))?.[1];
    if (href === undefined) return page;
    preloads.push({ start: at, end, href });
  }
  const last = preloads.at(-1);
  const open = last ? page.indexOf(MODULE_SCRIPT_OPEN, last.end) : -1;
  const close = open === -1 ? -1 : page.indexOf(SCRIPT_CLOSE, open);
  if (close === -1) return page;
  const script = { start: page.lastIndexOf(SCRIPT_START, open), end: close + SCRIPT_CLOSE.length };
  const rewritten = rewriteScript(
    page.toString("utf8", script.start, script.end),
    preloads.map(({ href }) => href),
  );
  if (rewritten === null) return page;

  const parts: Buffer[] = [];
  let from = 0;
  for (const preload of preloads) {
    parts.push(page.subarray(from, preload.start));
    from = preload.end;
  }
  parts.push(page.subarray(from, script.start), Buffer.from(rewritten), page.subarray(script.end));
  return Buffer.concat(parts);
}

/** The module script `element` made to load `preloads` and its imports after the wait, or null. */
function rewriteScript(element: string, preloads: string[]): string | null {
  const script = MODULE_SCRIPT.exec(element);
  if (!script) return null;
  const [, open, body, close] = script as unknown as [string, string, string, string];
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, href]) => ({ name, href }));
  // Split route modules (clientLoader and the like) or a changed inline script: not ours to rewrite.
  if (imports.length === 0 || /^\s*import\s+["{]/m.test(body)) return null;

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
  return `${open}${rewritten}${close}`;
}
