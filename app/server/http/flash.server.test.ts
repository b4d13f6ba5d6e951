import { describe, expect, it } from "vitest";
import { readFlash, serializeFlash } from "./flash.server";

const secret = ["a-test-secret-that-is-long-enough-1234"];

function requestWith(cookie: string) {
  return new Request("http://localhost/", { headers: { Cookie: cookie.split(";")[0] ?? "" } });
}

describe("flash messages", () => {
  it("round-trip through a signed cookie and are cleared once read", async () => {
    const setCookie = await serializeFlash({ kind: "success", message: "contact.sent" }, secret);
    expect(setCookie).toMatch(/HttpOnly/i);
    const { flash, clear } = await readFlash(requestWith(setCookie), secret);
    expect(flash).toEqual({ kind: "success", message: "contact.sent" });
    expect(clear).toMatch(/Max-Age=0/i);
    // Issue 14: both the cookie and its removal say SameSite (never sent by another site's POST).
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(clear).toMatch(/; SameSite=Lax/);
  });

  it("ignores a forged or foreign cookie", async () => {
    const setCookie = await serializeFlash({ kind: "error", message: "errors.tryLater" }, [
      "another-secret-another-secret-123",
    ]);
    expect((await readFlash(requestWith(setCookie), secret)).flash).toBeNull();
    expect((await readFlash(requestWith("flash=eyJraW5kIjoiZXJyb3IifQ%3D%3D"), secret)).flash).toBeNull();
    expect(await readFlash(new Request("http://localhost/"), secret)).toEqual({ flash: null, clear: null });
  });
});
