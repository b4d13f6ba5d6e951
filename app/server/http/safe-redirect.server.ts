/** Only a path on this site: `/…`, never `//host`, `/\host` or a full URL (no open redirects). */
export function safeRedirect(to: string | null | undefined): string | null {
  if (!to?.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return null;
  return to;
}
