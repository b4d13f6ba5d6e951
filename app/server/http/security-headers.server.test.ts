import { describe, expect, it } from "vitest";
import { createNonce, securityHeaders } from "./security-headers.server";

describe("securityHeaders", () => {
  it("enforces a nonce-based CSP and the basic protections", () => {
    const nonce = createNonce();
    const headers = securityHeaders({ nonce, https: false });
    const csp = headers["Content-Security-Policy"];
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
  });
  it("adds HSTS only behind HTTPS, and a fresh nonce each time", () => {
    expect(securityHeaders({ nonce: "n", https: true })["Strict-Transport-Security"]).toMatch(
      /max-age=31536000/,
    );
    expect(createNonce()).not.toBe(createNonce());
  });
});
