import { lessonsEndpoint } from "~/server/api/office-items.server";
import type { Route } from "./+types/me-lessons";

/** The caller's lessons, drafts included (bearer token). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return lessonsEndpoint(request, context, params);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return lessonsEndpoint(request, context, params);
}
