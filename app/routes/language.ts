import { data, redirect } from "react-router";
import { isLocale, localizePath } from "~/i18n/locales";
import { serializeLocaleCookie } from "~/server/http/locale-cookie.server";
import { safeNextPath } from "~/server/http/safe-redirect.server";
import type { Route } from "./+types/language";

/**
 * `/language/de?next=/about-us`: the visitor chose a language. Remember it for 365 days in the
 * `lng` cookie and show the same page in that language.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isLocale(params.lng)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  return redirect(localizePath(params.lng, safeNextPath(url.searchParams.get("next"))), {
    headers: {
      "Set-Cookie": serializeLocaleCookie(params.lng, url.protocol === "https:"),
      "Cache-Control": "no-store",
    },
  });
}
