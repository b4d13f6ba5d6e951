import type { RouterContextProvider } from "react-router";
import { localizePath, pageHref } from "~/i18n/locales";
import { loadPage } from "../content/site-content.server";
import { getLocale } from "../context.server";
import type { Database } from "../db/client.server";
import { notFound } from "../http/responses.server";
import { getUser } from "./current-user.server";

type Context = Readonly<RouterContextProvider>;

/**
 * What the become-teacher and proof-of-qualification pages share with the other content pages:
 * the page's title and text from the pages table (a 404 when the page is missing in the
 * language), and for visitors where to log in (coming back here afterwards) or register.
 */
export async function applicationPage(db: Database, context: Context, request: Request, slug: string) {
  const locale = getLocale(context);
  const page = await loadPage(db, slug, locale);
  if (!page) notFound();
  const user = getUser(context);
  const back = pageHref(new URL(request.url)).replace(/\?.*$/, "");
  return {
    page,
    user: user ? { id: user.id, username: user.username } : null,
    loginHref: `${localizePath(locale, "/login")}?redirectTo=${encodeURIComponent(back)}`,
    registerHref: localizePath(locale, "/registration"),
  };
}
