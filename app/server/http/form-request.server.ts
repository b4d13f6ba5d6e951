import { data } from "react-router";

/** The bodies a page's forms send: urlencoded, or multipart with files (JSON is the API's). */
export const FORM_CONTENT_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** The refusals below, with the reason the error page shows (app/components/ui/error-page.tsx). */
export type RequestRefusal = "method" | "contentType" | "malformed";

const refusal = (reason: RequestRefusal, status: number, headers?: HeadersInit) =>
  data({ reason }, { status, headers });

/**
 * What no form of ours sends to a page is refused before any action runs: a method other than
 * GET, HEAD or POST (405) and a POST whose body is not a form (415). Unchecked, the action's
 * `request.formData()` threw on it and the visitor got a 500.
 */
export function refuseNonFormRequest(request: Request): void {
  const method = request.method;
  if (method === "GET" || method === "HEAD") return;
  if (method !== "POST") throw refusal("method", 405, { Allow: "GET, HEAD, POST" });
  if (!FORM_CONTENT_TYPE.test((request.headers.get("Content-Type") ?? "").trim())) {
    throw refusal("contentType", 415);
  }
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
