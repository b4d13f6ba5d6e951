import { galleriesEndpoint } from "~/server/api/office-items.server";
import type { Route } from "./+types/me-galleries";

/** The caller's portfolio works or certificates (bearer token): one module, two routes. */
const kindOf = (request: Request) =>
  /\/api\/me\/certificates(\/|$)/.test(new URL(request.url).pathname) ? "certificates" : "portfolio";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return galleriesEndpoint(request, context, kindOf(request), params);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return galleriesEndpoint(request, context, kindOf(request), params);
}
