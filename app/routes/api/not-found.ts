import { apiError, apiUrlLocale } from "~/server/http/api.server";
import type { Route } from "./+types/not-found";

/** Any other /api URL: a JSON 404, never the HTML page. */
export function loader({ request }: Route.LoaderArgs) {
  return apiError(apiUrlLocale(request), 404, "notFound");
}

export function action({ request }: Route.ActionArgs) {
  return apiError(apiUrlLocale(request), 404, "notFound");
}
