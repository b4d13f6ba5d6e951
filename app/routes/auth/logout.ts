import { redirect } from "react-router";
import { localizePath } from "~/i18n/locales";
import { endSession } from "~/server/auth/session.server";
import { getLocale, getServices, withDatabase } from "~/server/context.server";
import { getUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/logout";

/** Leave (POST): the refresh token's family is revoked, the cookie cleared, back to the main page. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const user = getUser(context);
  const cookie = await withDatabase(context, (db) => endSession(db, services, request));
  if (user) services.logger.info({ userId: user.id }, "logged out");
  return redirect(localizePath(getLocale(context), "/"), { headers: { "Set-Cookie": cookie } });
}

/** A GET never logs anyone out (a link or a prefetch must not end a session). */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath(getLocale(context), "/"));
}
