import { redirect } from "react-router";
import { localizePath } from "~/i18n/locales";
import { getLocale } from "~/server/context.server";
import { followAction } from "~/server/web/social-routes.server";
import type { Route } from "./+types/follow";

/** The follow button (decision 045): `intent=follow|unfollow`, back to the page, or `{active}` to its fetch. */
export function action({ params, request, context }: Route.ActionArgs) {
  return followAction(context, request, params.slug);
}

/** Nothing to show here: a GET (a login's way back) goes to the master page. */
export function loader({ params, context }: Route.LoaderArgs) {
  return redirect(localizePath(getLocale(context), `/masters/${encodeURIComponent(params.slug)}`));
}
