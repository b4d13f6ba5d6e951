import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { routerContext } from "../../../tests/router-context";
import { getServices } from "../context.server";
import { requireUser, sessionUnresolvedContext } from "../web/current-user.server";
import { endSession, resolveSession, startSession } from "./session.server";
import { unsealSession } from "./session-cookie.server";
import { issueAccessToken } from "./tokens.server";
import { activateUser, createUser, type User } from "./users.server";

describe.each(testDatabases())("sessions on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let user: User;
  beforeAll(async () => {
    database = await engine.open();
    user = await createUser(database.db, {
      email: "mila@example.com",
      username: "mila",
      fullName: "Mila Brow",
      phone: "+380441234567",
      country: "UA",
      city: "Kyiv",
      password: "Velvet-Orchid-92!",
      locale: "en",
    });
    await activateUser(database.db, user.id);
    user = { ...user, isActive: true };
  });
  afterAll(() => database.dispose());

  const services = (ready = true) => getServices(routerContext(database, { ready }));
  const requestWith = (cookie?: string) =>
    new Request("http://localhost/en", { headers: cookie ? { Cookie: cookie.split(";")[0] ?? "" } : {} });

  it("knows nobody without a cookie", async () => {
    expect(await resolveSession(requestWith(), services())).toEqual({ user: null, setCookie: null });
  });

  it("recognises the user from a fresh session, without touching the cookie", async () => {
    const cookie = await startSession(database.db, user, services(), requestWith());
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax/);
    const resolved = await resolveSession(requestWith(cookie), services());
    expect(resolved.user?.id).toBe(user.id);
    expect(resolved.setCookie).toBeNull();
  });

  it("silently refreshes an expired access token and rotates the refresh token", async () => {
    const cookie = await startSession(database.db, user, services(), requestWith());
    const value = cookie.split(";")[0]?.split("=").slice(1).join("=");
    const tokens = unsealSession(value, services().sessionSecrets);
    if (!tokens) throw new Error("cookie did not open");
    const expiredAccess = await issueAccessToken(
      user.id,
      services().sessionSecrets,
      new Date(Date.now() - 10 * 60_000),
    );
    const { sealSession, serializeSessionCookie } = await import("./session-cookie.server");
    const stale = serializeSessionCookie(
      sealSession({ access: expiredAccess, refresh: tokens.refresh }, services().sessionSecrets),
      {
        production: false,
        secure: false,
      },
    );
    const resolved = await resolveSession(requestWith(stale), services());
    expect(resolved.user?.id).toBe(user.id);
    const renewed = unsealSession(
      resolved.setCookie?.split(";")[0]?.split("=").slice(1).join("="),
      services().sessionSecrets,
    );
    expect(renewed?.refresh).toBeTruthy();
    expect(renewed?.refresh).not.toBe(tokens.refresh);
  });

  it("treats a tampered cookie as a visitor and clears it", async () => {
    const cookie = await startSession(database.db, user, services(), requestWith());
    // Flip one character to a different one (a fixed "A" would be no change when it was already "A").
    const flipped = cookie[30] === "A" ? "B" : "A";
    const tampered = `${cookie.slice(0, 30)}${flipped}${cookie.slice(31)}`;
    const resolved = await resolveSession(requestWith(tampered), services());
    expect(resolved.user).toBeNull();
    expect(resolved.setCookie).toMatch(/Max-Age=0/);
  });

  it("answers a signed-in page with 503, not the login page, while the session cannot be checked (issue 14)", async () => {
    const cookie = await startSession(database.db, user, services(), requestWith());
    const outage = await resolveSession(requestWith(cookie), services(false));
    expect(outage).toMatchObject({ user: null, setCookie: null, unresolved: true });
    const context = routerContext(database, { ready: false, locale: "de" });
    context.set(sessionUnresolvedContext, true);
    const refused = (() => {
      try {
        requireUser(context, requestWith(cookie));
      } catch (error) {
        return error as { init?: { status?: number } };
      }
    })();
    expect(refused?.init?.status).toBe(503);
    // A visitor without a session still goes to the login page.
    expect(await resolveSession(requestWith(), services(false))).toEqual({ user: null, setCookie: null });
    expect(() => requireUser(routerContext(database, { ready: false }), requestWith())).toThrow(Response);
  });

  it("ends on logout, and a database outage logs nobody out", async () => {
    const cookie = await startSession(database.db, user, services(), requestWith());
    expect((await resolveSession(requestWith(cookie), services(false))).setCookie).toBeNull();
    const cleared = await endSession(database.db, services(), requestWith(cookie));
    expect(cleared).toMatch(/Max-Age=0/);
    // The old cookie's access token is still unexpired, yet its session is gone.
    const after = await resolveSession(requestWith(cookie), services());
    expect(after.user).toBeNull();
    expect(after.setCookie).toMatch(/Max-Age=0/);
  });
});
