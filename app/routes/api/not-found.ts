import { jsonError } from "~/server/http/api.server";

/** Any other /api URL: a JSON 404, never the HTML page. */
export function loader() {
  return jsonError(404, "Not found.");
}

export function action() {
  return jsonError(404, "Not found.");
}
