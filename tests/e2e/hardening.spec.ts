import { expect } from "@playwright/test";
import { rawRequest } from "../raw-http";
import { test } from "./fixtures";
import { HTTP, MESSAGES } from "./helpers";
import { createUser } from "./users";

/** A GET with exactly these headers (Playwright's request context would write its own Host). */
const rawGet = (baseURL: string, path: string, headers: Record<string, string>) =>
  rawRequest(baseURL, { path, headers });

// Issue 14: what an attacker tried, as a visitor of the production build sees it.
test.describe("hardening over HTTP (issue 14)", { tag: [HTTP] }, () => {
  test("a forged Host is refused, and the page cache keeps the site's own links", async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL as string).origin;
    // An anonymous, cacheable page, asked for under another host first.
    const path = `/en/lessons?hardening=${Date.now()}`;
    const forged = await rawGet(origin, path, { Host: "evil.example", "Accept-Encoding": "identity" });
    expect(forged.status).toBe(400);
    const forwarded = await rawGet(origin, path, {
      Host: new URL(origin).host,
      "X-Forwarded-Host": "evil.example",
    });
    expect(forwarded.status).toBe(400);

    const page = await (await request.get(path)).text();
    expect(page).not.toContain("evil.example");
    expect(page).toContain(`<link rel="canonical" href="${origin}/en/lessons"`);
  });

  test("no redirect leaves the site", async ({ request }) => {
    for (const path of ["/uk//evil.example", "/uk//evil.example/x?y=1"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toMatch(/^\/(?![/\\])/);
    }
    const language = await request.get("/language/en?next=%2F%09%2Fevil.example", { maxRedirects: 0 });
    expect(language.headers().location).toBe("/en");
  });

  test("a login returns to a Cyrillic address, encoded, and refuses one that leaves", async ({
    request,
    baseURL,
  }) => {
    const user = await createUser(request, baseURL as string, "Redirect");
    const login = (redirectTo: string) =>
      request.post(`/en/login?redirectTo=${encodeURIComponent(redirectTo)}`, {
        form: { email: user.email, password: user.password },
        maxRedirects: 0,
      });
    const cyrillic = await login("/en/masters?q=м");
    expect(cyrillic.status()).toBe(302);
    expect(cyrillic.headers().location).toBe("/en/masters?q=%D0%BC");
    expect(cyrillic.headers()["set-cookie"]).toMatch(/maistry_session=/);
    for (const target of ["/\t/evil.example", "/\r\nSet-Cookie: x=1", "//evil.example"]) {
      const refused = await login(target);
      expect(refused.status(), JSON.stringify(target)).toBe(302);
      expect(refused.headers().location, JSON.stringify(target)).toBe(`/en/masters/${user.id}?tab=tab-1`);
    }
  });

  test("a page refuses what no form sends with a translated page, in the page's language", async ({
    request,
  }) => {
    const put = await request.put("/de/contact", { form: { message: "x" } });
    expect(put.status()).toBe(405);
    const html = await put.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(MESSAGES.de.errors.badRequest);

    const json = await request.post("/pl/contact", { data: { message: "x" } });
    expect(json.status()).toBe(415);
    expect(await json.text()).toContain(MESSAGES.pl.errors.badRequest);

    const broken = await request.post("/fr/login", {
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      data: "--x\r\nnot a part",
    });
    expect(broken.status()).toBe(400);
    expect(await broken.text()).toContain(MESSAGES.fr.errors.badRequest);
  });

  test("NUL in a slug or a search is no error", async ({ request }) => {
    expect((await request.get("/en/lessons/abc%00")).status()).toBe(404);
    expect((await request.get("/en/lessons?q=%00")).status()).toBe(200);
    expect((await request.get("/api/en/api/masters/?q=%00")).status()).toBe(200);
    const login = await request.post("/en/login", { form: { email: "a\u0000@example.com", password: "x" } });
    expect(login.status()).toBe(400);
    expect(await login.text()).toContain(MESSAGES.en.validation.controlCharacters);
  });

  test("the client's address is the proxy's entry, whatever X-Forwarded-For the client wrote", async ({
    request,
  }) => {
    // 10 failed logins a minute from one address; the client rotates what it puts in front.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await request.post("/en/login", {
        form: { email: `nobody-${attempt}-${Date.now()}@example.com`, password: "wrong-password-1" },
        headers: { "X-Forwarded-For": `203.0.113.${attempt}, 198.51.100.77` },
      });
      statuses.push(response.status());
    }
    expect(statuses).toContain(429);
  });
});
