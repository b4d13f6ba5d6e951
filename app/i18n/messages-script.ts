/** Whether the messages bundle `<locale>.<bundle>` (a script's `data-messages`) has run. */
export function bundleLoaded(id: string): boolean {
  return typeof window !== "undefined" && Boolean(window.__maistryBundles?.includes(id));
}

/**
 * Resolves once the page's messages are defined (the root's `<script data-messages>` elements,
 * from `/i18n/<locale>.<bundle>.<hash>.js`): at once when those scripts have run, otherwise when
 * each has loaded or failed, or at the latest when the page has (after a failure the root reloads
 * the page rather than show keys).
 */
export function messagesLoaded(document: Document): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLScriptElement>("script[data-messages]")].filter(
    (script) => !bundleLoaded(script.dataset.messages ?? ""),
  );
  if (pending.length === 0 || document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const done = () => {
      left -= 1;
      if (left === 0) resolve();
    };
    for (const script of pending) {
      script.addEventListener("load", done, { once: true });
      script.addEventListener("error", done, { once: true });
    }
    window.addEventListener("load", () => resolve(), { once: true });
  });
}
