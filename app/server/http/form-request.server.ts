import { createContext, data } from "react-router";

/** The bodies a page's forms send: urlencoded, or multipart with files (JSON is the API's). */
export const FORM_CONTENT_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * A form a browser sent to a page that the server will not run: one from another site (403,
 * origin-check.server.ts) or a body that is not a form (415, a form with `enctype="text/plain"`).
 * server/app.ts turns the request into a read of the page and sets the status here; the locale
 * route's loader throws it, so that the root's data (the page's messages among them) is there for
 * the error page as for a 404 (decision 032). Null: the request is what it says.
 */
export const refusedPageFormContext = createContext<403 | 415 | null>(null);

/**
 * Whether a refused request gets a page's error page rather than a plain answer: a browser's page
 * navigation asks for HTML and is not under /api/ (the API, uploads and scripts ask for JSON or
 * anything).
 */
export const wantsErrorPage = (path: string, accept: string | undefined) =>
  !path.startsWith("/api/") && Boolean(accept?.includes("text/html"));

/** The refusals below, with the reason the error page shows (app/components/ui/error-page.tsx). */
export type RequestRefusal = "method" | "contentType" | "malformed";

const refusal = (reason: RequestRefusal, status: number, headers?: HeadersInit) =>
  data({ reason }, { status, headers });

/** Whether a POST's body is a form (the Content-Type header as sent, or none). */
export const isFormBody = (contentType: string | null | undefined) =>
  FORM_CONTENT_TYPE.test((contentType ?? "").trim());

/**
 * What no form of ours sends to a page is refused before any action runs: a method other than
 * GET, HEAD or POST (405) and a POST whose body is not a form (415). Unchecked, the action's
 * `request.formData()` threw on it and the visitor got a 500. (A browser's own page request with a
 * body that is not a form never gets here: server/app.ts reads it as the page, `refusedPageFormContext`.)
 */
export function refuseNonFormRequest(request: Request): void {
  const method = request.method;
  if (method === "GET" || method === "HEAD") return;
  if (method !== "POST") throw refusal("method", 405, { Allow: "GET, HEAD, POST" });
  if (!isFormBody(request.headers.get("Content-Type"))) throw refusal("contentType", 415);
}

/** The posted form; a body that does not parse as one (a broken multipart) is a 400, not a 500. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw refusal("malformed", 400);
  }
}

/** The same refusal for a streamed multipart body that turned out to be broken. */
export const malformedForm = () => refusal("malformed", 400);
export const unsupportedForm = () => refusal("contentType", 415);
