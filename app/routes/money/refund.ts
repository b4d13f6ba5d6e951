import { redirect } from "react-router";
import { localizePath } from "~/i18n/locales";
import { getLocale } from "~/server/context.server";
import { refundAction } from "~/server/web/refund-routes.server";
import type { Route } from "./+types/refund";

/** The buyer's refund (decision 049): back to the purchased-lessons tab with the outcome. */
export function action({ params, request, context }: Route.ActionArgs) {
  return refundAction(context, request, params.slug);
}

/** Nothing to show here: a GET (a login's way back) goes to the lesson. */
export function loader({ params, context }: Route.LoaderArgs) {
  return redirect(localizePath(getLocale(context), `/lessons/${encodeURIComponent(params.slug)}`));
}
