import { isRouteErrorResponse } from "react-router";

export type ErrorKind = "notFound" | "unavailable" | "badRequest" | "error";

/** Which page a status shows: every other 4xx is a request no page of ours sends (400, 405, 415…). */
export function errorKind(status: number): ErrorKind {
  if (status === 404) return "notFound";
  if (status === 503) return "unavailable";
  return status >= 400 && status < 500 ? "badRequest" : "error";
}

/**
 * The status a thrown error's page shows: what a loader or action threw on purpose (404, 400, 503…)
 * keeps its status; anything else is a 500.
 */
export function shownStatus(error: unknown): number {
  if (isRouteErrorResponse(error) && (error.status < 500 || error.status === 503)) return error.status;
  return 500;
}
