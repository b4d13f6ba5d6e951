import { isRouteErrorResponse } from "react-router";

export type ErrorKind = "notFound" | "forbidden" | "tooManyRequests" | "unavailable" | "badRequest" | "error";

const KINDS: Record<number, ErrorKind> = {
  403: "forbidden",
  404: "notFound",
  429: "tooManyRequests",
  503: "unavailable",
};

/** Which page a status shows: every other 4xx is a request no page of ours sends (400, 405, 415…). */
export function errorKind(status: number): ErrorKind {
  return KINDS[status] ?? (status >= 400 && status < 500 ? "badRequest" : "error");
}

/**
 * The status a thrown error's page shows: what a loader or action threw on purpose (404, 400, 503…)
 * keeps its status; anything else is a 500.
 */
export function shownStatus(error: unknown): number {
  if (isRouteErrorResponse(error) && (error.status < 500 || error.status === 503)) return error.status;
  return 500;
}
