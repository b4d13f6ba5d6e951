import { hasControlCharacters } from "~/forms/control-characters";
import { splitLocale } from "~/i18n/locales";

/** A stand-in for this site's origin: a target is resolved against it and kept only if it stays. */
const OWN_ORIGIN = "http://own.invalid";

/**
 * The one rule for every redirect whose target came from a request (`redirectTo`, `returnTo`,
 * `next`, the locale normaliser): a path on this site, or null. Refused: full URLs, `//host`,
 * backslashes and control characters (a browser drops a tab or newline, so `/\t/evil.example`
 * would reach `//evil.example`), and anything that resolves to `//…` (`/..//evil.example`).
 * What is kept comes back percent-encoded as the URL parser writes it: a Location header carries
 * only ASCII, so `/м` must go out as `/%D0%BC` (raw, it made the response itself fail).
 */
export function safeRedirect(to: string | null | undefined): string | null {
  if (typeof to !== "string" || !to.startsWith("/") || to.includes("\\") || hasControlCharacters(to))
    return null;
  let url: URL;
  try {
    url = new URL(to, OWN_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== OWN_ORIGIN || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path to return to: only a same-site path, never `//host` or a full URL; its locale prefix dropped. */
export function safeNextPath(next: string | null): string {
  const path = safeRedirect(next);
  if (!path) return "/";
  const url = new URL(path, OWN_ORIGIN);
  return splitLocale(url.pathname).rest + url.search;
}
