import { data, Outlet } from "react-router";
import { isLocale } from "~/i18n/locales";
import { refuseNonFormRequest } from "~/server/http/form-request.server";
import { forgedFormContext } from "~/server/http/origin-check.server";
import type { Route } from "./+types/locale";

/**
 * Every page takes GET, and forms by POST only: anything else (PUT, JSON, text) is refused here,
 * for every page at once, before an action could fail on it with a 500 (issue 14).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }) => {
    refuseNonFormRequest(request);
  },
];

/**
 * Every page sits under the optional locale segment; an unknown prefix is a 404 page, and a form
 * sent from another site the page's 403.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLocale(params.lang)) throw data(null, { status: 404 });
  if (context.get(forgedFormContext)) throw data(null, { status: 403 });
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}
