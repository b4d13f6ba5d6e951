import { splitLocale } from "~/i18n/locales";

/** Only a path on this site: `/…`, never `//host`, `/\host` or a full URL (no open redirects). */
export function safeRedirect(to: string | null | undefined): string | null {
  if (!to?.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return null;
  return to;
}

/** The path to return to: only a same-site path, never `//host` or a full URL; its locale prefix dropped. */
export function safeNextPath(next: string | null): string {
  const path = safeRedirect(next);
  if (!path) return "/";
  const url = new URL(path, "http://localhost");
  return splitLocale(url.pathname).rest + url.search;
}
