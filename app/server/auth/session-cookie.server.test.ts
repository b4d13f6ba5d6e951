import { describe, expect, it } from "vitest";
import {
  httpsSite,
  readSessionCookie,
  sealSession,
  serializeSessionCookie,
  unsealSession,
} from "./session-cookie.server";

const secrets = ["first-secret-first-secret-first-secret!"];
const tokens = { access: "eyJhbGciOiJIUzI1NiJ9.access", refresh: "refresh-token-value-123" };

describe("session cookie", () => {
  it("round-trips and reveals nothing of the tokens", () => {
    const sealed = sealSession(tokens, secrets);
    expect(unsealSession(sealed, secrets)).toEqual(tokens);
    const decoded = Buffer.from(sealed.slice(3), "base64url").toString("latin1");
    expect(decoded).not.toContain("refresh-token-value");
    expect(decoded).not.toContain("access");
    expect(sealed).not.toBe(sealSession(tokens, secrets)); // a fresh IV every time
  });

  it("opens with a previous secret during rotation, not with a foreign one", () => {
    const sealed = sealSession(tokens, ["old-secret-old-secret-old-secret-old!"]);
    expect(
      unsealSession(sealed, [
        "new-secret-new-secret-new-secret-new!",
        "old-secret-old-secret-old-secret-old!",
      ]),
    ).toEqual(tokens);
    expect(unsealSession(sealed, secrets)).toBeNull();
  });

  it("treats any tampering as no session", () => {
    const sealed = sealSession(tokens, secrets);
    const bytes = Buffer.from(sealed.slice(3), "base64url");
    for (const index of [0, 14, bytes.length - 1]) {
      const copy = Buffer.from(bytes);
      copy[index] = (copy[index] ?? 0) ^ 1;
      expect(unsealSession(`v1.${copy.toString("base64url")}`, secrets)).toBeNull();
    }
    expect(unsealSession("v1.short", secrets)).toBeNull();
    expect(unsealSession("garbage", secrets)).toBeNull();
    expect(unsealSession(undefined, secrets)).toBeNull();
  });

  it("is HttpOnly and SameSite=Lax, __Host- and Secure in production", () => {
    const dev = serializeSessionCookie("v1.x", { production: false, secure: false });
    expect(dev).toMatch(/^maistry_session=v1\.x; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const prod = serializeSessionCookie("v1.x", { production: true, secure: false });
    expect(prod).toMatch(/^__Host-maistry_session=v1\.x; .*Secure/);
    expect(serializeSessionCookie(null, { production: false, secure: false })).toContain("Max-Age=0");
    const request = new Request("http://x/", { headers: { Cookie: "a=1; maistry_session=v1.abc=; b=2" } });
    expect(readSessionCookie(request, { production: false })).toBe("v1.abc=");
  });

  // A container tried over plain http://localhost:3000 must still sign people in (issue 15).
  it("is __Host- and Secure in production only when the public origin is https", () => {
    expect(httpsSite({ NODE_ENV: "production", PUBLIC_URL: "https://maistry.app" })).toBe(true);
    expect(httpsSite({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" })).toBe(false);
    expect(httpsSite({ NODE_ENV: "development", PUBLIC_URL: "https://maistry.app" })).toBe(false);
    const trial = serializeSessionCookie("v1.x", {
      production: httpsSite({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" }),
      secure: false,
    });
    expect(trial).toMatch(/^maistry_session=v1\.x; /);
    expect(trial).not.toContain("Secure");
  });
});
