import { describe, expect, it } from "vitest";
import { isForgedRequest } from "./origin-check.server";

const base = {
  method: "POST",
  host: "maistry.app",
  origin: undefined,
  referer: undefined,
  authorization: undefined,
  path: "/login",
  allowedOrigins: ["https://partner.example"],
};

describe("isForgedRequest", () => {
  it("lets same-site posts and reads through", () => {
    expect(isForgedRequest({ ...base, origin: "https://maistry.app" })).toBe(false);
    expect(isForgedRequest({ ...base, referer: "https://maistry.app/de/login" })).toBe(false);
    expect(isForgedRequest({ ...base, method: "GET", origin: "https://evil.example" })).toBe(false);
    expect(isForgedRequest(base)).toBe(false);
  });
  it("refuses posts from another site, by Origin or Referer", () => {
    expect(isForgedRequest({ ...base, origin: "https://evil.example" })).toBe(true);
    expect(isForgedRequest({ ...base, referer: "https://evil.example/page" })).toBe(true);
    expect(isForgedRequest({ ...base, origin: "null" })).toBe(true);
    expect(isForgedRequest({ ...base, origin: "https://maistry.app.evil.example" })).toBe(true);
  });
  it("refuses a request without Origin or Referer that its browser says comes from another site", () => {
    expect(isForgedRequest({ ...base, fetchSite: "cross-site" })).toBe(true);
    expect(isForgedRequest({ ...base, fetchSite: "same-site" })).toBe(true);
    expect(isForgedRequest({ ...base, fetchSite: "same-origin" })).toBe(false);
    expect(isForgedRequest({ ...base, fetchSite: "none" })).toBe(false);
    // Origin, when sent, is what decides: the API's allowed callers are cross-site by nature.
    expect(
      isForgedRequest({
        ...base,
        origin: "https://partner.example",
        fetchSite: "cross-site",
        path: "/api/x",
      }),
    ).toBe(false);
  });
  it("excepts bearer-token API calls and the API's allowed origins", () => {
    expect(isForgedRequest({ ...base, origin: "https://evil.example", authorization: "Bearer x" })).toBe(
      false,
    );
    expect(
      isForgedRequest({ ...base, origin: "https://partner.example", path: "/api/api/auth/users/" }),
    ).toBe(false);
    expect(isForgedRequest({ ...base, origin: "https://partner.example", path: "/login" })).toBe(true);
  });
});
