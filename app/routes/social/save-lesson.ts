import { redirect } from "react-router";
import { localizePath } from "~/i18n/locales";
import { getLocale } from "~/server/context.server";
import { saveLessonAction } from "~/server/web/social-routes.server";
import type { Route } from "./+types/save-lesson";

/** The heart (decision 045): `intent=save|unsave`, back to the page it was on, or `{active}` to its fetch. */
export function action({ params, request, context }: Route.ActionArgs) {
  return saveLessonAction(context, request, params.slug);
}

/** Nothing to show here: a GET (a login's way back) goes to the lesson. */
export function loader({ params, context }: Route.LoaderArgs) {
  return redirect(localizePath(getLocale(context), `/lessons/${encodeURIComponent(params.slug)}`));
}
