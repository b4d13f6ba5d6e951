/** The Stripe webhook (routes/money/stripe-webhook.ts): it checks its `Stripe-Signature` itself. */
export const STRIPE_WEBHOOK_PATH = "/webhooks/stripe";

/**
 * Cross-site request forgery guard: a state-changing request (not GET/HEAD/OPTIONS) whose Origin
 * — or, without one, Referer — names another site is refused, and so is one with neither whose
 * browser says it comes from another site (`Sec-Fetch-Site`; a beacon or a form can go without
 * both). Requests with none of these (curl, server-to-server) and bearer-token API calls (no
 * cookie is involved) pass, as do the API's allowed cross-origin callers.
 */
export function isForgedRequest(request: {
  method: string;
  host: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
  /** The `Sec-Fetch-Site` header: same-origin, same-site, cross-site or none (typed in the address bar). */
  fetchSite?: string | undefined;
  authorization: string | undefined;
  path: string;
  allowedOrigins: readonly string[];
}): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method.toUpperCase())) return false;
  if (request.authorization?.startsWith("Bearer ")) return false;
  // Payment webhooks are server-to-server and proven by their own signature, not by a cookie.
  if (request.path === STRIPE_WEBHOOK_PATH) return false;
  const source = request.origin ?? request.referer;
  if (!source) return request.fetchSite === "cross-site" || request.fetchSite === "same-site";
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return true; // "null" (a sandboxed page) or garbage
  }
  if (url.host === request.host) return false;
  return !(request.path.startsWith("/api/") && request.allowedOrigins.includes(url.origin));
}
