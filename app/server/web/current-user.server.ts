/**
 * The signed-in user of the request as pages see it: put in router context by the session
 * middleware (root.tsx, from `resolveSession`), read by loaders and actions, and the answers a page
 * gives to someone who may not see it (a redirect to log in, the 503 page, a 404).
 */
import { createContext, type RouterContextProvider, redirect } from "react-router";
import { localizePath, pageHref } from "~/i18n/locales";
import { ownPagePath } from "../auth/session.server";
import type { User } from "../auth/users.server";
import { getLocale, serviceUnavailable } from "../context.server";

/** The signed-in user of the request (null for a visitor), set by the session middleware. */
export const userContext = createContext<User | null>(null);
/**
 * True when the request carries a session the database could not be asked about (it is down):
 * the visitor is signed in, as far as anyone knows, so a signed-in page answers 503, not "log in".
 */
export const sessionUnresolvedContext = createContext<boolean>(false);

export function getUser(context: Readonly<RouterContextProvider>): User | null {
  return context.get(userContext);
}

/**
 * Pages for signed-in users only: visitors go to the login page and come back afterwards. A
 * session that could not be checked (database down) gets the 503 page: its visitor is signed in.
 */
export function requireUser(context: Readonly<RouterContextProvider>, request: Request): User {
  const user = getUser(context);
  if (user) return user;
  if (context.get(sessionUnresolvedContext)) throw serviceUnavailable();
  const url = new URL(request.url);
  const back = pageHref(url);
  throw redirect(`${localizePath(getLocale(context), "/login")}?redirectTo=${encodeURIComponent(back)}`);
}

/** Pages for visitors only (login, registration…): a signed-in user goes to their own page. */
export function requireAnonymous(context: Readonly<RouterContextProvider>): void {
  const user = getUser(context);
  if (user) throw redirect(localizePath(getLocale(context), ownPagePath(user)));
}

/** Staff pages are invisible to everyone else (a deactivated staff account included). */
export function requireStaff(context: Readonly<RouterContextProvider>): User {
  const user = getUser(context);
  if (!user?.isStaff || !user.isActive) throw new Response(null, { status: 404 });
  return user;
}
