import { data, Outlet } from "react-router";
import { isLocale } from "~/i18n/locales";
import { refusedPageFormContext, refuseNonFormRequest } from "~/server/http/form-request.server";
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
 * the server read as the page instead of running it (sent from another site, or not a form) that
 * page's 403 or 415.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLocale(params.lang)) throw data(null, { status: 404 });
  const refused = context.get(refusedPageFormContext);
  if (refused) throw data(null, { status: refused });
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}
