import { isLocale } from "./locales";

/**
 * Resolves once the page's messages are defined (the root's `<script data-messages>`, from
 * `/i18n/<locale>.<hash>.js`): at once when that script has run, otherwise when it has loaded or
 * failed, or at the latest when the page has (after a failure the root reloads the page rather
 * than show keys).
 */
export function messagesLoaded(document: Document): Promise<void> {
  const locale = document.documentElement.lang;
  const script = document.querySelector("script[data-messages]");
  const defined = isLocale(locale) && Boolean(window.__maistryMessages?.[locale]);
  if (!script || defined || document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    script.addEventListener("load", done, { once: true });
    script.addEventListener("error", done, { once: true });
    window.addEventListener("load", done, { once: true });
  });
}
