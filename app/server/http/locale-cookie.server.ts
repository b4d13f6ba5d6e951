import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "~/i18n/locales";

/**
 * The visitor's chosen language, kept 365 days (SPEC §2, §9), as a plain `lng=de` value that
 * other tools (and the specification's front end) can read too.
 */
export function serializeLocaleCookie(locale: Locale, secure: boolean): string {
  return [
    `${LOCALE_COOKIE}=${locale}`,
    `Max-Age=${LOCALE_COOKIE_MAX_AGE}`,
    "Path=/",
    "SameSite=Lax",
    "HttpOnly",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function readLocaleCookie(request: Request): Locale | null {
  const header = request.headers.get("Cookie") ?? "";
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(header)?.[1];
  return isLocale(value) ? value : null;
}
