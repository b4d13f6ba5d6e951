import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "~/server/db/schema";
import { clientIpContext } from "~/server/http/client-ip.server";
import deEmails from "../../../locales/de/emails.json" with { type: "json" };
import en from "../../../locales/en/common.json" with { type: "json" };
import ukEmails from "../../../locales/uk/emails.json" with { type: "json" };
import { testDatabases } from "../../../tests/databases";
import { recordingMailer, routerContext, TEST_ORIGIN } from "../../../tests/router-context";
import { action, loader } from "./auth";

type Json = Record<string, unknown>;

describe.each(testDatabases())("account API on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  const mailer = recordingMailer();
  let ipCounter = 0;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(() => database.dispose());

  /** Calls the route as React Router would; each call from its own IP so limits don't interfere. */
  async function call(
    path: string,
    init: {
      method?: string;
      body?: Json;
      headers?: Record<string, string>;
      locale?: string;
      host?: string;
    } = {},
  ) {
    const method = init.method ?? (init.body ? "POST" : "GET");
    const prefix = init.locale ? `/api/${init.locale}/api/auth/` : "/api/api/auth/";
    const request = new Request(`http://${init.host ?? "localhost"}${prefix}${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...init.headers },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const context = routerContext(database, { mailer });
    context.set(clientIpContext, `10.1.0.${++ipCounter}`);
    const params = { "*": path, locale: init.locale };
    const args = { request, context, params } as unknown as Parameters<typeof loader>[0];
    const response = await (method === "GET" ? loader(args) : action(args));
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Json) : null };
  }

  const olena = {
    full_name: "Olena Koval",
    username: "olena_api",
    email: "olena.api@example.com",
    phone: "+380 44 123 45 67",
    country: "UA",
    city: "Київ",
    password: "Velvet-Orchid-92!",
  };

  it("registers (201) and answers field errors per field, in the asked language", async () => {
    const created = await call("users/", { body: olena });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      email: olena.email,
      username: olena.username,
      full_name: olena.full_name,
      phone: "+380441234567",
      country: "UA",
      city: "Kyiv",
      // Sent without a role (a client from before issue 16): a learner (decision 037).
      role: "learner",
    });
    const again = await call("users/", {
      locale: "en",
      body: { ...olena, username: "other_nick", email: "OLENA.API@example.com" },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ email: ["A user with that email already exists"] });
    const ukrainian = await call("users/", {
      body: { ...olena, username: "olena_api", email: "x@example.com" },
      locale: "uk",
    });
    expect(ukrainian.status).toBe(400);
    expect(String((ukrainian.body?.username as string[] | undefined)?.[0])).toMatch(/[а-яіїє]/);
    const german = await call("users/", {
      body: { ...olena, email: "de@example.com", username: "de_nick", city: "Atlantis" },
      headers: { "Accept-Language": "de-DE,de;q=0.9" },
    });
    expect(german.status).toBe(400);
    expect(String((german.body?.city as string[] | undefined)?.[0])).toMatch(/Stadt/);
    const english = await call("users/", {
      body: { ...olena, email: "en@example.com", username: "en_nick", city: "Atlantis" },
      locale: "en",
    });
    expect(english.body).toEqual({ city: ["City not found"] });
  });

  it("applies Django's password checks (alice@example.com / alice123 is too similar)", async () => {
    const response = await call("users/", {
      locale: "en",
      body: {
        ...olena,
        email: "alice@example.com",
        username: "alice_x",
        full_name: "Olena Koval",
        password: "alice123",
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ password: ["The password is too similar to the email."] });
    const numeric = await call("users/", {
      locale: "en",
      body: { ...olena, email: "n@example.com", username: "numeric_x", password: "73920518466" },
    });
    expect(numeric.body).toEqual({ password: ["This password is entirely numeric."] });
  });

  it("refuses login before activation, activates once, then issues tokens", async () => {
    const refused = await call("jwt/create/", {
      locale: "en",
      body: { email: olena.email, password: olena.password },
    });
    expect(refused).toEqual({
      status: 401,
      body: { detail: "No active account found with the given credentials" },
    });

    const email = mailer.sent.find((message) => message.to === olena.email);
    const token = /\/login\/([\w-]+)/.exec(email?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    const me = (await call("users/", { body: { ...olena, email: "probe@example.com", username: "probe" } }))
      .body as Json;
    const uid = Buffer.from(String((me as { id: number }).id - 1)).toString("base64url");
    expect((await call("users/activation/", { body: { uid, token } })).status).toBe(204);
    expect((await call("users/activation/", { body: { uid, token } })).status).toBe(400);

    const tokens = await call("jwt/create/", { body: { email: olena.email, password: olena.password } });
    expect(tokens.status).toBe(200);
    const { access, refresh } = tokens.body as { access: string; refresh: string };
    expect((await call("jwt/verify/", { body: { token: access } })).status).toBe(200);
    expect((await call("jwt/verify/", { body: { token: `${access}x` } })).status).toBe(401);

    const profile = await call("users/me/", { headers: { Authorization: `Bearer ${access}` } });
    expect(profile.status).toBe(200);
    // Djoser's user fields, and the office profile under the same object (see me.test.ts).
    expect(Object.keys(profile.body ?? {}).sort()).toEqual([
      "avatar",
      "brands",
      "category",
      "city",
      "country",
      "email",
      "facebook_url",
      "full_name",
      "id",
      "instagram_url",
      "is_listed",
      "phone",
      "role",
      "short_description",
      "short_description_language",
      "specialization",
      "tiktok_url",
      "username",
      "website_url",
      "youtube_url",
    ]);
    expect((await call("users/me/")).status).toBe(401);

    const patched = await call("users/me/", {
      method: "PATCH",
      headers: { Authorization: `Bearer ${access}` },
      body: { city: "Lviv", full_name: "Olena K." },
    });
    expect(patched.body).toMatchObject({ city: "Lviv", full_name: "Olena K." });

    const rotated = await call("jwt/refresh/", { body: { refresh } });
    expect(rotated.status).toBe(200);
    expect((rotated.body as { refresh: string }).refresh).not.toBe(refresh);
  });

  it("resets a password from the emailed link and ends every session", async () => {
    const login = await call("jwt/create/", { body: { email: olena.email, password: olena.password } });
    const { refresh } = login.body as { refresh: string };
    mailer.sent.length = 0;
    expect((await call("users/reset_password/", { body: { email: olena.email } })).status).toBe(204);
    expect((await call("users/reset_password/", { body: { email: "nobody@example.com" } })).status).toBe(204);
    expect(mailer.sent).toHaveLength(1);
    const [, uid, token] = /\/new-password\/([\w-]+)\/([\w-]+)/.exec(mailer.sent[0]?.text ?? "") ?? [];
    const weak = await call("users/reset_password_confirm/", {
      locale: "en",
      body: { uid, token, new_password: "password" },
    });
    expect(weak.body).toEqual({ new_password: ["This password is too common."] });
    const done = await call("users/reset_password_confirm/", {
      body: { uid, token, new_password: "Amber-Lantern-47" },
    });
    expect(done.status).toBe(204);
    expect(
      (
        await call("users/reset_password_confirm/", {
          body: { uid, token, new_password: "Amber-Lantern-48" },
        })
      ).status,
    ).toBe(400);
    expect((await call("jwt/refresh/", { body: { refresh } })).status).toBe(401);
    expect(
      (await call("jwt/create/", { body: { email: olena.email, password: "Amber-Lantern-47" } })).status,
    ).toBe(200);
  });

  it("writes the reset email in the language the reset was asked in, else the account's (issue 16)", async () => {
    mailer.sent.length = 0;
    expect((await call("users/reset_password/", { locale: "de", body: { email: olena.email } })).status).toBe(
      204,
    );
    expect((await call("users/reset_password/", { body: { email: olena.email } })).status).toBe(204);
    const [german, own] = mailer.sent;
    expect(german?.subject).toBe(deEmails.emails.passwordReset.subject);
    expect(german?.text).toMatch(/\/de\/new-password\/[\w-]+\/[\w-]+/);
    // Registered without a language in its URL: the account's is Ukrainian, the default.
    expect(own?.subject).toBe(ukEmails.emails.passwordReset.subject);
    expect(own?.text).toMatch(/\/new-password\/[\w-]+\/[\w-]+/);
    expect(own?.text).not.toContain("/de/new-password/");
  });

  it("links the reset email to the site's own origin, whatever host the request names (issue 14)", async () => {
    mailer.sent.length = 0;
    const forged = { host: "evil.example", headers: { "X-Forwarded-Host": "evil.example" } };
    expect((await call("users/reset_password/", { ...forged, body: { email: olena.email } })).status).toBe(
      204,
    );
    const text = mailer.sent[0]?.text ?? "";
    expect(text).toContain(`${TEST_ORIGIN}/new-password/`);
    expect(text).not.toContain("evil.example");
  });

  it("answers its refusals in the URL's language (issue 14)", async () => {
    const activation = await call("users/activation/", { locale: "pl", body: { uid: "MQ", token: "nope" } });
    expect(activation).toEqual({
      status: 400,
      body: { token: ["Nieprawidłowy token dla tego użytkownika."] },
    });
    const confirm = await call("users/reset_password_confirm/", {
      locale: "de",
      body: { uid: "MQ", token: "nope", new_password: "Amber-Lantern-47" },
    });
    expect(confirm).toEqual({ status: 400, body: { token: ["Ungültiges Token für diesen Benutzer."] } });
  });

  it("takes the registration's role (decision 037): learner or master, anything else a field error", async () => {
    const master = await call("users/", {
      body: { ...olena, email: "master.api@example.com", username: "master_api", role: "master" },
    });
    expect(master.status).toBe(201);
    expect(master.body?.role).toBe("master");
    const learner = await call("users/", {
      body: { ...olena, email: "learner.api@example.com", username: "learner_api", role: "learner" },
    });
    expect(learner.body?.role).toBe("learner");
    const isMaster = async (id: unknown) =>
      (
        await database.db
          .select()
          .from(users)
          .where(eq(users.id, Number(id)))
      )[0]?.isMaster;
    expect(await isMaster(master.body?.id)).toBe(true);
    expect(await isMaster(learner.body?.id)).toBe(false);
    for (const role of ["teacher", "", null, 1]) {
      const refused = await call("users/", {
        locale: "en",
        body: { ...olena, email: "odd.api@example.com", username: "odd_api", role },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ role: [en.validation.roleRequired] });
    }
    expect(await database.db.select().from(users).where(eq(users.username, "odd_api"))).toEqual([]);
  });

  it("answers 404 for unknown endpoints or locales and 405 for wrong methods", async () => {
    expect((await call("users/nothing/")).status).toBe(404);
    expect((await call("users/", { locale: "xx", body: {} })).status).toBe(404);
    expect((await call("jwt/create/")).status).toBe(405);
  });
});
