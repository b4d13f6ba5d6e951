import { createCookie } from "react-router";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "~/i18n/locales";

/** The visitor's chosen language, kept 365 days (SPEC §2, §9). */
const localeCookie = createCookie(LOCALE_COOKIE, {
  maxAge: LOCALE_COOKIE_MAX_AGE,
  path: "/",
  sameSite: "lax",
  httpOnly: true,
});

export function serializeLocaleCookie(locale: Locale, secure: boolean): Promise<string> {
  return localeCookie.serialize(locale, { secure });
}

export async function readLocaleCookie(request: Request): Promise<Locale | null> {
  const value: unknown = await localeCookie.parse(request.headers.get("Cookie"));
  return isLocale(value) ? value : null;
}
