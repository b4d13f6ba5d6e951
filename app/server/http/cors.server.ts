/**
 * Cross-origin access to the JSON API: only the origins listed in CORS_ORIGINS get CORS headers.
 * Returns the headers to add (empty for a same-origin or unlisted caller).
 */
export function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!origin || !allowed.includes(origin)) return {};
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
    "Access-Control-Allow-Headers": "Authorization, Content-Type, Accept, Accept-Language, Idempotency-Key",
    "Access-Control-Max-Age": "600",
  };
}
