import { randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Enforced security headers. Scripts run only with the per-response nonce; map tiles are the only
 * third-party content (OpenStreetMap images on the contact page).
 */
export function securityHeaders({ nonce, https }: { nonce: string; https: boolean }): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    // Style attributes only (React style props, the map library); no inline <style> elements.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https://*.tile.openstreetmap.org",
    // Vite inlines the smallest font subsets as data: URLs.
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    // The top-up form's answer redirects to Stripe Checkout (the redirect of a form post counts).
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
