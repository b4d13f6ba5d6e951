import { describe, expect, it } from "vitest";
import { routerContext } from "../../../tests/router-context";
import type { DatabaseHandle } from "../db/client.server";
import { readFlash } from "./flash.server";
import { badRequest, notFound, redirectWithFlash, refused } from "./responses.server";

/** What `data()` carries: React Router's DataWithResponseInit. */
type Answer = { data: unknown; init: ResponseInit | null };

describe("form answers", () => {
  it("a refused form keeps what was typed but never a password, with its status and headers", () => {
    const answer = refused(
      { email: "validation.email" },
      { email: "a@b", password: "secret", password2: "secret", fullName: "Ann" },
      { retryAfterMin: 2 },
      { status: 429, headers: { "Retry-After": "120" } },
    ) as unknown as Answer;
    expect(answer.data).toEqual({
      errors: { email: "validation.email" },
      values: { email: "a@b", fullName: "Ann" },
      retryAfterMin: 2,
    });
    expect(answer.init).toMatchObject({ status: 429, headers: { "Retry-After": "120" } });
    expect((refused({}, {}) as unknown as Answer).init).toMatchObject({ status: 400 });
  });

  it("a 404 and a 400 are thrown, not returned", () => {
    for (const [answer, status] of [
      [notFound, 404],
      [badRequest, 400],
    ] as const) {
      try {
        answer();
        expect.unreachable();
      } catch (thrown) {
        expect((thrown as Answer).init).toMatchObject({ status });
      }
    }
  });
});

describe("redirectWithFlash", () => {
  it("goes to the path in the page's language with the message in a signed flash cookie", async () => {
    // The redirect reads the locale and the secrets, never the database.
    const context = routerContext(null as unknown as DatabaseHandle, { locale: "de" });
    const response = await redirectWithFlash(
      context,
      new Request("https://maistry.test/de/admin/users", { method: "POST" }),
      "/admin/users",
      "That action is not known.",
      "error",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/de/admin/users");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/; Secure/i);
    const { flash } = await readFlash(
      new Request("https://maistry.test/", { headers: { Cookie: cookie.split(";")[0] ?? "" } }),
      ["test-secret-test-secret-test-secret-42"],
    );
    expect(flash).toEqual({ kind: "error", message: "That action is not known." });
  });
});
